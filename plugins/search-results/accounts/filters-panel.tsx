// The results page's filter form (000 §3 filter values): keyword, status, adviser, product, open and
// close date ranges (dd/MM/yyyy, 000 §5), balance range and favourites. Applied on submit.
import { useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { DateInput } from '@kit/date/date-input';
import { dayText, parseDayText } from '@kit/date/day-text';
import styles from '../pages/results-page.module.css';
import { ACCOUNT_STATUSES, EMPTY_FILTERS, type FilterValues } from './filter-values';
import type { FilterOptionsData } from './filter-options-operation';
import { filterAmount, shortestDecimal } from '@kit/money';

type DateField = 'openDateFrom' | 'openDateTo' | 'closeDateFrom' | 'closeDateTo';
const DATE_FIELDS: Array<[DateField, Parameters<typeof t>[0]]> = [
  ['openDateFrom', 'results.filter.openFrom'],
  ['openDateTo', 'results.filter.openTo'],
  ['closeDateFrom', 'results.filter.closeFrom'],
  ['closeDateTo', 'results.filter.closeTo'],
];

interface Draft {
  values: FilterValues;
  dates: Record<DateField, string>;
  amounts: { from: string; to: string };
}

const toDraft = (values: FilterValues): Draft => ({
  values,
  dates: { openDateFrom: dayText(values.openDateFrom), openDateTo: dayText(values.openDateTo), closeDateFrom: dayText(values.closeDateFrom), closeDateTo: dayText(values.closeDateTo) },
  amounts: { from: values.fromAmount == null ? '' : shortestDecimal(values.fromAmount), to: values.toAmount == null ? '' : shortestDecimal(values.toAmount) },
});


export interface FiltersPanelProps {
  applied: FilterValues;
  options: FilterOptionsData | undefined;
  onApply(values: FilterValues): void;
}

export function FiltersPanel({ applied, options, onApply }: FiltersPanelProps) {
  const [draft, setDraft] = useState(() => toDraft(applied));
  const [errors, setErrors] = useState<Partial<Record<DateField | 'fromAmount' | 'toAmount', string>>>({});
  const set = (patch: Partial<FilterValues>) => setDraft((d) => ({ ...d, values: { ...d.values, ...patch } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const next: FilterValues = { ...draft.values };
    const found: typeof errors = {};
    for (const [field] of DATE_FIELDS) {
      const text = draft.dates[field].trim();
      const day = text ? parseDayText(text) : '';
      if (day === null) found[field] = t('results.filter.dateInvalid');
      else next[field] = day;
    }
    const from = filterAmount(draft.amounts.from);
    const to = filterAmount(draft.amounts.to);
    if (from === undefined) found.fromAmount = t('results.filter.amountInvalid');
    else next.fromAmount = from;
    if (to === undefined) found.toAmount = t('results.filter.amountInvalid');
    else next.toAmount = to;
    setErrors(found);
    if (Object.keys(found).length === 0) onApply(next);
  }

  function clear() {
    setDraft(toDraft(EMPTY_FILTERS));
    setErrors({});
    onApply(EMPTY_FILTERS);
  }

  const advisers = options?.viewer.adviserCodes ?? [];
  const products = options?.productCodes ?? [];
  return (
    <form className={styles.filters} onSubmit={submit} aria-label={t('results.filters')}>
      <div className={styles.field}>
        <label htmlFor="filter-keyword">{t('results.filter.keyword')}</label>
        <input id="filter-keyword" value={draft.values.keyword} onChange={(e) => set({ keyword: e.target.value })} />
      </div>
      <fieldset className={styles.statuses}>
        <legend>{t('results.filter.status')}</legend>
        {ACCOUNT_STATUSES.map((status) => (
          <label key={status} className={styles.check}>
            <input
              type="checkbox"
              checked={draft.values.accountStatus.includes(status)}
              onChange={(e) =>
                set({ accountStatus: e.target.checked ? [...draft.values.accountStatus, status] : draft.values.accountStatus.filter((s) => s !== status) })
              }
            />
            {status}
          </label>
        ))}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor="filter-adviser">{t('results.filter.adviser')}</label>
        <select id="filter-adviser" value={draft.values.adviserCode} onChange={(e) => set({ adviserCode: e.target.value })}>
          <option value="">{t('results.filter.adviserAll')}</option>
          {advisers.map((a) => (
            <option key={`${a.entityKey}-${a.productType}`} value={a.entityKey}>
              {a.entityKey}
              {a.adviserName ? ` · ${a.adviserName}` : ''}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor="filter-product">{t('results.filter.product')}</label>
        <select id="filter-product" value={draft.values.productCode} onChange={(e) => set({ productCode: e.target.value })}>
          <option value="">{t('results.filter.productAll')}</option>
          {products.map((p) => (
            <option key={p.code} value={p.code}>
              {p.code} · {p.description}
            </option>
          ))}
        </select>
      </div>
      {DATE_FIELDS.map(([field, key]) => (
        <DateInput
          key={field}
          label={t(key)}
          name={field}
          value={draft.dates[field]}
          error={errors[field]}
          className={styles.field}
          errorClassName={styles.fieldError}
          onChange={(text) => setDraft((d) => ({ ...d, dates: { ...d.dates, [field]: text } }))}
        />
      ))}
      {(['from', 'to'] as const).map((end) => {
        const field = end === 'from' ? 'fromAmount' : 'toAmount';
        return (
          <div key={end} className={styles.field}>
            <label htmlFor={`filter-${field}`}>{t(end === 'from' ? 'results.filter.amountFrom' : 'results.filter.amountTo')}</label>
            <input
              id={`filter-${field}`}
              inputMode="decimal"
              value={draft.amounts[end]}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(e) => setDraft((d) => ({ ...d, amounts: { ...d.amounts, [end]: e.target.value } }))}
            />
            {errors[field] && <span className={styles.fieldError}>{errors[field]}</span>}
          </div>
        );
      })}
      <label className={`${styles.check} ${styles.favourites}`}>
        <input type="checkbox" checked={draft.values.favourites} onChange={(e) => set({ favourites: e.target.checked })} />
        {t('results.filter.favourites')}
      </label>
      <div className={styles.actions}>
        <Button type="submit">{t('results.filters.apply')}</Button>
        <Button variant="secondary" onClick={clear}>
          {t('results.filters.clear')}
        </Button>
      </div>
    </form>
  );
}
