// dashboard/open-account/tiles (001 §2.2 "Open an account"): a tile per product the user's badges allow, each
// starting an application (a draft) and opening its wizard.
import { useMutation, useQuery } from '@apollo/client/react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { OpenAccountProduct } from '@kit/gql/graphql';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import type { PageProps } from '@kit/plugin';
import { refusalMessage } from '@kit/refusal';
import { RouteLink, useRouteHref } from '@kit/route-link';
import { GET_TILES, START_APPLICATION } from '../api/applications';
import { PRODUCT_TEXT, PRODUCT_TITLE } from '../lib/labels';
import styles from '../components/account-opening.module.css';

export default function TilesPage(_props: PageProps<'open-account.tiles'>) {
  const { data, loading, error, refetch } = useQuery(GET_TILES);
  const [start] = useMutation(START_APPLICATION);
  const [starting, setStarting] = useState<OpenAccountProduct | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const navigate = useNavigate();
  const href = useRouteHref();

  const begin = async (product: OpenAccountProduct) => {
    setStarting(product);
    setFailure(null);
    try {
      const res = await start({ variables: { product } });
      const id = res.data?.startAccountApplication.id;
      const to = id ? href('open-account.application', { applicationId: id }) : null;
      if (to) await navigate({ to });
    } catch (e) {
      setFailure(refusalMessage(e) ?? t('openAccount.error.start'));
    } finally {
      setStarting(null);
    }
  };

  return (
    <div className={layout.page}>
      <HeadingBlock level={1} title={t('openAccount.tiles.title')} intro={t('openAccount.tiles.intro')} />
      <p>
        <RouteLink to="open-account.pending">{t('openAccount.tiles.pendingLink')}</RouteLink>
      </p>
      {failure && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {failure}
        </p>
      )}
      <QueryStates data={data} loading={loading} error={error} errorMessage={t('openAccount.error.unavailable')} refetch={refetch}>
        {(d) =>
          !d.canStartAccountApplication ? (
            <p className={`${layout.notice} ${layout.noticeInfo}`}>{t('accountOpening.notAnAdviser')}</p>
          ) : d.openAccountProducts.length === 0 ? (
            <p className={layout.empty}>{t('openAccount.tiles.none')}</p>
          ) : (
            <>
              <ul className={styles.tiles} aria-label={t('openAccount.tiles.listLabel')}>
                {d.openAccountProducts.map((p) => (
                  <li key={p.product} className={layout.card}>
                    <h2 className={layout.cardTitle}>{t(PRODUCT_TITLE[p.product])}</h2>
                    <p>{t(PRODUCT_TEXT[p.product])}</p>
                    <p className={layout.muted}>
                      {p.amountRequired ? t('openAccount.tiles.minimum', { amount: formatAmount(p.minAmount) }) : t('openAccount.tiles.noMinimum')}
                    </p>
                    <Button onClick={() => void begin(p.product)} disabled={starting !== null} aria-label={t('openAccount.tiles.startNamed', { product: t(PRODUCT_TITLE[p.product]) })}>
                      {starting === p.product ? t('openAccount.tiles.starting') : t('openAccount.tiles.start')}
                    </Button>
                  </li>
                ))}
              </ul>
            </>
          )
        }
      </QueryStates>
    </div>
  );
}
