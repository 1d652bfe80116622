// The requests table's columns: the request (a link to its details), account, status from the data,
// created by, and the created and updated times in Sydney time.
import { t } from '@kit/copy';
import type { CaseRowFieldsFragment } from '@kit/gql/graphql';
import { RouteLink } from '@kit/route-link';
import type { Column } from '@kit/table/data-table';
import { StatusPill } from '../status-pill';
import { SydneyDateTime } from '../sydney-date-time';
import { layout } from '@kit/layout';
import styles from './case-columns.module.css';

type Row = CaseRowFieldsFragment;

export function caseColumns(): Column<Row>[] {
  return [
    {
      key: 'requestName',
      header: t('requests.column.request'),
      sortable: true,
      firstDirection: 'asc',
      render: (row) => (
        <span className={`${styles.stack} ${styles.request}`}>
          <RouteLink to="request-centre.case" params={{ intentId: row.intentId }} className={styles.link}>
            {row.requestName}
          </RouteLink>
          <span className={`${layout.muted} ${layout.small}`}>{row.caseId ? t('requests.caseRef', { id: row.caseId }) : t('requests.intentRef', { id: row.intentId })}</span>
        </span>
      ),
    },
    {
      key: 'account',
      header: t('requests.column.account'),
      render: (row) => {
        const [first, ...rest] = row.accounts;
        if (!first) return <span className={layout.muted}>{t('requests.noAccount')}</span>;
        return (
          <span className={styles.stack}>
            <span>{first.accountName ?? first.accountNumber}</span>
            <span className={`${layout.muted} ${layout.small}`}>
              {first.accountNumber}
              {rest.length > 0 && ` ${t('requests.moreAccounts', { n: rest.length })}`}
            </span>
          </span>
        );
      },
    },
    { key: 'status', header: t('requests.column.status'), sortable: true, firstDirection: 'asc', render: (row) => <StatusPill status={row.status} /> },
    { key: 'requestorName', header: t('requests.column.createdBy'), render: (row) => row.requestorName ?? '' },
    { key: 'createdDate', header: t('requests.column.created'), sortable: true, render: (row) => <SydneyDateTime iso={row.createdDateTime} /> },
    { key: 'updatedDate', header: t('requests.column.updated'), sortable: true, render: (row) => <SydneyDateTime iso={row.updatedDateTime} /> },
  ];
}
