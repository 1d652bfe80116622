// The related accounts table (000 §2): active Wrap accounts of the same holder as the account last
// added, filterable by role type and wrap product type; ticked rows join the selection. Child accounts
// show no row select. A load error puts the table in its load-error state.
import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { DataTable, type Column } from '@kit/table/data-table';
import type { TableState } from '@kit/table/table-state';
import { RELATED_ACCOUNTS, type CandidateAccount } from '../api/search-group-accounts';
import { isSelectable, relatedRows } from '../lib/related-rows';
import type { FormAccount } from '../lib/selected-account';
import { layout } from '@kit/layout';
import styles from './form.module.css';

export interface RelatedAccountsProps {
  anchor: FormAccount;
  selectedIds: ReadonlySet<string>;
  onAdd: (accounts: FormAccount[]) => void;
}

const toFormAccount = (a: CandidateAccount): FormAccount => ({
  accountId: a.accountId,
  accountNumber: a.accountNumber,
  composerCode: null,
  accountName: a.accountName,
  productName: a.accountProduct,
  accountStatus: a.accountStatus,
  type: a.type,
  roleType: a.roleType,
  parentAccountId: a.parentAccountId,
});

export function RelatedAccounts({ anchor, selectedIds, onAdd }: RelatedAccountsProps) {
  const ids = { type: useId() };
  const keyword = anchor.accountName ?? anchor.accountNumber;
  const { data, error, loading, refetch } = useQuery(RELATED_ACCOUNTS, { variables: { keyword } });
  const [roleTypes, setRoleTypes] = useState<string[]>([]);
  const [productType, setProductType] = useState<string | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());

  const all = useMemo(() => data?.accountSearch?.nodes ?? [], [data]);
  const rows = relatedRows(all, { roleTypes, productType }, selectedIds);
  const roleChoices = [...new Set(all.map((a) => (a.roleType ?? '').toUpperCase()).filter(Boolean))].sort();
  const typeChoices = [...new Set(all.map((a) => a.type).filter((x): x is string => !!x))].sort();
  const filtered = roleTypes.length > 0 || productType !== null;
  const state: TableState = error || (data && !data.accountSearch) ? 'loadError' : loading && !data ? 'initialLoading' : rows.length ? 'loaded' : filtered ? 'noFilteredData' : 'noData';

  const columns: Column<CandidateAccount>[] = [
    {
      key: 'select',
      header: t('groups.form.add'),
      hideHeader: true,
      render: (row) =>
        isSelectable(row) ? (
          <input
            type="checkbox"
            aria-label={t('groups.related.select', { name: `${row.accountName} ${row.accountNumber}` })}
            checked={ticked.has(row.accountId)}
            onChange={() => setTicked((current) => {
              const next = new Set(current);
              if (!next.delete(row.accountId)) next.add(row.accountId);
              return next;
            })}
          />
        ) : null,
    },
    { key: 'account', header: t('groups.table.account'), render: (row) => <><strong>{row.accountName}</strong><span className={styles.meta}>{row.accountNumber}</span></> },
    { key: 'product', header: t('groups.table.product'), render: (row) => row.accountProduct },
    { key: 'role', header: t('groups.related.roleTypes'), render: (row) => row.roleType },
    { key: 'type', header: t('groups.related.productType'), render: (row) => row.type },
  ];

  const add = () => {
    onAdd(rows.filter((r) => ticked.has(r.accountId)).map(toFormAccount));
    setTicked(new Set());
  };

  return (
    <section className={styles.field} aria-label={t('groups.related.title')}>
      <span className={styles.label}>{t('groups.related.title')}</span>
      <div className={styles.choices}>
        {roleChoices.length > 0 && <span className={layout.hint}>{t('groups.related.roleTypes')}</span>}
        {roleChoices.map((role) => (
          <label key={role} className={styles.choice}>
            <input
              type="checkbox"
              checked={roleTypes.includes(role)}
              onChange={() => setRoleTypes((current) => (current.includes(role) ? current.filter((r) => r !== role) : [...current, role]))}
            />
            {role}
          </label>
        ))}
        <label className={styles.choice} htmlFor={ids.type}>
          {t('groups.related.productType')}
          <select id={ids.type} className={styles.select} value={productType ?? ''} onChange={(e) => setProductType(e.target.value || null)}>
            <option value="">{t('groups.related.all')}</option>
            {typeChoices.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
      </div>
      <DataTable
        caption={t('groups.related.title')}
        columns={columns}
        rows={rows}
        rowId={(row) => row.accountId}
        state={state}
        messages={{ noData: t('groups.related.empty'), noFilteredData: t('groups.related.empty'), loadError: t('groups.related.error') }}
        onRetry={() => void refetch().catch(() => undefined)}
      />
      <div>
        <Button variant="secondary" onClick={add} disabled={![...ticked].some((id) => rows.some((r) => r.accountId === id))}>
          {t('groups.related.addSelected')}
        </Button>
      </div>
    </section>
  );
}
