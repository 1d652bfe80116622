// 002 §5: the account number is truncated to 12 characters in payment calls.
export const PAYMENT_ACCOUNT_NUMBER_LENGTH = 12;

export const paymentAccountNumber = (value: string): string => value.trim().slice(0, PAYMENT_ACCOUNT_NUMBER_LENGTH);

/** An id put into an upstream path: trimmed and URL-encoded, so it cannot reach another path. */
export const pathId = (value: string): string => encodeURIComponent(value.trim());
