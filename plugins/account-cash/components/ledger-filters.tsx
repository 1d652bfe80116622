// The ledger filter form: period (with custom from and to dates), transaction types, amount range and a
// description keyword. Applied on submit; an invalid field keeps the last applied filter and says what is wrong
// next to the field, and takes the focus.
import { t } from '@kit/copy';
import { AmountRangeFields, FilterActions, KeywordField, PeriodFields, TypeCheckboxes, useFilterForm } from '@kit/form/filter-fields';
import type { CashLedgerFilter, CashLedgerType } from '@kit/gql/graphql';
import { EMPTY_DRAFT, LEDGER_TYPES, PERIODS, toFilter } from '../lib/filters';
import styles from './account-cash.module.css';

/** The field classes of this plugin's filter forms. */
export const FIELD = { className: styles.field, labelClassName: styles.label, errorClassName: styles.error };

type PeriodFieldsProps = Parameters<typeof PeriodFields>[0];

/** The period select with its custom dates, as the ledger and the contributions filters both show it. */
export function CashPeriodFields({ draft, errors, onChange }: { draft: Pick<PeriodFieldsProps, 'period' | 'from' | 'to'> } & Pick<PeriodFieldsProps, 'errors' | 'onChange'>) {
  return (
    <PeriodFields
      period={draft.period}
      from={draft.from}
      to={draft.to}
      periods={PERIODS}
      periodLabel={(p: (typeof PERIODS)[number]) => t(`accountCash.period.${p}`)}
      errors={errors}
      labels={{ period: t('accountCash.filter.period'), from: t('accountCash.filter.from'), to: t('accountCash.filter.to') }}
      onChange={onChange}
      field={FIELD}
    />
  );
}

export interface LedgerFiltersProps {
  onApply(filter: CashLedgerFilter): void;
  /** The types the account can have (CONTRIBUTION only on a super-linked cash account). */
  types?: readonly CashLedgerType[];
}

export function LedgerFilters({ onApply, types = LEDGER_TYPES }: LedgerFiltersProps) {
  const { draft, errors, set, submit, clear } = useFilterForm(EMPTY_DRAFT, toFilter, onApply);

  return (
    <form className={styles.filters} aria-label={t('accountCash.filters')} onSubmit={submit} noValidate>
      <div className={styles.filterRow}>
        <CashPeriodFields draft={draft} errors={errors} onChange={set} />
        <AmountRangeFields
          minAmount={draft.minAmount}
          maxAmount={draft.maxAmount}
          errors={errors}
          labels={{ min: t('accountCash.filter.minAmount'), max: t('accountCash.filter.maxAmount') }}
          onChange={set}
          field={FIELD}
        />
        <KeywordField value={draft.keyword} label={t('accountCash.filter.keyword')} onChange={(keyword) => set({ keyword })} field={FIELD} />
      </div>
      <TypeCheckboxes
        legend={t('accountCash.filter.types')}
        options={types}
        selected={draft.types}
        optionLabel={(type) => t(`accountCash.type.${type}`)}
        onChange={(next) => set({ types: next })}
        classes={{ fieldset: styles.types, legend: styles.label, option: styles.typeOption }}
      />
      <FilterActions className={styles.actions} applyLabel={t('accountCash.filter.apply')} clearLabel={t('accountCash.filter.clear')} onClear={clear} />
    </form>
  );
}
