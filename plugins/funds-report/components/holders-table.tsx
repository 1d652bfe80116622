// The accounts holding one investment with the report's filter, 50 at a time, each linking to its wrap account page.
import { t } from '@kit/copy';
import { formatAmount, formatPrice, formatUnits } from '@kit/format-values';
import { layout, NameAndCode } from '@kit/layout';
import { RouteLink } from '@kit/route-link';
import { DataTable, type Column } from '@kit/table/data-table';
import { pagedTableProps, usePagedQuery } from '@kit/table/table-page';
import { FUNDS_REPORT_HOLDINGS } from '../api/funds-report';
import type { HoldingRow } from '../lib/export-source';
import type { ReportFilter } from '../lib/filters';

const columns: readonly Column<HoldingRow>[] = [
  {
    key: 'account',
    header: t('fundsReport.col.account'),
    render: (r) => (
      <NameAndCode code={r.accountNumber}>
        <RouteLink to="wrap-account.tab" params={{ accountNumber: r.accountNumber, subRoute: 'portfolio-valuation' }}>
          {r.accountName}
        </RouteLink>
      </NameAndCode>
    ),
  },
  { key: 'product', header: t('fundsReport.col.product'), render: (r) => r.productDescription },
  { key: 'dealer', header: t('fundsReport.col.dealer'), render: (r) => r.dealerCode },
  { key: 'units', header: t('fundsReport.col.units'), align: 'end', render: (r) => formatUnits(r.units) },
  { key: 'price', header: t('fundsReport.col.price'), align: 'end', render: (r) => formatPrice(r.price) },
  { key: 'value', header: t('fundsReport.col.value'), align: 'end', render: (r) => <span className={layout.nowrap}>{formatAmount(r.value)}</span> },
];

export function HoldersTable({ filter, investment }: { filter: ReportFilter; investment: { assetCode: string; assetName: string } }) {
  const results = usePagedQuery(
    FUNDS_REPORT_HOLDINGS,
    { filter: { ...filter, assetCode: investment.assetCode } },
    (data) => (data.fundsReportHoldings ? { rows: data.fundsReportHoldings.holdings, total: data.fundsReportHoldings.total, next: data.fundsReportHoldings.next ?? null, extra: null } : null),
    { first: 50, filtered: true },
  );
  const title = t('fundsReport.holders.title', { name: investment.assetName, code: investment.assetCode });
  return (
    <section className={layout.section} aria-labelledby="funds-report-holders">
      <h2 id="funds-report-holders" className={layout.sectionTitle} tabIndex={-1}>
        {title}
      </h2>
      <DataTable
        caption={title}
        columns={columns}
        rowId={(r) => r.accountId}
        messages={{ noData: t('fundsReport.holders.none'), noFilteredData: t('fundsReport.holders.none'), loadError: t('fundsReport.error') }}
        {...pagedTableProps(results)}
      />
    </section>
  );
}
