// The client's total across accounts (issue 31 §3): the gateway's sum of the balances the accounts table counts,
// and how it is spread, by product and (for a client with a wrap account) by asset class.
import { useState } from 'react';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { ClientOverviewPageQuery } from '@kit/gql/graphql';
import { Card } from '@kit/layout';
import { Tabs } from '@kit/tabs/tabs';
import { ByAssetClass, ByProduct } from './client-allocation';
import styles from './client-overview.module.css';

type Overview = NonNullable<ClientOverviewPageQuery['clientOverview']>;
type View = 'product' | 'assetClass';

const WRAPS = new Set(['INVESTMENT', 'SUPER', 'PENSION']);

export function ClientTotal({ client }: { client: Overview }) {
  const [view, setView] = useState<View>('product');
  const { total } = client;
  const hasWraps = total.byProduct.some((p) => WRAPS.has(p.product));
  return (
    <Card headingId="client-total-heading" title={t('client.total.heading')} className={styles.totalCard}>
      <p className={styles.total} data-testid="client-total">
        {formatAmount(total.value)}
      </p>
      <p className={styles.note}>{total.accounts === 1 ? t('client.total.oneAccount') : t('client.total.accounts', { count: total.accounts })}</p>
      {total.accounts === 0 ? null : hasWraps ? (
        <Tabs
          label={t('client.total.allocation')}
          tabs={[
            { id: 'product', label: t('client.total.tab.product') },
            { id: 'assetClass', label: t('client.total.tab.assetClass') },
          ]}
          selected={view}
          onChange={setView}
        >
          {view === 'product' ? <ByProduct total={total} /> : <ByAssetClass contactId={client.contactId} />}
        </Tabs>
      ) : (
        <ByProduct total={total} />
      )}
    </Card>
  );
}
