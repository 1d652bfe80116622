// The ledger filter form: period (with custom from and to dates), transaction types, amount range and a
// description keyword. Applied on submit; an invalid field keeps the last applied filter and says what is wrong
// next to the field, and takes the focus.
import { useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import type { CashLedgerFilter, CashLedgerPeriod, CashLedgerType } from '@kit/gql/graphql';
import { EMPTY_DRAFT, LEDGER_TYPES, PERIODS, toFilter, type Draft, type FieldErrors } from '../lib/filters';
import styles from './account-cash.module.css';

export interface LedgerFiltersProps {
  onApply(filter: CashLedgerFilter): void;
  /** The types the account can have (CONTRIBUTION only on a super-linked cash account). */
  types?: readonly CashLedgerType[];
}

export function LedgerFilters({ onApply, types = LEDGER_TYPES }: LedgerFiltersProps) {
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

  const toggleType = (type: CashLedgerType, on: boolean) => set({ types: on ? [...draft.types, type] : draft.types.filter((x) => x !== type) });

  return (
    <form className={styles.filters} aria-label={t('accountCash.filters')} onSubmit={submit} noValidate>
      <div className={styles.filterRow}>
        <FormField label={t('accountCash.filter.period')} {...field}>
          <select name="period" value={draft.period} onChange={(e) => set({ period: e.target.value as CashLedgerPeriod })}>
            {PERIODS.map((p) => (
              <option key={p} value={p}>
                {t(`accountCash.period.${p}`)}
              </option>
            ))}
          </select>
        </FormField>
        {draft.period === 'CUSTOM' && (
          <>
            <FormField label={t('accountCash.filter.from')} error={errors.from} {...field}>
              <input name="from" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
            </FormField>
            <FormField label={t('accountCash.filter.to')} error={errors.to} {...field}>
              <input name="to" type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
            </FormField>
          </>
        )}
        <FormField label={t('accountCash.filter.minAmount')} error={errors.minAmount} {...field}>
          <input name="minAmount" inputMode="decimal" value={draft.minAmount} onChange={(e) => set({ minAmount: e.target.value })} />
        </FormField>
        <FormField label={t('accountCash.filter.maxAmount')} error={errors.maxAmount} {...field}>
          <input name="maxAmount" inputMode="decimal" value={draft.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} />
        </FormField>
        <FormField label={t('accountCash.filter.keyword')} {...field}>
          <input name="keyword" maxLength={100} value={draft.keyword} onChange={(e) => set({ keyword: e.target.value })} />
        </FormField>
      </div>
      <fieldset className={styles.types}>
        <legend className={styles.label}>{t('accountCash.filter.types')}</legend>
        {types.map((type) => (
          <label key={type} className={styles.typeOption}>
            <input type="checkbox" name="type" value={type} checked={draft.types.includes(type)} onChange={(e) => toggleType(type, e.target.checked)} />
            {t(`accountCash.type.${type}`)}
          </label>
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button type="submit">{t('accountCash.filter.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('accountCash.filter.clear')}
        </Button>
      </div>
    </form>
  );
}
