// The filter form (the kit's filter form): account number, date range, amount range, description keyword and
// credit/debit. Applied on submit; an invalid field keeps the last applied filter and says what is wrong next to it.
import { t } from '@kit/copy';
import { AmountRangeFields, DateRangeFields, FilterForm, KeywordField, FilterSelect, TextField, useFilterForm } from '@kit/form/filter-fields';
import { DIRECTIONS, EMPTY_DRAFT, RULES, toFilter, type TransactionFilter } from '../lib/filters';

export interface FiltersFormProps {
  onApply(filter: TransactionFilter): void;
}

export function FiltersForm({ onApply }: FiltersFormProps) {
  const state = useFilterForm({ empty: EMPTY_DRAFT, rules: RULES, toFilter, onApply });
  return (
    <FilterForm state={state} label={t('transactions.filters')} applyLabel={t('transactions.filter.apply')} clearLabel={t('transactions.filter.clear')}>
      <TextField name="accountNumber" label={t('transactions.filter.account')} inputMode="numeric" autoComplete="off" />
      <DateRangeFields labels={{ from: t('transactions.filter.from'), to: t('transactions.filter.to') }} />
      <AmountRangeFields labels={{ min: t('transactions.filter.minAmount'), max: t('transactions.filter.maxAmount') }} />
      <KeywordField label={t('transactions.filter.keyword')} />
      <FilterSelect
        name="direction"
        label={t('transactions.filter.direction')}
        options={DIRECTIONS}
        optionLabel={(direction) => t(`transactions.filter.direction.${direction}`)}
        allLabel={t('transactions.filter.direction.all')}
      />
    </FilterForm>
  );
}
