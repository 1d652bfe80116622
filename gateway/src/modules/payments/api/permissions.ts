// GET payments v2 access and payment-permissions (002 §7): may this user pay from this account.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import { paymentAccountNumber, pathId } from '../account-number.js';
import type { UpstreamAccess, UpstreamPermissions } from './upstream-types.js';

export const getAccess = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.get<UpstreamAccess>(`/api/wealth/payments/v2/permissions/access/${pathId(paymentAccountNumber(accountNumber))}`);

export const getPaymentPermissions = (upstream: RequestUpstream, accountNumber: string) =>
  upstream.get<UpstreamPermissions>(`/api/wealth/payments/v2/payment-permissions/${pathId(paymentAccountNumber(accountNumber))}`);
