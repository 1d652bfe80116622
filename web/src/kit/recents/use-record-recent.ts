// Records that an account or wrap group page opened, for the search dropdown's recent panels
// (000 §3 RecentAccounts, RecentWrapGroups; at most 5, newest first, no duplicates: the gateway keeps
// those rules). Account pages pass the accountId (e.g. A000000017), the group page its accountGroupCode;
// nothing is recorded while the id is still unknown.
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { RECORD_RECENT } from './record-recent-operation';

export type RecentKind = 'account' | 'wrapGroup';

export function useRecordRecent(kind: RecentKind, id: string | null | undefined): void {
  const [record] = useMutation(RECORD_RECENT);
  useEffect(() => {
    if (!id) return;
    // A visit that could not be recorded is not worth interrupting the adviser for: the page works.
    record({ variables: { kind: kind === 'account' ? 'ACCOUNT' : 'WRAP_GROUP', id } }).catch(() => undefined);
  }, [kind, id, record]);
}
