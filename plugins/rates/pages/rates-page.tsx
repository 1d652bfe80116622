// dashboard/rates (ours; 002 §2 Screens "Rates"): the rate tabs the user's rate badges allow.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { Tabs } from '@kit/tabs/tabs';
import { GET_RATE_BADGES } from '../api/rates';
import { CashPanel } from '../components/cash-panel';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import styles from '../components/rates.module.css';
import { TermDepositPanel } from '../components/term-deposit-panel';
import { WrapPanel } from '../components/wrap-panel';
import { TAB_LABEL, visibleTabs, type RateTab } from '../lib/rate-tabs';

export default function RatesPage(_props: PageProps<'rates'>) {
  const { data, loading, error, refetch } = useQuery(GET_RATE_BADGES);
  const [chosenTab, setTab] = useState<RateTab | null>(null);
  const [chosenWrapBadge, setWrapBadge] = useState<string | null>(null);
  const badges = data?.rateBadges;
  const tabs = badges ? visibleTabs(badges) : [];
  const tab = chosenTab && tabs.includes(chosenTab) ? chosenTab : tabs[0];
  const wrapBadge = badges && chosenWrapBadge && badges.wrap.includes(chosenWrapBadge) ? chosenWrapBadge : badges?.wrap[0];

  return (
    <div className={layout.page}>
      <HeadingBlock level={1} title={t('rates.title')} intro={t('rates.intro')} />
      <QueryStates data={data?.rateBadges} loading={loading} error={error} loadingLabel={t('rates.loading')} errorMessage={t('rates.error')} refetch={refetch}>
        {(badges) =>
          tab ? (
            <Tabs label={t('rates.tabs.label')} tabs={tabs.map((id) => ({ id, label: t(TAB_LABEL[id]) }))} selected={tab} onChange={setTab} panelClassName={styles.panel}>
              {tab === 'cash' && <CashPanel badges={badges.cash} />}
              {tab === 'termDeposit' && <TermDepositPanel />}
              {tab === 'wrap' && wrapBadge && <WrapPanel badges={badges.wrap} badge={wrapBadge} onBadgeChange={setWrapBadge} />}
            </Tabs>
          ) : (
            <p className={layout.empty}>{t('rates.empty')}</p>
          )
        }
      </QueryStates>
    </div>
  );
}
