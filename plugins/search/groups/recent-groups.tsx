// Recent Wrap groups (000 §2, §4): the RecentWrapGroups preference (codes), resolved to groups.
import { useQuery } from '@apollo/client/react';
import { GET_GROUPS_BY_CODES } from '../api/search-wrap-groups';
import { RecentSection, useRecentIds } from '../shared/recent-section';
import { GroupOption } from './group-option';

export function RecentGroups() {
  const recent = useRecentIds('RecentWrapGroups');
  const groups = useQuery(GET_GROUPS_BY_CODES, { variables: { codes: recent.ids }, skip: recent.ids.length === 0, errorPolicy: 'all' });
  return (
    <RecentSection copy="recentGroups" recent={recent} resolving={groups} entries={groups.data?.wrapGroupsByCodes}>
      {(group) => <GroupOption key={group.accountGroupCode} group={group} idPrefix="recent-group" />}
    </RecentSection>
  );
}
