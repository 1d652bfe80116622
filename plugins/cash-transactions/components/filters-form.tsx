// The filter form: account number, date range, amount range, description keyword and credit/debit. Applied on
// submit; an invalid field keeps the last applied filter and says what is wrong next to the field.
import { t } from '@kit/copy';
import { AmountRangeFields, DateRangeFields, FilterActions, KeywordField, useFilterForm } from '@kit/form/filter-fields';
import { FormField } from '@kit/form/form-field';
import { EMPTY_DRAFT, toFilter, type Draft, type TransactionFilter } from '../lib/filters';
import styles from './transactions.module.css';

export interface FiltersFormProps {
  onApply(filter: TransactionFilter): void;
}

export function FiltersForm({ onApply }: FiltersFormProps) {
  const { draft, errors, set, submit, clear } = useFilterForm(EMPTY_DRAFT, toFilter, onApply);
  const field = { className: styles.field, labelClassName: styles.label, errorClassName: styles.error };

  return (
    <form className={styles.filters} aria-label={t('transactions.filters')} onSubmit={submit} noValidate>
      <FormField label={t('transactions.filter.account')} error={errors.accountNumber} {...field}>
        <input name="accountNumber" inputMode="numeric" autoComplete="off" value={draft.accountNumber} onChange={(e) => set({ accountNumber: e.target.value })} />
      </FormField>
      <DateRangeFields
        from={draft.from}
        to={draft.to}
        errors={errors}
        labels={{ from: t('transactions.filter.from'), to: t('transactions.filter.to') }}
        onChange={set}
        field={field}
      />
      <AmountRangeFields
        minAmount={draft.minAmount}
        maxAmount={draft.maxAmount}
        errors={errors}
        labels={{ min: t('transactions.filter.minAmount'), max: t('transactions.filter.maxAmount') }}
        onChange={set}
        field={field}
      />
      <KeywordField value={draft.keyword} label={t('transactions.filter.keyword')} error={errors.keyword} onChange={(keyword) => set({ keyword })} field={field} />
      <FormField label={t('transactions.filter.direction')} {...field}>
        <select name="direction" value={draft.direction} onChange={(e) => set({ direction: e.target.value as Draft['direction'] })}>
          <option value="">{t('transactions.filter.direction.all')}</option>
          <option value="CREDIT">{t('transactions.filter.direction.CREDIT')}</option>
          <option value="DEBIT">{t('transactions.filter.direction.DEBIT')}</option>
        </select>
      </FormField>
      <FilterActions className={styles.actions} applyLabel={t('transactions.filter.apply')} clearLabel={t('transactions.filter.clear')} onClear={clear} />
    </form>
  );
}
