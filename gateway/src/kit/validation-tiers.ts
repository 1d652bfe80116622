// 002 §5 validation errors: E000001 tier 1; E000002 and E000003 tier 2; E000004 tier 3; anything else tier 4.
// Only the lowest tier present is shown, sorted by code; 'DD MMM YYYY' in a message becomes enabledFrom.
import { formatInTimeZone } from 'date-fns-tz';
import { SYDNEY } from './period.js';

const TIERS: Record<string, number> = { E000001: 1, E000002: 2, E000003: 2, E000004: 3 };
export const tierOf = (code: string) => TIERS[code] ?? 4;

export interface UpstreamValidationError {
  code?: string;
  message?: string;
  details?: { approvalId?: string | null; enabledFrom?: string | null; requestId?: string | null } | null;
}

/** An ISO date (or timestamp) reads as the token it replaces, e.g. 01 Jul 2025; anything else is used as sent. */
function enabledFromText(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(Date.parse(value))) return value;
  const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return formatInTimeZone(date, /^\d{4}-\d{2}-\d{2}$/.test(value) ? 'UTC' : SYDNEY, 'dd MMM yyyy');
}

export function shownValidationErrors(errors: readonly UpstreamValidationError[]) {
  const all = errors.map((e) => {
    const code = e.code ?? '';
    const enabledFrom = e.details?.enabledFrom ?? null;
    const message = enabledFrom ? (e.message ?? '').replace(/DD MMM YYYY/g, enabledFromText(enabledFrom)) : (e.message ?? '');
    return { code, message, tier: tierOf(code), approvalId: e.details?.approvalId ?? null, enabledFrom, requestId: e.details?.requestId ?? null };
  });
  const lowest = Math.min(...all.map((e) => e.tier));
  return all.filter((e) => e.tier === lowest).sort((a, b) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
}
