// The requests list's filters (002 §2, §9): keyword (searched from 2 characters), period, request name,
// created by and the display statuses. Each change applies at once; the keyword as typing pauses.
import type { ReactNode } from 'react';
import { Button } from '@kit/button';
import { SelectField } from '@kit/form/select-field';
import { t, type CopyKey } from '@kit/copy';
import type { CaseDisplayStatus, CasePeriod } from '@kit/gql/graphql';
import type { Choice } from '../../lib/created-by';
import { DISPLAY_STATUSES, MIN_KEYWORD, PERIODS, type ListFilters } from '../../lib/list-filters';
import { layout } from '@kit/layout';
import styles from './case-filters.module.css';

export interface CaseFiltersProps {
  values: ListFilters;
  onChange(next: ListFilters): void;
  createdBy: readonly Choice[];
  requestNames: readonly string[];
  onClear(): void;
  canClear: boolean;
  /** The result count line, drawn beside Clear. */
  count?: ReactNode;
}

function toggle(list: readonly CaseDisplayStatus[], status: CaseDisplayStatus, on: boolean): CaseDisplayStatus[] {
  return on ? DISPLAY_STATUSES.filter((s) => s === status || list.includes(s)) : list.filter((s) => s !== status);
}

export function CaseFilters({ values, onChange, createdBy, requestNames, onClear, canClear, count }: CaseFiltersProps) {
  const set = (patch: Partial<ListFilters>) => onChange({ ...values, ...patch });
  const short = values.keyword.trim().length > 0 && values.keyword.trim().length < MIN_KEYWORD;
  return (
    <section className={styles.filters} aria-label={t('requests.filter.title')}>
      <div className={styles.row}>
        <div className={`${layout.field} ${styles.keyword}`}>
          <label className={layout.label} htmlFor="requests-keyword">
            {t('requests.filter.keyword')}
          </label>
          <input
            id="requests-keyword"
            type="search"
            className={layout.input}
            value={values.keyword}
            placeholder={t('requests.filter.keywordPlaceholder')}
            aria-describedby="requests-keyword-hint"
            onChange={(e) => set({ keyword: e.target.value })}
          />
          <span id="requests-keyword-hint" className={short ? layout.error : layout.hint}>
            {t('requests.filter.keywordHint')}
          </span>
        </div>
        <SelectField<CasePeriod>
          label={t('requests.filter.period')}
          value={values.period}
          options={PERIODS.map((p) => ({ value: p, label: t(`requests.period.${p}` as CopyKey) }))}
          onChange={(period) => set({ period })}
        />
        <SelectField
          label={t('requests.filter.requestName')}
          value={values.requestName}
          any={t('requests.filter.requestNameAll')}
          options={requestNames.map((name) => ({ value: name, label: name }))}
          onChange={(requestName) => set({ requestName })}
        />
        <SelectField label={t('requests.filter.createdBy')} value={values.createdBy} options={createdBy} onChange={(createdBy) => set({ createdBy })} />
      </div>
      <fieldset className={styles.statuses}>
        <legend className={layout.label}>{t('requests.filter.status')}</legend>
        {DISPLAY_STATUSES.map((status) => (
          <label key={status} className={styles.statusChoice}>
            <input type="checkbox" checked={values.statuses.includes(status)} onChange={(e) => set({ statuses: toggle(values.statuses, status, e.target.checked) })} />
            <span>{t(`requests.status.${status}` as CopyKey)}</span>
          </label>
        ))}
      </fieldset>
      <div className={styles.summary}>
        <span role="status" aria-live="polite" className={styles.count}>
          {count}
        </span>
        <Button variant="secondary" onClick={onClear} disabled={!canClear}>
          {t('requests.filter.clear')}
        </Button>
      </div>
    </section>
  );
}
