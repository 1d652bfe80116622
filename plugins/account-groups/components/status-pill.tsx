// A group's status as the kit's pill: active is positive, closed negative, anything else neutral.
import { t, type CopyKey } from '@kit/copy';
import { Pill } from '@kit/layout';
import { readStatus } from '../lib/group-status';

export function StatusPill({ status }: { status: string }) {
  const read = readStatus(status);
  return <Pill tone={read === 'ACTIVE' ? 'POSITIVE' : read === 'CLOSED' ? 'NEGATIVE' : 'DEFAULT'}>{t(`groups.status.${read}` as CopyKey)}</Pill>;
}
