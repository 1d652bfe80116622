// Wrap groups for a valid term: the heading with 'View all' and at most 5 groups (000 §2, §9).
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import { SEARCH_WRAP_GROUPS } from '../api/search-wrap-groups';
import styles from '../shared/dropdown.module.css';
import { PanelMessage } from '../shared/panel-message';
import { OptionList, Section } from '../shared/section';
import { GroupOption } from './group-option';

export function GroupResults({ term }: { term: string }) {
  const { data, loading } = useQuery(SEARCH_WRAP_GROUPS, { variables: { query: term }, errorPolicy: 'all', fetchPolicy: 'network-only' });
  const groups = data?.wrapGroupSearch;
  const viewAll = groups?.length ? (
    <RouteLink
      to="search.account-groups"
      search={{ query: term }}
      className={styles.viewAll}
      id="search-groups-view-all"
      role="option"
      tabIndex={-1}
      data-view-all=""
    >
      {t('search.wrapGroups.viewAll')}
    </RouteLink>
  ) : null;

  return (
    <Section title={t('search.wrapGroups.heading')} aside={viewAll}>
      {loading && <PanelMessage kind="loading" text={t('search.searching')} />}
      {!loading && !groups && <PanelMessage kind="error" text={t('search.wrapGroups.error')} />}
      {!loading && groups?.length === 0 && <PanelMessage kind="empty" text={t('search.wrapGroups.empty')} />}
      {!loading && groups && groups.length > 0 && (
        <OptionList label={t('search.wrapGroups.heading')}>
          {groups.map((group) => (
            <GroupOption key={group.accountGroupCode} group={group} idPrefix="search-group" />
          ))}
        </OptionList>
      )}
    </Section>
  );
}
