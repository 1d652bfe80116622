// A pension wrap account's Centrelink tab (issue 17): the schedule of each financial year, newest first, with the
// purchase price, relevant number and deductible amount Centrelink's income test uses.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { formatAmount, formatDay } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import type { Column } from '@kit/table/data-table';
import { GET_CENTRELINK_SCHEDULES, type CentrelinkScheduleRow } from '../api/centrelink';
import { layout } from '@kit/layout';
import { ReportCard } from '../components/report-card';
import styles from '../components/reports.module.css';
import { fixedDecimal } from '@kit/money';

const money = (value: string) => <span className={styles.nowrap}>{formatAmount(value)}</span>;

const columns: readonly Column<CentrelinkScheduleRow>[] = [
  {
    key: 'year',
    header: t('accountReports.centrelink.col.year'),
    render: (s) => (
      <>
        <div>{t('accountReports.financialYear', { from: s.financialYear.slice(0, 4), to: s.financialYear.slice(5) })}</div>
        <div className={layout.hint}>{t('accountReports.period', { from: formatDay(s.periodFrom), to: formatDay(s.periodTo) })}</div>
      </>
    ),
  },
  { key: 'purchasePrice', header: t('accountReports.centrelink.col.purchasePrice'), align: 'end', render: (s) => money(s.purchasePrice) },
  { key: 'relevantNumber', header: t('accountReports.centrelink.col.relevantNumber'), align: 'end', render: (s) => fixedDecimal(s.relevantNumber, 2) },
  { key: 'deductible', header: t('accountReports.centrelink.col.deductible'), align: 'end', render: (s) => money(s.deductibleAmount) },
  { key: 'payments', header: t('accountReports.centrelink.col.payments'), align: 'end', render: (s) => money(s.annualPayments) },
  { key: 'frequency', header: t('accountReports.centrelink.col.frequency'), render: (s) => t(`accountReports.centrelink.frequency.${s.paymentFrequency}`) },
  { key: 'issued', header: t('accountReports.centrelink.col.issued'), render: (s) => <span className={styles.nowrap}>{formatDay(s.dateIssued)}</span> },
];

export default function CentrelinkTab({ account }: AccountContributionProps) {
  const { data, loading, error, refetch } = useQuery(GET_CENTRELINK_SCHEDULES, { variables: { accountId: account.accountId }, notifyOnNetworkStatusChange: true });
  return (
    <ReportCard
      report="centrelink"
      account={account}
      query={{ loading, error, hasData: !!data, refetch }}
      columns={columns}
      rows={data?.centrelinkSchedules ?? []}
      rowId={(s) => s.id}
    />
  );
}
