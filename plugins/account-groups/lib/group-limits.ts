// 000 §5, §9: a group holds 2 to 8 accounts.
export const MIN_ACCOUNTS = 2;
export const MAX_ACCOUNTS = 8;

/** Which limit message the selected count calls for: at the maximum, over it, or none. */
export function limitState(count: number): 'max' | 'over' | null {
  if (count > MAX_ACCOUNTS) return 'over';
  if (count === MAX_ACCOUNTS) return 'max';
  return null;
}
