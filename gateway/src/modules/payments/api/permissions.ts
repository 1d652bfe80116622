// GET payments v2 access (002 §7); the payment permission of an account is in the kit (the policy reads it too).
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';

export const getAccess = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.api.GET('/api/wealth/payments/v2/permissions/access/{accountNumber}', { params: { path: { accountNumber: paymentAccountNumber(accountNumber) } } });
