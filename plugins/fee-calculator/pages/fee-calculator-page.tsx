// dashboard/fee-calculator (001 §2.1, §2.2; issue 32 §3): a wrap account's yearly fees. The schedule loads first;
// without it the page says the catalogue's generic message and offers Try again.
import { useQuery } from '@apollo/client/react';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { HeadingBlock, QueryStates, layout } from '@kit/layout';
import { GET_FEE_SCHEDULE } from '../api/fee-calculator';
import { Calculator } from '../components/calculator';
import { ScheduleDetails } from '../components/schedule-details';

export default function FeeCalculatorPage(_props: PageProps<'fee-calculator'>) {
  const { data, loading, error, refetch } = useQuery(GET_FEE_SCHEDULE);
  return (
    <div className={layout.page}>
      <HeadingBlock level={1} title={t('feeCalculator.title')} intro={t('feeCalculator.intro')} />
      <QueryStates data={data?.feeSchedule} loading={loading} error={error} loadingLabel={t('feeCalculator.loading')} errorMessage={t('feeCalculator.error')} refetch={refetch}>
        {(schedule) => (
          <>
            <Calculator schedule={schedule} />
            <ScheduleDetails schedule={schedule} />
          </>
        )}
      </QueryStates>
    </div>
  );
}
