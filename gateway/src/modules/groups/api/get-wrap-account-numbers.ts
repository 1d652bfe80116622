import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

/** GET externalsystem/identifiers: composer codes of super and pension accounts to wrap account numbers. */
export async function getWrapAccountNumbers(upstream: RequestUpstream, composerCodes: readonly string[]) {
  const res = await upstream.api.GET('/api/wealth/channel/account/v1/externalsystem/identifiers', { params: { query: { composerCode: composerCodes } } });
  return (res?.identifiers ?? []).map((i) => ({ composerCode: i.composerCode, wrapAccountNumber: i['wrap-account-number'] ?? null }));
}
