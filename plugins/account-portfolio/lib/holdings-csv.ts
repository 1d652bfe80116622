// The holdings as shown (filtered by class, sorted) as a CSV file, with the total value last.
import { t } from '@kit/copy';
import { CSV_BOM, csvLine } from '@kit/export/csv';
import type { PortfolioValuationQuery } from '@kit/gql/graphql';

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
    ...rows.map((h) => csvLine([h.assetCode, h.assetName, h.assetClass, h.units, h.price, h.value.toFixed(2), h.weight.toFixed(2)])),
    csvLine([t('portfolio.valuation.totalRow'), '', '', '', '', rows.reduce((s, h) => s + h.value, 0).toFixed(2), '']),
  ];
  return new Blob(lines, { type: 'text/csv;charset=utf-8' });
}
