// Upstream payment shapes to the SDL's: the schedule type as an enum, absent destinations as null.
import type { UpstreamPayment } from './api/upstream-types.js';

export const scheduleTypeOut = (value: string) => value.toUpperCase();
export const scheduleTypeIn = (value: string) => value.toLowerCase();

export const toPayment = (p: UpstreamPayment) => ({
  ...p,
  scheduleType: scheduleTypeOut(p.scheduleType),
  paymentDestinationBPAY: p.paymentDestinationBPAY ?? null,
  paymentDestinationEFT: p.paymentDestinationEFT ?? null,
  paymentAuthorities: p.paymentAuthorities ?? [],
});

/** Sole or dual from the 002 §3 signing type. */
export const authorityOf = (signingType: string | null | undefined) =>
  signingType === 'Either To Sign' ? 'SOLE' : signingType === 'Both To Sign' ? 'DUAL' : null;
