// CSV of 000 §9: comma delimited, a byte-order mark first (so spreadsheet apps read UTF-8), CRLF lines.
export const CSV_BOM = '\uFEFF';

export type Cell = string | number | null | undefined;

/** Quotes a field holding a comma, quote or line break; quotes inside are doubled (RFC 4180). */
export function csvField(value: Cell): string {
  const text = value == null ? '' : String(value);
  // A leading = + - @ would run as a formula in a spreadsheet; a quote mark defuses it.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(values: readonly Cell[]): string {
  return `${values.map(csvField).join(',')}\r\n`;
}
