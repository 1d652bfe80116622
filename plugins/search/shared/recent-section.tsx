// A Recent panel's section (000 §2, §4): the ids a Recent… preference holds, newest first, resolved to entries by
// the caller's query, shown as loading, the error, empty or the entries. Recent accounts and recent Wrap groups.
import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { t } from '@kit/copy';
import { preferenceIds } from '@kit/favourites/favourite-ids';
import { GET_RECENT_PREFERENCES } from '../api/get-recent-accounts';
import { PanelMessage } from './panel-message';
import { panelState } from './panel-state';
import { OptionList, Section } from './section';

const RECENT_LIMIT = 5;

export interface RecentIds {
  ids: string[];
  loading: boolean;
  failed: boolean;
}

/** The newest ids of a Recent… preference (RecentAccounts, RecentWrapGroups), at most five. */
export function useRecentIds(key: 'RecentAccounts' | 'RecentWrapGroups'): RecentIds {
  const prefs = useQuery(GET_RECENT_PREFERENCES, { errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const saved = prefs.data?.viewer.preferences?.find((p) => p.key === key)?.value;
  return {
    ids: preferenceIds(saved).slice(0, RECENT_LIMIT),
    loading: prefs.loading && !prefs.data,
    failed: !prefs.loading && !prefs.data?.viewer.preferences,
  };
}

export interface RecentSectionProps<Item> {
  /** The section's copy: search.recentAccounts.* or search.recentGroups.*. */
  copy: 'recentAccounts' | 'recentGroups';
  recent: RecentIds;
  /** The query resolving the ids (skipped while there are none), and what it resolved them to (null: gone). */
  resolving: { loading: boolean; data?: unknown };
  entries: readonly (Item | null)[] | null | undefined;
  /** One entry's option, keyed. */
  children(entry: Item): ReactNode;
}

export function RecentSection<Item>({ copy, recent, resolving, entries, children }: RecentSectionProps<Item>) {
  const some = recent.ids.length > 0;
  const list = (entries ?? []).filter((entry): entry is Item => entry !== null);
  const state = panelState({
    loading: recent.loading || (some && resolving.loading && !resolving.data),
    error: recent.failed || (some && !resolving.loading && !entries),
    count: list.length,
  });
  const heading = t(`search.${copy}.heading`);
  return (
    <Section title={heading}>
      {state === 'loading' && <PanelMessage kind="loading" text={t('kit.loading')} />}
      {state === 'error' && <PanelMessage kind="error" text={t(`search.${copy}.error`)} />}
      {state === 'empty' && <PanelMessage kind="empty" text={t(`search.${copy}.empty`)} />}
      {state === 'entries' && <OptionList label={heading}>{list.map(children)}</OptionList>}
    </Section>
  );
}
