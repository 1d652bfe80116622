// dashboard/market-data/{code} (issue 32 §5): one investment's latest price and change, its price history (1M, 3M,
// 1Y, 5Y) and which of the adviser's wrap accounts hold it, each linking to its Portfolio valuation.
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { t } from '@kit/copy';
import { formatDay, formatPrice } from '@kit/format-values';
import { DefinitionList, HeadingBlock, layout, QueryStates } from '@kit/layout';
import type { PageProps } from '@kit/plugin';
import { hasGatewayCode } from '@kit/refusal';
import { RouteLink } from '@kit/route-link';
import { MARKET_INVESTMENT } from '../api/market-data';
import { HoldersTable } from '../components/holders-table';
import styles from '../components/market-data.module.css';
import { PriceChange } from '../components/price-change';
import { PriceChart } from '../components/price-chart';

export default function InvestmentPage({ params }: PageProps<'market-data.investment'>) {
  const code = params.code.toUpperCase();
  const { data, loading, error, refetch } = useQuery(MARKET_INVESTMENT, { variables: { code } });
  const investment = data?.marketInvestment;
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening an investment from the results moves the focus to its name, as a new page would.
  useEffect(() => {
    if (investment) heading.current?.focus();
  }, [investment?.code]); // eslint-disable-line react-hooks/exhaustive-deps
  const back = (
    <RouteLink to="market-data" className={styles.back}>
      {t('marketData.back')}
    </RouteLink>
  );
  if (hasGatewayCode(error, 'NOT_FOUND')) {
    return (
      <div className={layout.page}>
        {back}
        <HeadingBlock level={1} title={t('marketData.title')} />
        <p className={layout.empty}>{t('marketData.investment.notFound')}</p>
      </div>
    );
  }
  return (
    <div className={layout.page}>
      {back}
      <QueryStates data={investment} loading={loading} error={error} errorMessage={t('marketData.error')} loadingLabel={t('marketData.investment.loading')} refetch={refetch}>
        {(i) => (
          <>
            <header>
              <h1 ref={heading} tabIndex={-1} className={layout.title}>
                {i.name}
              </h1>
              <p className={layout.subtitle}>{i.code}</p>
            </header>
            <DefinitionList
              items={[
                [t('marketData.investment.price'), formatPrice(i.price)],
                [t('marketData.investment.priceDate'), formatDay(i.priceDate)],
                [t('marketData.investment.change', { date: formatDay(i.previousPriceDate) }), <PriceChange change={i.change} percent={i.changePercent} />],
                [t('marketData.investment.type'), t(`marketData.type.${i.type}`)],
                [t('marketData.investment.assetClass'), i.assetClass],
              ]}
            />
            <PriceChart code={i.code} name={i.name} priceDate={i.priceDate} />
            <HoldersTable code={i.code} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
