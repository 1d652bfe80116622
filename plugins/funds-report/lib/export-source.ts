// Every holding of the report with its filter, as an export source for the kit's CSV export: 2,000 rows a call (a
// 5,000-row page missed the gateway's upstream timeout on a busy machine: bench/README.md `bench:funds-report`).
import type { ApolloClient } from '@apollo/client';
import { t } from '@kit/copy';
import type { ExportSource } from '@kit/export/run-export';
import { FUNDS_REPORT_HOLDINGS } from '../api/funds-report';
import type { ReportFilter } from './filters';

export const EXPORT_PAGE = 2000;

export interface HoldingRow {
  assetCode: string;
  assetName: string;
  accountId: string;
  accountNumber: string;
  accountName: string;
  productDescription: string;
  dealerCode: string;
  units: string;
  price: string;
  value: string;
}

export const CSV_HEADERS = [
  'fundsReport.col.assetCode',
  'fundsReport.col.investment',
  'fundsReport.col.accountNumber',
  'fundsReport.col.accountName',
  'fundsReport.col.product',
  'fundsReport.col.dealer',
  'fundsReport.col.units',
  'fundsReport.col.price',
  'fundsReport.col.value',
] as const;

export const holdingCells = (r: HoldingRow) => [r.assetCode, r.assetName, r.accountNumber, r.accountName, r.productDescription, r.dealerCode, r.units, r.price, r.value];

export function holdingsExportSource(client: ApolloClient, filter: ReportFilter): ExportSource<HoldingRow> {
  return {
    headers: CSV_HEADERS.map((key) => t(key)),
    toCells: holdingCells,
    toQif: () => {
      throw new Error('the report exports CSV and PDF only');
    },
    async fetchPage(after) {
      // no-cache: an export of a million rows must not fill the page's Apollo cache.
      const res = await client.query({ query: FUNDS_REPORT_HOLDINGS, variables: { filter, first: EXPORT_PAGE, after }, fetchPolicy: 'no-cache' });
      const page = res.data?.fundsReportHoldings;
      if (!page) throw new Error('export page failed');
      return { rows: page.holdings, next: page.next ?? null, total: page.total };
    },
  };
}
