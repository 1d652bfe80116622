// The ledger filter form (the kit's filter form): period (with custom from and to dates), amount range, a
// description keyword and transaction types. Applied on submit; an invalid field keeps the last applied filter,
// says what is wrong next to the field and takes the focus.
import { t } from '@kit/copy';
import { AmountRangeFields, CheckboxGroup, FilterForm, KeywordField, PeriodFields, useFilterForm } from '@kit/form/filter-fields';
import type { CashLedgerFilter, CashLedgerType } from '@kit/gql/graphql';
import { EMPTY_DRAFT, LEDGER_TYPES, PERIODS, RULES, toFilter } from '../lib/filters';

/** The period select with its custom dates, as the ledger and the contributions filters both show it. */
export function CashPeriodFields() {
  return (
    <PeriodFields
      periods={PERIODS}
      periodLabel={(p) => t(`accountCash.period.${p}`)}
      labels={{ period: t('accountCash.filter.period'), from: t('accountCash.filter.from'), to: t('accountCash.filter.to') }}
    />
  );
}

export interface LedgerFiltersProps {
  onApply(filter: CashLedgerFilter): void;
  /** The types the account can have (CONTRIBUTION only on a super-linked cash account). */
  types?: readonly CashLedgerType[];
}

export function LedgerFilters({ onApply, types = LEDGER_TYPES }: LedgerFiltersProps) {
  const state = useFilterForm({ empty: EMPTY_DRAFT, rules: RULES, toFilter, onApply });
  return (
    <FilterForm
      state={state}
      label={t('accountCash.filters')}
      applyLabel={t('accountCash.filter.apply')}
      clearLabel={t('accountCash.filter.clear')}
      extra={<CheckboxGroup legend={t('accountCash.filter.types')} options={types} optionLabel={(type) => t(`accountCash.type.${type}`)} />}
    >
      <CashPeriodFields />
      <AmountRangeFields labels={{ min: t('accountCash.filter.minAmount'), max: t('accountCash.filter.maxAmount') }} />
      <KeywordField label={t('accountCash.filter.keyword')} />
    </FilterForm>
  );
}
