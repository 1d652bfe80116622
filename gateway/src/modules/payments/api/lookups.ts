// The payee-biller lookups and payee groups (002 §3, §7); public holidays are in the kit (chat reads them too).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { paymentAccountNumber, pathId } from '@gateway/kit/accounts/payment-account-number.js';
import type { UpstreamBiller, UpstreamBranch, UpstreamPayeeGroups } from './upstream-types.js';

export const lookupBranch = (upstream: RequestUpstream, code: string) =>
  upstream.get<UpstreamBranch>(`/api/wealth/payments/v1/payee-biller/branch/lookup/${pathId(code)}`);

export const lookupBiller = (upstream: RequestUpstream, code: string) =>
  upstream.get<UpstreamBiller>(`/api/wealth/payments/v1/payee-biller/bpay/lookup/${pathId(code)}`);

export const getPayeeGroups = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.get<UpstreamPayeeGroups>(`/api/wealth/payments/v1/accounts/${pathId(paymentAccountNumber(accountNumber))}/payee-biller`);

