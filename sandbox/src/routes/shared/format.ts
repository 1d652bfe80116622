// Response formatting: node-postgres and PGlite return numeric columns as strings and
// timestamps as Date objects; the contract wants numbers with 2 decimals and ISO strings.
export function money(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Math.round(Number(value) * 100) / 100;
}

export function rate(value: string | number | null | undefined): number | null {
  return value === null || value === undefined ? null : Number(value);
}

export function isoTimestamp(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** Today in the portal's time zone (000 §9: Australia/Sydney), yyyy-MM-dd. */
export function sydneyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());
}
