// The filter form (the kit's filter form): statuses, each with how many of the adviser's arrangements it holds, and
// a keyword over the client's name and the account. Applied on submit.
import { t } from '@kit/copy';
import { CheckboxGroup, FilterForm, KeywordField, useFilterForm } from '@kit/form/filter-fields';
import type { FeeConsentStatus } from '@kit/gql/graphql';
import type { Summary } from '../lib/use-arrangements';
import { EMPTY_DRAFT, RULES, STATUSES, toFilter, type ArrangementFilter } from '../lib/filters';

type Counts = Omit<Summary['counts'], '__typename'>;

const COUNT_OF: Record<FeeConsentStatus, keyof Counts> = {
  CURRENT: 'current',
  RENEWAL_DUE: 'renewalDue',
  OVERDUE: 'overdue',
  LAPSED: 'lapsed',
  ENDED: 'ended',
};

export interface FiltersFormProps {
  counts: Counts | null;
  onApply(filter: ArrangementFilter): void;
}

export function FiltersForm({ counts, onApply }: FiltersFormProps) {
  const state = useFilterForm({ empty: EMPTY_DRAFT, rules: RULES, toFilter, onApply });
  const label = (status: FeeConsentStatus) =>
    counts ? t('feeConsent.filter.statusCount', { status: t(`feeConsent.status.${status}`), count: counts[COUNT_OF[status]].toLocaleString('en-AU') }) : t(`feeConsent.status.${status}`);
  return (
    <FilterForm
      state={state}
      label={t('feeConsent.filters')}
      applyLabel={t('feeConsent.filter.apply')}
      clearLabel={t('feeConsent.filter.clear')}
      extra={<CheckboxGroup name="statuses" legend={t('feeConsent.filter.status')} options={STATUSES} optionLabel={label} />}
    >
      <KeywordField label={t('feeConsent.filter.keyword')} />
    </FilterForm>
  );
}
