// A timestamp as 'dd MMM yyyy, h:mmaaa Sydney time' (002 §9), one text for screen readers.
import { sydneyDateTime } from '@kit/sydney-time';

export function SydneyTime({ iso }: { iso: string | null | undefined }) {
  const when = sydneyDateTime(iso);
  if (!when) return null;
  return <time dateTime={iso ?? undefined}>{when}</time>;
}
