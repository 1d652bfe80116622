// Recent Wrap groups (000 §2, §4): the RecentWrapGroups preference (codes), resolved to groups.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { preferenceIds } from '@kit/favourites/favourite-ids';
import { GET_RECENT_PREFERENCES } from '../api/get-recent-accounts';
import { GET_GROUPS_BY_CODES } from '../api/search-wrap-groups';
import { PanelMessage } from '../shared/panel-message';
import { panelState } from '../shared/panel-state';
import { OptionList, Section } from '../shared/section';
import { GroupOption } from './group-option';

export function RecentGroups() {
  const prefs = useQuery(GET_RECENT_PREFERENCES, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const saved = prefs.data?.viewer.preferences?.find((p) => p.key === 'RecentWrapGroups')?.value;
  const codes = preferenceIds(saved).slice(0, 5);
  const groups = useQuery(GET_GROUPS_BY_CODES, { variables: { codes }, skip: codes.length === 0, errorPolicy: 'all' });
  const list = (groups.data?.wrapGroupsByCodes ?? []).filter((g) => g !== null);

  const state = panelState({
    loading: (prefs.loading && !prefs.data) || (codes.length > 0 && groups.loading && !groups.data),
    error: (!prefs.loading && !prefs.data?.viewer.preferences) || (codes.length > 0 && !groups.loading && !groups.data?.wrapGroupsByCodes),
    count: list.length,
  });

  return (
    <Section title={t('search.recentGroups.heading')}>
      {state === 'loading' && <PanelMessage kind="loading" text={t('kit.loading')} />}
      {state === 'error' && <PanelMessage kind="error" text={t('search.recentGroups.error')} />}
      {state === 'empty' && <PanelMessage kind="empty" text={t('search.recentGroups.empty')} />}
      {state === 'entries' && (
        <OptionList label={t('search.recentGroups.heading')}>
          {list.map((group) => (
            <GroupOption key={group.accountGroupCode} group={group} idPrefix="recent-group" />
          ))}
        </OptionList>
      )}
    </Section>
  );
}
