// A cash account's Statements and reports tab and a wrap account's Statements tab (issue 17): the account's
// statements and tax reports, filtered by type and financial year, each downloadable as its PDF.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { GET_ACCOUNT_DOCUMENTS, type AccountDocumentRow } from '../api/documents';
import { DownloadButton } from '../components/download-button';
import { layout } from '@kit/layout';
import styles from '../components/reports.module.css';
import { fileSize } from '../lib/file-size';
import { financialYear, recentFinancialYears } from '../lib/financial-years';
import { queryTableState } from '../lib/query-state';

type TypeFilter = '' | 'STATEMENT' | 'TAX_REPORT';

function columns(accountId: string): Column<AccountDocumentRow>[] {
  return [
    { key: 'title', header: t('accountReports.documents.col.document'), render: (d) => d.title },
    {
      key: 'period',
      header: t('accountReports.documents.col.period'),
      render: (d) => <span className={styles.nowrap}>{t('accountReports.period', { from: formatDay(d.periodFrom), to: formatDay(d.periodTo) })}</span>,
    },
    { key: 'issued', header: t('accountReports.documents.col.issued'), render: (d) => <span className={styles.nowrap}>{formatDay(d.issuedDate)}</span> },
    { key: 'size', header: t('accountReports.documents.col.size'), align: 'end', render: (d) => <span className={styles.nowrap}>{fileSize(d.sizeBytes)}</span> },
    { key: 'download', header: t('accountReports.documents.col.download'), hideHeader: true, align: 'end', render: (d) => <DownloadButton accountId={accountId} document={d} /> },
  ];
}

export default function DocumentsTab({ account }: AccountContributionProps) {
  const [type, setType] = useState<TypeFilter>('');
  const [year, setYear] = useState('');
  const years = useMemo(() => recentFinancialYears(new Date()), []);
  const fy = year ? financialYear(Number(year)) : null;
  const filter = { type: type || null, from: fy?.from ?? null, to: fy?.to ?? null };
  const { data, previousData, loading, error, refetch } = useQuery(GET_ACCOUNT_DOCUMENTS, {
    variables: { accountId: account.accountId, filter },
    notifyOnNetworkStatusChange: true,
  });
  const rows = (data ?? previousData)?.accountDocuments ?? [];
  const state = queryTableState({ loading, error, hasData: !!(data ?? previousData), rows: rows.length, filtered: !!(type || year) });

  return (
    <section className={layout.card} aria-labelledby="account-documents-heading">
      <h2 id="account-documents-heading" className={layout.cardTitle}>{t('accountReports.documents.title')}</h2>
      <p className={layout.empty}>{t('accountReports.documents.intro')}</p>
      <div className={styles.filters}>
        <div className={styles.field}>
          <label htmlFor="account-documents-type">{t('accountReports.documents.filter.type')}</label>
          <select id="account-documents-type" value={type} onChange={(e) => setType(e.target.value as TypeFilter)}>
            <option value="">{t('accountReports.documents.type.all')}</option>
            <option value="STATEMENT">{t('accountReports.documents.type.STATEMENT')}</option>
            <option value="TAX_REPORT">{t('accountReports.documents.type.TAX_REPORT')}</option>
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor="account-documents-year">{t('accountReports.documents.filter.year')}</label>
          <select id="account-documents-year" value={year} onChange={(e) => setYear(e.target.value)}>
            <option value="">{t('accountReports.documents.year.all')}</option>
            {years.map((y) => (
              <option key={y.start} value={String(y.start)}>
                {t('accountReports.financialYear', { from: y.start, to: String(y.start + 1).slice(2) })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={t('accountReports.documents.caption', { account: account.accountNumber })}
        columns={columns(account.accountId)}
        rows={rows}
        rowId={(d) => d.id}
        state={state}
        messages={{
          noData: t('accountReports.documents.noData'),
          noFilteredData: t('accountReports.documents.noFilteredData'),
          loadError: t('accountReports.documents.loadError'),
        }}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    </section>
  );
}
