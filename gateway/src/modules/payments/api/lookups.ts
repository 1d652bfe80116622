// The payee-biller lookups and payee groups (002 §3, §7); public holidays are in the kit (chat reads them too).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';

export const lookupBranch = (upstream: RequestUpstream, code: string) =>
  upstream.api.GET('/api/wealth/payments/v1/payee-biller/branch/lookup/{code}', { params: { path: { code: code.trim() } } });

export const lookupBiller = (upstream: RequestUpstream, code: string) =>
  upstream.api.GET('/api/wealth/payments/v1/payee-biller/bpay/lookup/{code}', { params: { path: { code: code.trim() } } });

export const getPayeeGroups = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.api.GET('/api/wealth/payments/v1/accounts/{accountNumber}/payee-biller', {
    params: { path: { accountNumber: paymentAccountNumber(accountNumber) } },
  });
