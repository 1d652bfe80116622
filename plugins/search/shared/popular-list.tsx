// A 'Popular searches' section: each entry is an option that opens a results page with its query.
import { t, type CopyKey } from '@kit/copy';
import { RouteLink, type RouteSearch } from '@kit/route-link';
import styles from './dropdown.module.css';
import { OptionList, Section } from './section';

export interface PopularEntry {
  /** Also the option's id suffix (search-popular-<key>), which keyboard tests address. */
  key: string;
  label: CopyKey;
  search: RouteSearch;
}

export function PopularList({ to, entries }: { to: 'search.accounts' | 'search.account-groups'; entries: readonly PopularEntry[] }) {
  return (
    <Section title={t('search.popular.heading')}>
      <OptionList label={t('search.popular.heading')}>
        {entries.map((entry) => (
          <li key={entry.key} role="none">
            <RouteLink to={to} search={entry.search} id={`search-popular-${entry.key}`} role="option" tabIndex={-1} className={styles.linkOption}>
              {t(entry.label)}
            </RouteLink>
          </li>
        ))}
      </OptionList>
    </Section>
  );
}
