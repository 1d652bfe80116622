// dashboard/funds-and-accounts (001 §2.1 Funds and accounts report, rule fundsAndAccountsReport; issue 32 §4): holdings
// by investment across the adviser's wrap accounts, filterable by investment, dealer and adviser code, the accounts
// holding an investment, and the kit's CSV export (every holding) and a PDF of the table.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { downloadBlob } from '@kit/export/download-blob';
import { ExportBar } from '@kit/export/export-bar';
import { useExport } from '@kit/export/use-export';
import { hasFilter } from '@kit/form/filter-rules';
import { formatAmount, formatDay, formatPercent, formatPrice, formatUnits } from '@kit/format-values';
import { sydneyToday } from '@kit/sydney-time';
import { DefinitionList, HeadingBlock, layout, NameAndCode, QueryStates } from '@kit/layout';
import type { PageProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { FUNDS_REPORT } from '../api/funds-report';
import { FiltersForm, type FilterChoices } from '../components/filters-form';
import styles from '../components/funds-report.module.css';
import { HoldersTable } from '../components/holders-table';
import { holdingsExportSource } from '../lib/export-source';
import type { ReportFilter } from '../lib/filters';

interface InvestmentRow {
  assetCode: string;
  assetName: string;
  assetClass: string;
  accounts: number;
  units: string;
  price: string;
  value: string;
  share: string;
}

type PdfStatus = 'idle' | 'running' | 'done' | 'failed';

export default function FundsReportPage(_props: PageProps<'reporting.funds-and-accounts'>) {
  const client = useApolloClient();
  const [filter, setFilter] = useState<ReportFilter>({});
  const [selected, setSelected] = useState<{ assetCode: string; assetName: string } | null>(null);
  const [pdf, setPdf] = useState<PdfStatus>('idle');
  const holdersHeading = useRef(false);
  const { data, loading, error, refetch } = useQuery(FUNDS_REPORT, { variables: { filter } });
  const report = data?.fundsReport;

  // The filter's choices come from the whole book's report (the same query while unfiltered, then from the cache),
  // so filtering never narrows what can be chosen next.
  const whole = useQuery(FUNDS_REPORT, { variables: { filter: {} } }).data?.fundsReport;
  const choices: FilterChoices | null = whole ? { investments: whole.investments, dealers: whole.dealers, advisers: whole.advisers } : null;
  useEffect(() => {
    if (!selected || !holdersHeading.current) return;
    holdersHeading.current = false;
    document.getElementById('funds-report-holders')?.focus();
  }, [selected]);

  const apply = useCallback((next: ReportFilter) => {
    setFilter(next);
    setSelected(null);
  }, []);
  const source = useCallback(() => holdingsExportSource(client, filter), [client, filter]);
  const filename = useCallback((format: string) => `funds-and-accounts-${sydneyToday()}.${format}`, []);
  const exporter = useExport(source, filename);

  const downloadPdf = async () => {
    if (!report) return;
    setPdf('running');
    try {
      const { reportPdf } = await import('../lib/report-pdf');
      const lines = [
        t('fundsReport.asAt', { date: formatDay(report.asAt) }),
        filterText(filter, choices),
        t('fundsReport.totals', { accounts: report.total.accounts.toLocaleString('en-AU'), value: formatAmount(report.total.value) }),
      ];
      const blob = reportPdf({ lines, investments: report.investments, format: { units: formatUnits, price: formatPrice, amount: formatAmount, share: formatPercent } });
      downloadBlob(blob, `funds-and-accounts-${sydneyToday()}.pdf`);
      setPdf('done');
    } catch {
      setPdf('failed');
    }
  };

  const columns: readonly Column<InvestmentRow>[] = [
    {
      key: 'investment',
      header: t('fundsReport.col.investment'),
      render: (r) => (
        <NameAndCode code={r.assetCode}>
          <button
            type="button"
            className={layout.linkButton}
            aria-pressed={selected?.assetCode === r.assetCode}
            onClick={() => {
              holdersHeading.current = true;
              setSelected({ assetCode: r.assetCode, assetName: r.assetName });
            }}
          >
            {r.assetName}
          </button>
        </NameAndCode>
      ),
    },
    { key: 'class', header: t('fundsReport.col.assetClass'), render: (r) => r.assetClass },
    { key: 'accounts', header: t('fundsReport.col.accounts'), align: 'end', render: (r) => r.accounts.toLocaleString('en-AU') },
    { key: 'units', header: t('fundsReport.col.units'), align: 'end', render: (r) => formatUnits(r.units) },
    { key: 'price', header: t('fundsReport.col.price'), align: 'end', render: (r) => formatPrice(r.price) },
    { key: 'value', header: t('fundsReport.col.value'), align: 'end', render: (r) => <span className={layout.nowrap}>{formatAmount(r.value)}</span> },
    { key: 'share', header: t('fundsReport.col.share'), align: 'end', render: (r) => formatPercent(r.share) },
  ];

  const empty = !report || report.investments.length === 0;
  return (
    <div className={layout.page}>
      <div className={layout.pageHead}>
        <HeadingBlock level={1} title={t('fundsReport.title')}>
          <p className={layout.subtitle} role="status">
            {report ? t('fundsReport.count', { count: report.investments.length.toLocaleString('en-AU') }) : t('fundsReport.intro')}
          </p>
        </HeadingBlock>
        <div className={styles.pdf}>
          <ExportBar formats={['csv']} status={exporter.status} onExport={(format) => void exporter.start(format)} onCancel={exporter.cancel} disabled={empty} />
          <Button variant="secondary" disabled={empty || pdf === 'running'} onClick={() => void downloadPdf()}>
            {t('fundsReport.pdf')}
          </Button>
          {pdf !== 'idle' && (
            <span role={pdf === 'failed' ? 'alert' : 'status'} className={pdf === 'failed' ? layout.noticeError : undefined}>
              {t(`fundsReport.pdf.${pdf}`)}
            </span>
          )}
        </div>
      </div>
      {choices && <FiltersForm choices={choices} onApply={apply} />}
      <QueryStates data={report} loading={loading} error={error} errorMessage={t('fundsReport.error')} loadingLabel={t('fundsReport.loading')} refetch={refetch}>
        {(r) =>
          r.investments.length === 0 ? (
            <p className={layout.empty}>{hasFilter(filter) ? t('fundsReport.noFilteredData') : t('fundsReport.noData')}</p>
          ) : (
            <>
              <DefinitionList
                items={[
                  [t('fundsReport.asAtTerm'), formatDay(r.asAt)],
                  [t('fundsReport.accountsTerm'), r.total.accounts.toLocaleString('en-AU')],
                  [t('fundsReport.valueTerm'), formatAmount(r.total.value)],
                ]}
              />
              <DataTable caption={t('fundsReport.caption')} columns={columns} rowId={(i) => i.assetCode} rows={r.investments} />
              {selected && <HoldersTable key={`${selected.assetCode} ${JSON.stringify(filter)}`} filter={filter} investment={selected} />}
            </>
          )
        }
      </QueryStates>
    </div>
  );
}

/** The filter in words for the PDF: 'All investments, all dealers, all adviser codes' or the choices made. */
function filterText(filter: ReportFilter, choices: FilterChoices | null): string {
  const investment = choices?.investments.find((i) => i.assetCode === filter.assetCode);
  const dealer = choices?.dealers.find((d) => d.dealerCode === filter.dealerCode);
  const adviser = choices?.advisers.find((a) => a.adviserCode === filter.adviserCode);
  return t('fundsReport.pdf.filter', {
    investment: investment ? t('fundsReport.filter.option', { name: investment.assetName, code: investment.assetCode }) : t('fundsReport.filter.allInvestments'),
    dealer: dealer ? t('fundsReport.filter.option', { name: dealer.dealerName, code: dealer.dealerCode }) : t('fundsReport.filter.allDealers'),
    adviser: adviser ? t('fundsReport.filter.option', { name: adviser.adviserName, code: adviser.adviserCode }) : t('fundsReport.filter.allAdvisers'),
  });
}
