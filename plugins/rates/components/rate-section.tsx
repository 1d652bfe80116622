// One rate table of the rates page (002 §3): a cash badge's, a wrap badge's or the term deposits'. Its heading
// (a badge's name, none on the term deposits tab), the effective date, what the tab notes before the table, the
// rates by product or term and column (the cash rate, or the amount or balance tiers), or the no-rates line when
// the gateway gave no rows, then what the tab adds after it.
import type { ReactNode } from 'react';
import { t, type CopyKey } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import { QueryStates, layout, type QueryStatesProps } from '@kit/layout';
import { DataTable } from '@kit/table/data-table';
import { formatRate, type RateTab } from '../lib/rate-tabs';
import { badgeName, tierLabel } from './labels';
import styles from './rates.module.css';

/** A product's or a term's rates, one a column. */
export interface RateRow {
  key: string;
  label: string;
  rates: readonly string[];
}

export interface RateColumn {
  key: string;
  header: string;
}

/** The amount or balance tiers as columns. */
export function tierColumns(tiers: readonly { key: string; min: string; max: string | null }[]): RateColumn[] {
  return tiers.map((tier) => ({ key: tier.key, header: tierLabel(tier) }));
}

/** Each tab's table: its caption and its row header column's header. */
const TABLE = {
  cash: { caption: 'rates.cash.caption', rowHeader: 'rates.cash.product' },
  termDeposit: { caption: 'rates.td.caption', rowHeader: 'rates.td.term' },
  wrap: { caption: 'rates.wrap.caption', rowHeader: 'rates.wrap.product' },
} as const satisfies Record<RateTab, { caption: CopyKey; rowHeader: CopyKey }>;

/** A tab's query states, in the rates page's words. */
export function RateStates<T>(props: Omit<QueryStatesProps<T>, 'loadingLabel' | 'errorMessage'>) {
  return <QueryStates {...props} loadingLabel={t('rates.loading')} errorMessage={t('rates.error')} />;
}

export interface RateSectionProps {
  tab: RateTab;
  /** The cash or wrap badge whose rates these are, named in the heading; none on the term deposits tab. */
  badge?: string;
  effectiveDate: string;
  columns: readonly RateColumn[];
  rows: readonly RateRow[];
  /** Between the effective date and the table. */
  note?: ReactNode;
  /** After the table. */
  children?: ReactNode;
}

export function RateSection({ tab, badge, effectiveDate, columns, rows, note, children }: RateSectionProps) {
  const name = badge === undefined ? undefined : badgeName(badge);
  const headingId = badge === undefined ? undefined : `rates-${tab}-${badge}`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-badge={badge}>
      {name !== undefined && (
        <h2 id={headingId} className={layout.sectionTitle}>
          {name}
        </h2>
      )}
      <p className={styles.effective}>{t('rates.effectiveDate', { date: formatDay(effectiveDate) })}</p>
      {note}
      {rows.length === 0 ? (
        <p className={layout.empty}>{t('rates.noRates', { badge: name ?? t('rates.tab.termDeposit') })}</p>
      ) : (
        <DataTable
          caption={t(TABLE[tab].caption, { badge: name ?? '' })}
          columns={[
            { key: 'label', header: t(TABLE[tab].rowHeader), rowHeader: true, render: (row) => row.label },
            ...columns.map((column, i) => ({
              key: column.key,
              header: column.header,
              align: 'end' as const,
              render: (row: RateRow) => t('rates.rate', { rate: formatRate(row.rates[i]) }),
            })),
          ]}
          rows={rows}
          rowId={(row) => row.key}
        />
      )}
      {children}
    </section>
  );
}
