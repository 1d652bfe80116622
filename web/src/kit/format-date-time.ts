// Dates are shown in Sydney time whatever the browser's zone (000 §9, 002 §9). The browser's own Intl
// does the zone arithmetic: no time-zone library in the dashboard's critical JavaScript (issue 11 item 17).

export const APP_TIME_ZONE = 'Australia/Sydney';

// en-US names ('Sep', 'AM'): en-AU spells September 'Sept' in newer ICU data, which 000 §9 does not.
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: APP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 'd MMM yyyy, h:mm am/pm', e.g. '3 Mar 2025, 9:05 am'. Null for a missing or unreadable timestamp. */
export function formatDateTime(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const part = Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod.toLowerCase()}`;
}
