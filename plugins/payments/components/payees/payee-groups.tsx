// A cash account's payees and billers in the 002 §3 groups, a table each; a group with no payees is left out.
// Names and nicknames come from clients and advisers: rendered as text only.
import { useMemo } from 'react';
import { t } from '@kit/copy';
import { DataTable, type Column } from '@kit/table/data-table';
import type { PayeeGroup } from '../../lib/manage-payees';
import { layout } from '@kit/layout';
import shared from '../shared/payments-ui.module.css';
import styles from './payees.module.css';

type PayeeRow = PayeeGroup['rows'][number];

function payeeColumns(): Column<PayeeRow>[] {
  return [
    {
      key: 'name',
      header: t('payments.payees.column.name'),
      render: (row) => (
        <span className={shared.stack}>
          <span className={layout.strong}>{row.name}</span>
          {row.nickname && <span className={`${layout.muted} ${layout.small}`}>{t('payments.payees.nickname', { nickname: row.nickname })}</span>}
        </span>
      ),
    },
    { key: 'type', header: t('payments.payees.column.type'), render: (row) => t(row.kind === 'BPAY' ? 'payments.payees.type.bpay' : 'payments.payees.type.eft') },
    {
      key: 'details',
      header: t('payments.payees.column.details'),
      render: (row) => (
        <span className={shared.stack}>
          {row.details.map((detail) => (
            <span key={detail}>{detail}</span>
          ))}
        </span>
      ),
    },
  ];
}

export function PayeeGroups({ groups }: { groups: readonly PayeeGroup[] }) {
  const columns = useMemo(() => payeeColumns(), []);
  return (
    <div className={styles.groups}>
      {groups.map((group) => {
        const headingId = `payee-group-${group.key}`;
        return (
          <section key={group.key} className={`${layout.card} ${styles.group}`} aria-labelledby={headingId}>
            <h3 id={headingId} className={layout.cardTitle}>
              {group.title}
            </h3>
            <DataTable caption={group.title} columns={columns} rows={group.rows} rowId={(row) => row.key} plain />
          </section>
        );
      })}
    </div>
  );
}
