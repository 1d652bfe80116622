import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const PRODUCT_CODES = '/api/intermediary-accounts/v1/intermediaries/{mac}/product-codes';
export type ProductCodeItem = UpstreamResponse<typeof PRODUCT_CODES>['products'][number];

/** GET intermediary product-codes: the products of the user's visible accounts (000 §7). */
export async function getProductCodes(
  upstream: RequestUpstream,
  mac: string,
  badge: string,
  accountStatus: readonly string[] | undefined,
): Promise<ProductCodeItem[]> {
  const res = await upstream.api.GET(PRODUCT_CODES, {
    params: { path: { mac }, query: { badge, accountStatus: accountStatus?.length ? accountStatus : undefined } },
  });
  return res?.products ?? [];
}
