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

function partsOf(iso: string | null | undefined): Record<string, string> | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return Object.fromEntries(PARTS.formatToParts(date).map((p) => [p.type, p.value]));
}

/** 'd MMM yyyy, h:mm am/pm', e.g. '3 Mar 2025, 9:05 am'. Null for a missing or unreadable timestamp. */
export function formatDateTime(iso: string | null | undefined): string | null {
  const part = partsOf(iso);
  return part && `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${part.dayPeriod.toLowerCase()}`;
}

/** 'dd MMM yyyy, h:mmaaa' (002 §9, shown with ' Sydney time'), e.g. '03 Mar 2025, 9:05am'. Null as above. */
export function formatDateTimeCompact(iso: string | null | undefined): string | null {
  const part = partsOf(iso);
  return part && `${part.day.padStart(2, '0')} ${part.month} ${part.year}, ${part.hour}:${part.minute}${part.dayPeriod.toLowerCase()}`;
}
