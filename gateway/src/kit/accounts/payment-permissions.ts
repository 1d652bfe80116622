// May this user pay from this account (payments v2 payment-permissions, 002 §7): what the payments module shows
// and what the policy's payment-permission facts read.
import type { RequestUpstream } from '../../upstream/request-upstream.js';
import { paymentAccountNumber, pathId } from './payment-account-number.js';

export interface UpstreamPermissions { accountNumber: string; productCode: string | null; access: string; canMakePayment: boolean; signingType: string | null }

export const getPaymentPermissions = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.get<UpstreamPermissions>(`/api/wealth/payments/v2/payment-permissions/${pathId(paymentAccountNumber(accountNumber))}`);
