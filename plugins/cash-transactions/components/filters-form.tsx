// The filter form: account number, date range, amount range, description keyword and credit/debit. Applied on
// submit; an invalid field keeps the last applied filter and says what is wrong next to the field.
import { useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import { EMPTY_DRAFT, toFilter, type Draft, type FieldErrors, type TransactionFilter } from '../lib/filters';
import styles from './transactions.module.css';

export interface FiltersFormProps {
  onApply(filter: TransactionFilter): void;
}

export function FiltersForm({ onApply }: FiltersFormProps) {
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = { className: styles.field, labelClassName: styles.label, errorClassName: styles.error };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = toFilter(draft);
    setErrors(result.errors);
    const first = Object.keys(result.errors)[0];
    if (first) {
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    onApply(result.filter);
  }

  function clear() {
    setDraft(EMPTY_DRAFT);
    setErrors({});
    onApply({});
  }

  return (
    <form className={styles.filters} aria-label={t('transactions.filters')} onSubmit={submit} noValidate>
      <FormField label={t('transactions.filter.account')} error={errors.accountNumber} {...field}>
        <input name="accountNumber" inputMode="numeric" autoComplete="off" value={draft.accountNumber} onChange={(e) => set({ accountNumber: e.target.value })} />
      </FormField>
      <FormField label={t('transactions.filter.from')} error={errors.from} {...field}>
        <input name="from" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
      </FormField>
      <FormField label={t('transactions.filter.to')} error={errors.to} {...field}>
        <input name="to" type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
      </FormField>
      <FormField label={t('transactions.filter.minAmount')} error={errors.minAmount} {...field}>
        <input name="minAmount" inputMode="decimal" value={draft.minAmount} onChange={(e) => set({ minAmount: e.target.value })} />
      </FormField>
      <FormField label={t('transactions.filter.maxAmount')} error={errors.maxAmount} {...field}>
        <input name="maxAmount" inputMode="decimal" value={draft.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} />
      </FormField>
      <FormField label={t('transactions.filter.keyword')} error={errors.keyword} {...field}>
        <input name="keyword" maxLength={100} value={draft.keyword} onChange={(e) => set({ keyword: e.target.value })} />
      </FormField>
      <FormField label={t('transactions.filter.direction')} {...field}>
        <select name="direction" value={draft.direction} onChange={(e) => set({ direction: e.target.value as Draft['direction'] })}>
          <option value="">{t('transactions.filter.direction.all')}</option>
          <option value="CREDIT">{t('transactions.filter.direction.CREDIT')}</option>
          <option value="DEBIT">{t('transactions.filter.direction.DEBIT')}</option>
        </select>
      </FormField>
      <div className={styles.actions}>
        <Button type="submit">{t('transactions.filter.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('transactions.filter.clear')}
        </Button>
      </div>
    </form>
  );
}
