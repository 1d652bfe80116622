// The GraphQL PaymentInput as the 002 §3 payment payload: account number truncated to 12, schedule type in
// the upstream's lower case, the amount as typed (the upstream's rules give the exact messages), nulls left out.
import { paymentAccountNumber } from '@gateway/kit/accounts/payment-account-number.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';
import { scheduleTypeIn } from './map-payment.js';

/** What save and validate take (the same payment). */
export type PaymentPayload = UpstreamBody<'/api/wealth/payments/v2/payment/save'>;

export interface PaymentInput {
  fromAccountNumber: string;
  amount?: string | null;
  scheduleType: string;
  schedule?: Record<string, string | null | undefined> | null;
  paymentDestinationBPAY?: Record<string, string | null | undefined> | null;
  paymentDestinationEFT?: Record<string, string | null | undefined> | null;
  fromPaymentNarrative?: string | null;
  toPaymentNarrative?: string | null;
  savePayeeBiller?: boolean | null;
  paymentAuthorities?: readonly string[] | null;
}

const present = <T extends object>(o: T | null | undefined) =>
  o ? Object.fromEntries(Object.entries(o).filter(([, v]) => v != null)) : undefined;

export function toPaymentPayload(input: PaymentInput): PaymentPayload {
  const payload = {
    fromAccountNumber: paymentAccountNumber(input.fromAccountNumber),
    amount: input.amount?.trim() || undefined,
    scheduleType: scheduleTypeIn(input.scheduleType),
    schedule: present(input.schedule),
    paymentDestinationBPAY: present(input.paymentDestinationBPAY),
    paymentDestinationEFT: present(input.paymentDestinationEFT),
    fromPaymentNarrative: input.fromPaymentNarrative,
    toPaymentNarrative: input.toPaymentNarrative,
    savePayeeBiller: input.savePayeeBiller,
    paymentAuthorities: input.paymentAuthorities?.map((partyId) => ({ partyId })),
  } satisfies PaymentPayload;
  return present(payload) as PaymentPayload;
}
