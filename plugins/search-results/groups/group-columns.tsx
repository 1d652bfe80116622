import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import type { Column } from '@kit/table/data-table';
import styles from '../pages/results-page.module.css';
import type { ResultGroup } from './search-groups-operation';

const TYPE_LABEL = { FEE: 'Fee', REPORTING: 'Reporting', STATEMENTS: 'Statement' } as const;

export function groupColumns(): Column<ResultGroup>[] {
  return [
    {
      key: 'name',
      header: t('results.col.groupName'),
      sortable: true,
      firstDirection: 'asc',
      render: (g) => (
        <RouteLink to="account-group" params={{ accountGroupCode: g.accountGroupCode }} className={styles.nameLink}>
          {g.accountGroupName}
        </RouteLink>
      ),
    },
    { key: 'code', header: t('results.col.groupCode'), sortable: true, firstDirection: 'asc', render: (g) => <span className={styles.mono}>{g.accountGroupCode}</span> },
    { key: 'types', header: t('results.col.groupTypes'), render: (g) => g.accountGroupType.map((type) => TYPE_LABEL[type]).join(', ') },
    { key: 'bv', header: t('results.col.businessVenture'), render: (g) => g.businessVentureId },
    { key: 'accounts', header: t('results.col.accounts'), align: 'end', render: (g) => g.accountCount },
  ];
}
