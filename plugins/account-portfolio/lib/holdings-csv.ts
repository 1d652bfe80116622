// The holdings as shown (filtered by class, sorted) as a CSV file, with the total value last (added in cents).
import { t } from '@kit/copy';
import { CSV_BOM, csvLine } from '@kit/export/csv';
import type { PortfolioValuationQuery } from '@kit/gql/graphql';
import { fixedDecimal, sumMoney } from '@kit/money';

export type HoldingRow = PortfolioValuationQuery['portfolioValuation']['holdings'][number];

export function holdingsCsv(rows: readonly HoldingRow[]): Blob {
  const lines = [
    CSV_BOM +
      csvLine([
        t('portfolio.col.assetCode'),
        t('portfolio.col.assetName'),
        t('portfolio.col.assetClass'),
        t('portfolio.col.units'),
        t('portfolio.col.price'),
        t('portfolio.col.value'),
        t('portfolio.col.weight'),
      ]),
    ...rows.map((h) => csvLine([h.assetCode, h.assetName, h.assetClass, h.units, h.price, h.value, fixedDecimal(h.weight, 2)])),
    csvLine([t('portfolio.valuation.totalRow'), '', '', '', '', sumMoney(rows.map((h) => h.value)), '']),
  ];
  return new Blob(lines, { type: 'text/csv;charset=utf-8' });
}
