// The investment transactions filter form (the kit's filter form): date range (002 §9 periods or custom dates),
// type, asset keyword and amount range. Applied on submit; an invalid field keeps the last applied filter and says
// what is wrong beside it.
import { t } from '@kit/copy';
import { AmountRangeFields, FilterForm, KeywordField, PeriodFields, FilterSelect, useFilterForm } from '@kit/form/filter-fields';
import type { InvestmentTransactionFilter } from '@kit/gql/graphql';
import { EMPTY_DRAFT, PERIODS, RULES, TYPES, toFilter } from '../lib/tx-filters';

export function TxFiltersForm({ onApply }: { onApply(filter: InvestmentTransactionFilter): void }) {
  const state = useFilterForm({ empty: EMPTY_DRAFT, rules: RULES, toFilter, onApply });
  return (
    <FilterForm state={state} label={t('portfolio.tx.filters')} applyLabel={t('portfolio.tx.apply')} clearLabel={t('portfolio.tx.clear')}>
      <PeriodFields
        periods={PERIODS}
        periodLabel={(p) => t(`portfolio.tx.period.${p}`)}
        allLabel={t('portfolio.tx.period.ALL')}
        labels={{ period: t('portfolio.tx.period'), from: t('portfolio.tx.from'), to: t('portfolio.tx.to') }}
      />
      <FilterSelect name="type" label={t('portfolio.tx.type')} options={TYPES} optionLabel={(type) => t(`portfolio.type.${type}`)} allLabel={t('portfolio.tx.type.all')} />
      <KeywordField label={t('portfolio.tx.keyword')} />
      <AmountRangeFields labels={{ min: t('portfolio.tx.minAmount'), max: t('portfolio.tx.maxAmount') }} />
    </FilterForm>
  );
}
