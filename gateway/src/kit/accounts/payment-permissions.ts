// May this user pay from this account (payments v2 payment-permissions, 002 §7): what the payments module shows
// and what the policy's payment-permission facts read.
import type { RequestUpstream } from '../../upstream/request-upstream.js';
import type { UpstreamResponse } from '../../upstream/upstream-api.js';
import { paymentAccountNumber } from './payment-account-number.js';

const PERMISSIONS = '/api/wealth/payments/v2/payment-permissions/{account}';
export type UpstreamPermissions = UpstreamResponse<typeof PERMISSIONS>;

export const getPaymentPermissions = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.api.GET(PERMISSIONS, { params: { path: { account: paymentAccountNumber(accountNumber) } } });
