// One wrap group in the dropdown: name, code, kinds and how many accounts it holds.
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import type { SearchGroup } from '../api/search-wrap-groups';
import styles from '../shared/dropdown.module.css';

// The group kind labels of 000 §3 (Fee, Reporting, Statement).
const KIND = { FEE: 'search.groupKind.fee', REPORTING: 'search.groupKind.reporting', STATEMENTS: 'search.groupKind.statements' } as const;

export function GroupOption({ group, idPrefix }: { group: SearchGroup; idPrefix: string }) {
  const kinds = group.accountGroupType.map((type) => (type in KIND ? t(KIND[type as keyof typeof KIND]) : type)).join(', ');
  return (
    <li className={styles.row} role="none">
      <RouteLink
        to="account-group"
        params={{ accountGroupCode: group.accountGroupCode }}
        id={`${idPrefix}-${group.accountGroupCode}`}
        role="option"
        tabIndex={-1}
        className={styles.option}
      >
        <span className={styles.primary}>
          <span className={styles.name}>{group.accountGroupName}</span>
        </span>
        <span className={styles.secondary}>
          {group.accountGroupCode} · {kinds}
        </span>
        <span className={styles.amount}>{t('search.wrapGroups.accounts', { n: group.accountCount })}</span>
      </RouteLink>
    </li>
  );
}
