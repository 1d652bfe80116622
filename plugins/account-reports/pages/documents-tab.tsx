// A cash account's Statements and reports tab and a wrap account's Statements tab (issue 17): the account's
// statements and tax reports, filtered by type and financial year, each downloadable as its PDF.
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import { SelectField } from '@kit/form/select-field';
import { layout } from '@kit/layout';
import type { Column } from '@kit/table/data-table';
import { GET_ACCOUNT_DOCUMENTS, type AccountDocumentRow } from '../api/documents';
import { DownloadButton } from '../components/download-button';
import { ReportCard } from '../components/report-card';
import styles from '../components/reports.module.css';
import { fileSize } from '../lib/file-size';
import { financialYear, recentFinancialYears } from '../lib/financial-years';

const DOCUMENT_TYPES = ['STATEMENT', 'TAX_REPORT'] as const;
type TypeFilter = '' | (typeof DOCUMENT_TYPES)[number];

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

  return (
    <ReportCard
      report="documents"
      account={account}
      query={{ loading, error, hasData: !!(data ?? previousData), refetch }}
      filtered={!!(type || year)}
      noFilteredData={t('accountReports.documents.noFilteredData')}
      columns={columns(account.accountId)}
      rows={rows}
      rowId={(d) => d.id}
    >
      <div className={`${layout.fieldRow} ${styles.filters}`}>
        <SelectField
          label={t('accountReports.documents.filter.type')}
          value={type}
          onChange={setType}
          any={t('accountReports.documents.type.all')}
          options={DOCUMENT_TYPES.map((value) => ({ value, label: t(`accountReports.documents.type.${value}`) }))}
        />
        <SelectField
          label={t('accountReports.documents.filter.year')}
          value={year}
          onChange={setYear}
          any={t('accountReports.documents.year.all')}
          options={years.map((y) => ({ value: String(y.start), label: t('accountReports.financialYear', { from: y.start, to: String(y.start + 1).slice(2) }) }))}
        />
      </div>
    </ReportCard>
  );
}
