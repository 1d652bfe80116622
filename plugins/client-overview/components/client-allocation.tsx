// How a client's total is spread, as a donut with its table: by product from the overview's answer, and by asset
// class (read when the adviser opens that tab: the gateway values each wrap account for it), with the kit's
// loading and error states.
import { useQuery } from '@apollo/client/react';
import { DonutChart, type ChartDatum } from '@kit/chart';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { formatAmount } from '@kit/format-values';
import type { ClientOverviewPageQuery } from '@kit/gql/graphql';
import { LoadingState } from '@kit/loading-state';
import { decimalForDrawing } from '@kit/money';
import { GET_CLIENT_ASSET_CLASSES } from '../api/get-client-asset-classes';

type Total = NonNullable<ClientOverviewPageQuery['clientOverview']>['total'];

const datum = (key: string, label: string, value: string, weight: string): ChartDatum => ({
  key,
  label,
  value: decimalForDrawing(value),
  figures: [formatAmount(value), t('client.total.weight', { weight })],
});

const columns = (first: string) => [first, t('client.total.value'), t('client.total.share')] as const;

export function ByProduct({ total }: { total: Total }) {
  return (
    <DonutChart
      title={t('client.total.byProduct')}
      testId="client-allocation-product"
      size={140}
      data={total.byProduct.map((p) => datum(p.product, t(`client.total.product.${p.product}`), p.value, p.weight))}
      columns={columns(t('client.total.product'))}
    />
  );
}

export function ByAssetClass({ contactId }: { contactId: string }) {
  const { data, loading, error, refetch } = useQuery(GET_CLIENT_ASSET_CLASSES, { variables: { contactId }, notifyOnNetworkStatusChange: true });
  const classes = data?.clientOverview?.total.byAssetClass;
  if (loading && !classes) return <LoadingState label={t('client.total.loadingAssetClasses')} />;
  if (error || !classes) return <ErrorState message={t('client.total.assetClassesError')} onRetry={() => void refetch().catch(() => undefined)} />;
  return (
    <DonutChart
      title={t('client.total.byAssetClass')}
      testId="client-allocation-asset-class"
      size={140}
      data={classes.map((c) => datum(c.assetClass, c.assetClass, c.value, c.weight))}
      columns={columns(t('client.total.assetClass'))}
    />
  );
}
