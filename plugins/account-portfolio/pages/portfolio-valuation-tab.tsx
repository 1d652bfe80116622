// dashboard/wrap-account/{n}/portfolio-valuation (issue 17): the holdings as at a chosen day (today unless the
// adviser picks another), a chart and totals by asset class, the holdings table sortable and filtered by asset
// class, and a CSV of the holdings shown.
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useMemo, useState } from 'react';
import { t } from '@kit/copy';
import { downloadBlob } from '@kit/export/download-blob';
import { ExportBar } from '@kit/export/export-bar';
import type { ExportStatus } from '@kit/export/use-export';
import { DateField, FilterForm, useFilterForm } from '@kit/form/filter-fields';
import { HeadingBlock, layout } from '@kit/layout';
import { SelectField } from '@kit/form/select-field';
import { dayText, parseDayText } from '@kit/date/day-text';
import { formatAmount, formatDay, formatPercent, formatPrice, formatUnits } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import { DataTable, type Column } from '@kit/table/data-table';
import { nextSort, type SortState } from '@kit/table/sort';
import type { TableState } from '@kit/table/table-state';
import { PORTFOLIO_VALUATION } from '../api/portfolio-valuation';
import { AssetClassChart } from '../components/asset-class-chart';
import styles from '../components/portfolio.module.css';
import { asAtRules, type AsAtValues } from '../lib/as-at';
import { holdingsCsv, type HoldingRow } from '../lib/holdings-csv';
import { sydneyToday } from '@kit/sydney-time';
import { sortHoldings, type HoldingColumn } from '../lib/sort-holdings';

const columns: readonly Column<HoldingRow>[] = [
  { key: 'assetCode', header: t('portfolio.col.assetCode'), sortable: true, firstDirection: 'asc', render: (h) => <span className={styles.nowrap}>{h.assetCode}</span> },
  { key: 'assetName', header: t('portfolio.col.assetName'), sortable: true, firstDirection: 'asc', render: (h) => h.assetName },
  { key: 'assetClass', header: t('portfolio.col.assetClass'), sortable: true, firstDirection: 'asc', render: (h) => h.assetClass },
  { key: 'units', header: t('portfolio.col.units'), sortable: true, align: 'end', render: (h) => formatUnits(h.units) },
  { key: 'price', header: t('portfolio.col.price'), sortable: true, align: 'end', render: (h) => formatPrice(h.price) },
  { key: 'value', header: t('portfolio.col.value'), sortable: true, align: 'end', render: (h) => <span className={styles.nowrap}>{formatAmount(h.value)}</span> },
  { key: 'weight', header: t('portfolio.col.weight'), sortable: true, align: 'end', render: (h) => formatPercent(h.weight) },
];

interface ClassRow {
  assetClass: string;
  holdings: number;
  /** Money text. */
  value: string;
  /** Decimal text, per cent. */
  weight: string;
}
const classColumns: readonly Column<ClassRow>[] = [
  { key: 'assetClass', header: t('portfolio.col.assetClass'), render: (c) => c.assetClass },
  { key: 'holdings', header: t('portfolio.col.holdings'), align: 'end', render: (c) => c.holdings },
  { key: 'value', header: t('portfolio.col.value'), align: 'end', render: (c) => formatAmount(c.value) },
  { key: 'weight', header: t('portfolio.col.weight'), align: 'end', render: (c) => formatPercent(c.weight) },
];

const codeOf = (error: unknown) => (CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : undefined);

export default function PortfolioValuationTab({ account }: AccountContributionProps) {
  const [today] = useState(sydneyToday);
  // The day sent, yyyy-MM-dd; the field holds it as typed, dd/MM/yyyy.
  const [asAt, setAsAt] = useState(today);
  const [assetClass, setAssetClass] = useState('');
  const [sort, setSort] = useState<SortState<HoldingColumn>>({ column: 'value', direction: 'desc' });
  const [exportStatus, setExportStatus] = useState<ExportStatus>({ kind: 'idle' });
  const result = useQuery(PORTFOLIO_VALUATION, { variables: { accountId: account.accountId, asAt }, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const valuation = result.data?.portfolioValuation;
  const [openedDate, setOpenedDate] = useState<string | null>(null);
  if (valuation && valuation.openedDate !== openedDate) setOpenedDate(valuation.openedDate);
  const code = codeOf(result.error);
  const asAtForm = useFilterForm({
    empty: { asAt: dayText(today) },
    rules: asAtRules(today, openedDate),
    toFilter: (values: AsAtValues) => parseDayText(values.asAt) ?? today,
    onApply: setAsAt,
  });
  // A day the gateway refused (before the account opened) is the form's error, not the page's.
  const refused = code === 'BAD_USER_INPUT';
  const { setError } = asAtForm.form;
  useEffect(() => {
    if (refused) setError('asAt', { type: 'gateway', message: t('portfolio.valuation.dateBeforeOpen', { date: formatDay(openedDate ?? '') }) });
  }, [refused, openedDate, setError]);

  const rows = useMemo(() => {
    const all = valuation?.holdings ?? [];
    return sortHoldings(assetClass ? all.filter((h) => h.assetClass === assetClass) : all, sort);
  }, [valuation, assetClass, sort]);

  function exportCsv() {
    const file = `portfolio-valuation-${account.accountNumber}-${asAt}.csv`;
    downloadBlob(holdingsCsv(rows), file);
    setExportStatus({ kind: 'done', file });
  }

  let state: TableState = 'loaded';
  if (result.loading && !valuation) state = 'initialLoading';
  else if (result.loading) state = 'loading';
  else if (result.error && !refused) state = 'loadError';
  else if (!rows.length) state = assetClass && valuation?.holdings.length ? 'noFilteredData' : 'noData';
  const day = formatDay(asAt);

  return (
    <section className={layout.page} aria-labelledby="portfolio-valuation-title">
      <div className={layout.pageHead}>
        <HeadingBlock id="portfolio-valuation-title" title={t('portfolio.valuation.title')} intro={t('portfolio.valuation.intro')} />
        <ExportBar formats={['csv']} status={exportStatus} onExport={exportCsv} onCancel={() => undefined} disabled={!valuation || rows.length === 0 || result.loading} />
      </div>
      <FilterForm state={asAtForm} label={t('portfolio.valuation.asAt')} applyLabel={t('portfolio.valuation.apply')} clearLabel={t('portfolio.valuation.today')}>
        <DateField name="asAt" label={t('portfolio.valuation.asAt')} max={today} min={openedDate ?? undefined} />
      </FilterForm>
      {valuation && !result.error && valuation.holdings.length > 0 && (
        <div className={styles.summary}>
          <div>
            <p className={styles.muted}>{t('portfolio.valuation.total', { date: formatDay(valuation.asAt) })}</p>
            <p className={styles.total} data-testid="portfolio-total">
              {formatAmount(valuation.totalValue)}
            </p>
            <p className={styles.muted}>{t('portfolio.valuation.holdingsCount', { count: valuation.holdings.length })}</p>
            <AssetClassChart slices={valuation.assetClasses} label={t('portfolio.valuation.chartLabel', { date: formatDay(valuation.asAt) })} />
          </div>
          <div>
            <h3 className={styles.sectionTitle}>{t('portfolio.valuation.classesTitle')}</h3>
            <DataTable
              caption={t('portfolio.valuation.classesCaption')}
              columns={classColumns}
              rows={valuation.assetClasses}
              rowId={(c) => c.assetClass}
              state="loaded"
              messages={{ noData: '', noFilteredData: '', loadError: '' }}
            />
          </div>
        </div>
      )}
      {valuation && valuation.holdings.length > 0 && (
        <div className={layout.actions}>
          <SelectField
            label={t('portfolio.valuation.classFilter')}
            value={assetClass}
            onChange={setAssetClass}
            options={valuation.assetClasses.map((c) => ({ value: c.assetClass, label: c.assetClass }))}
            any={t('portfolio.valuation.classFilter.all')}
          />
        </div>
      )}
      <DataTable
        caption={t('portfolio.valuation.caption', { date: day })}
        columns={columns}
        rows={state === 'loadError' ? [] : rows}
        rowId={(h) => h.assetCode}
        state={state}
        messages={{
          noData: t('portfolio.valuation.noData', { date: day }),
          noFilteredData: t('portfolio.valuation.noFilteredData', { date: day }),
          loadError: code === 'NOT_FOUND' ? t('portfolio.valuation.notFound') : t('portfolio.valuation.loadError'),
        }}
        sort={sort}
        onSort={(column, first) => setSort((current) => nextSort(current, column as HoldingColumn, first))}
        onRetry={() => void result.refetch().catch(() => undefined)}
      />
    </section>
  );
}
