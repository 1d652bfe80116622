// The adviser's wrap accounts holding one investment, 50 at a time, largest value first, each linking to its
// Portfolio valuation (which shows the same units, price and value).
import { t } from '@kit/copy';
import { formatAmount, formatPrice, formatUnits } from '@kit/format-values';
import { layout, NameAndCode } from '@kit/layout';
import { RouteLink } from '@kit/route-link';
import { DataTable, type Column } from '@kit/table/data-table';
import { countShown, pagedTableProps, usePagedQuery } from '@kit/table/table-page';
import { MARKET_INVESTMENT_HOLDERS } from '../api/market-data';

interface HolderRow {
  accountId: string;
  accountNumber: string;
  accountName: string;
  productDescription: string;
  units: string;
  value: string;
}
interface Totals {
  accounts: number;
  units: string;
  value: string;
  price: string;
}

const columns: readonly Column<HolderRow>[] = [
  {
    key: 'account',
    header: t('marketData.col.account'),
    render: (r) => (
      <NameAndCode code={r.accountNumber}>
        <RouteLink to="wrap-account.tab" params={{ accountNumber: r.accountNumber, subRoute: 'portfolio-valuation' }}>
          {r.accountName}
        </RouteLink>
      </NameAndCode>
    ),
  },
  { key: 'product', header: t('marketData.col.product'), render: (r) => r.productDescription },
  { key: 'units', header: t('marketData.col.units'), align: 'end', render: (r) => formatUnits(r.units) },
  { key: 'value', header: t('marketData.col.value'), align: 'end', render: (r) => <span className={layout.nowrap}>{formatAmount(r.value)}</span> },
];

export function HoldersTable({ code }: { code: string }) {
  const results = usePagedQuery(
    MARKET_INVESTMENT_HOLDERS,
    { code },
    (data) => {
      const page = data.marketInvestmentHolders;
      return page ? { rows: page.holders, total: page.accounts, next: page.next ?? null, extra: { accounts: page.accounts, units: page.units, value: page.value, price: page.price } as Totals } : null;
    },
    { first: 50, filtered: false },
  );
  const title = t('marketData.holders.title', { code });
  const totals = results.extra;
  return (
    <section className={layout.section} aria-labelledby="market-data-holders">
      <h2 id="market-data-holders" className={layout.sectionTitle}>
        {title}
      </h2>
      {totals && countShown(results.state) && (
        <p className={layout.subtitle} role="status">
          {t('marketData.holders.summary', {
            accounts: totals.accounts.toLocaleString('en-AU'),
            units: formatUnits(totals.units),
            value: formatAmount(totals.value),
            price: formatPrice(totals.price),
          })}
        </p>
      )}
      <DataTable
        caption={title}
        columns={columns}
        rowId={(r) => r.accountId}
        messages={{ noData: t('marketData.holders.none'), noFilteredData: t('marketData.holders.none'), loadError: t('marketData.holders.error') }}
        {...pagedTableProps(results)}
      />
    </section>
  );
}
