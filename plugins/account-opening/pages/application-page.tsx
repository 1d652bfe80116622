// dashboard/open-account/application/{applicationId}: a draft opens its wizard at the step last saved; any other
// application shows where it is and what may be done.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import type { PageProps } from '@kit/plugin';
import { RouteLink } from '@kit/route-link';
import { GET_APPLICATION } from '../api/applications';
import { ApplicationStatus } from '../components/application-status';
import { Wizard } from '../components/wizard';
import { PRODUCT_TITLE } from '../lib/labels';

export default function ApplicationPage({ params }: PageProps<'open-account.application'>) {
  const { data, loading, error, refetch } = useQuery(GET_APPLICATION, { variables: { id: params.applicationId } });
  return (
    <div className={layout.page}>
      <QueryStates data={data} loading={loading} error={error} errorMessage={t('openAccount.error.unavailable')} refetch={refetch}>
        {({ accountApplication: a, openAccountProducts }) => {
          if (!a) {
            return (
              <>
                <HeadingBlock level={1} title={t('openAccount.application.notFoundTitle')} intro={t('openAccount.application.notFound')} />
                <RouteLink to="open-account.pending">{t('openAccount.application.backToList')}</RouteLink>
              </>
            );
          }
          const limits = openAccountProducts.find((p) => p.product === a.product);
          const title = t('openAccount.application.title', { product: t(PRODUCT_TITLE[a.product]), id: a.id });
          return (
            <>
              <HeadingBlock level={1} title={title} intro={a.clientName ? t('openAccount.application.for', { name: a.clientName }) : undefined} />
              {a.status === 'DRAFT' && a.canAct && limits ? <Wizard key={a.id} application={a} limits={limits} /> : <ApplicationStatus application={a} />}
            </>
          );
        }}
      </QueryStates>
    </div>
  );
}
