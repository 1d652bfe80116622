// The investment transactions filter form: date range (002 §9 periods or custom dates), type, asset keyword and
// amount range. Applied on submit; an invalid field keeps the last applied filter and says what is wrong beside it.
import { useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { FormField } from '@kit/form/form-field';
import type { InvestmentTransactionFilter } from '@kit/gql/graphql';
import { EMPTY_DRAFT, PERIODS, TYPES, toFilter, type Draft, type FieldErrors } from '../lib/tx-filters';
import styles from './portfolio.module.css';

export function TxFiltersForm({ onApply }: { onApply(filter: InvestmentTransactionFilter): void }) {
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
    <form className={styles.filters} aria-label={t('portfolio.tx.filters')} onSubmit={submit} noValidate>
      <FormField label={t('portfolio.tx.period')} {...field}>
        <select name="period" value={draft.period} onChange={(e) => set({ period: e.target.value as Draft['period'] })}>
          <option value="">{t('portfolio.tx.period.ALL')}</option>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`portfolio.tx.period.${p}`)}
            </option>
          ))}
        </select>
      </FormField>
      {draft.period === 'CUSTOM' && (
        <>
          <FormField label={t('portfolio.tx.from')} error={errors.from} {...field}>
            <input name="from" type="date" value={draft.from} onChange={(e) => set({ from: e.target.value })} />
          </FormField>
          <FormField label={t('portfolio.tx.to')} error={errors.to} {...field}>
            <input name="to" type="date" value={draft.to} onChange={(e) => set({ to: e.target.value })} />
          </FormField>
        </>
      )}
      <FormField label={t('portfolio.tx.type')} {...field}>
        <select name="type" value={draft.type} onChange={(e) => set({ type: e.target.value as Draft['type'] })}>
          <option value="">{t('portfolio.tx.type.all')}</option>
          {TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`portfolio.type.${type}`)}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={t('portfolio.tx.keyword')} {...field}>
        <input name="keyword" maxLength={100} value={draft.keyword} onChange={(e) => set({ keyword: e.target.value })} />
      </FormField>
      <FormField label={t('portfolio.tx.minAmount')} error={errors.minAmount} {...field}>
        <input name="minAmount" inputMode="decimal" value={draft.minAmount} onChange={(e) => set({ minAmount: e.target.value })} />
      </FormField>
      <FormField label={t('portfolio.tx.maxAmount')} error={errors.maxAmount} {...field}>
        <input name="maxAmount" inputMode="decimal" value={draft.maxAmount} onChange={(e) => set({ maxAmount: e.target.value })} />
      </FormField>
      <div className={styles.actions}>
        <Button type="submit">{t('portfolio.tx.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('portfolio.tx.clear')}
        </Button>
      </div>
    </form>
  );
}
