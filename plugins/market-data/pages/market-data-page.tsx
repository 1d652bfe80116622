// dashboard/market-data (001 §2.1 Market data, rule marketData; issue 32 §5): search the wrap menu's managed funds and
// listed securities by ASX or APIR code or name, with the latest price, its day and the change from the day before;
// each opens its page (price history and the accounts holding it). The search lives in the URL.
import { useQuery } from '@apollo/client/react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { t } from '@kit/copy';
import { formatDay, formatPrice } from '@kit/format-values';
import { HeadingBlock, layout, NameAndCode, QueryStates } from '@kit/layout';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { DataTable, type Column } from '@kit/table/data-table';
import { MARKET_INVESTMENTS } from '../api/market-data';
import { PriceChange } from '../components/price-change';
import { SearchForm } from '../components/search-form';
import { searchFromUrl, type InvestmentType, type Search } from '../lib/search';

interface Row {
  code: string;
  name: string;
  type: InvestmentType;
  assetClass: string;
  price: string;
  priceDate: string;
  change: string;
  changePercent: string;
}

const columns: readonly Column<Row>[] = [
  {
    key: 'investment',
    header: t('marketData.col.investment'),
    rowHeader: true,
    render: (r) => (
      <NameAndCode code={r.code}>
        <RouteLink to="market-data.investment" params={{ code: r.code }}>
          {r.name}
        </RouteLink>
      </NameAndCode>
    ),
  },
  { key: 'type', header: t('marketData.col.type'), render: (r) => t(`marketData.type.${r.type}`) },
  { key: 'class', header: t('marketData.col.assetClass'), render: (r) => r.assetClass },
  { key: 'price', header: t('marketData.col.price'), align: 'end', render: (r) => formatPrice(r.price) },
  { key: 'date', header: t('marketData.col.priceDate'), render: (r) => <span className={layout.nowrap}>{formatDay(r.priceDate)}</span> },
  { key: 'change', header: t('marketData.col.change'), align: 'end', render: (r) => <PriceChange change={r.change} percent={r.changePercent} /> },
];

export default function MarketDataPage(_props: PageProps<'market-data'>) {
  const navigate = useNavigate();
  const search = searchFromUrl(useSearch({ strict: false }) as Record<string, unknown>);
  const { data, loading, error, refetch } = useQuery(MARKET_INVESTMENTS, { variables: { search: search.q ?? null, type: search.type ?? null } });
  const found = data?.marketInvestments;
  const apply = (next: Search) => void navigate({ to: '.', search: next as never });
  return (
    <div className={layout.page}>
      <div className={layout.pageHead}>
        <HeadingBlock level={1} title={t('marketData.title')}>
          <p className={layout.subtitle} role="status">
            {found ? t('marketData.count', { count: found.length.toLocaleString('en-AU') }) : t('marketData.intro')}
          </p>
        </HeadingBlock>
      </div>
      <SearchForm key={`${search.q ?? ''} ${search.type ?? ''}`} initial={search} onApply={apply} />
      <QueryStates data={found} loading={loading} error={error} errorMessage={t('marketData.error')} loadingLabel={t('marketData.loading')} refetch={refetch}>
        {(rows) =>
          rows.length === 0 ? (
            <p className={layout.empty}>{t('marketData.noResults')}</p>
          ) : (
            <DataTable caption={t('marketData.caption')} columns={columns} rowId={(r) => r.code} rows={rows} />
          )
        }
      </QueryStates>
    </div>
  );
}
