// One rate table of the rates page (002 §3): a cash badge's, a wrap badge's or the term deposits'. Its heading
// (a badge's name, none on the term deposits tab), the effective date, what the tab notes before the table, the
// rates by product or term and column (the cash rate, or the amount or balance tiers), or the no-rates line when
// the gateway gave no rows, then what the tab adds after it.
import type { ReactNode } from 'react';
import { t } from '@kit/copy';
import { formatDay } from '@kit/format-values';
import { layout } from '@kit/layout';
import { DataTable } from '@kit/table/data-table';
import { formatRate } from '../lib/rate-tabs';
import { tierLabel } from './labels';
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

export interface RateSectionProps {
  /** The section's heading: the badge's name, with the id the section is labelled by. */
  heading?: { id: string; name: string };
  badge?: string;
  effectiveDate: string;
  /** Named in "no rates for …" when there are no rows. */
  emptyName: string;
  caption: string;
  /** The row header column's header (Product, Term). */
  rowHeader: string;
  columns: readonly RateColumn[];
  rows: readonly RateRow[];
  /** Between the effective date and the table. */
  note?: ReactNode;
  /** After the table. */
  children?: ReactNode;
}

export function RateSection({ heading, badge, effectiveDate, emptyName, caption, rowHeader, columns, rows, note, children }: RateSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={heading?.id} data-badge={badge}>
      {heading && (
        <h2 id={heading.id} className={layout.sectionTitle}>
          {heading.name}
        </h2>
      )}
      <p className={styles.effective}>{t('rates.effectiveDate', { date: formatDay(effectiveDate) })}</p>
      {note}
      {rows.length === 0 ? (
        <p className={layout.empty}>{t('rates.noRates', { badge: emptyName })}</p>
      ) : (
        <DataTable
          caption={caption}
          columns={[
            { key: 'label', header: rowHeader, rowHeader: true, render: (row) => row.label },
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
