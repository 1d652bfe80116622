// The investment transactions filter form: date range (002 §9 periods or custom dates), type, asset keyword and
// amount range. Applied on submit; an invalid field keeps the last applied filter and says what is wrong beside it.
import { t } from '@kit/copy';
import { AmountRangeFields, FilterActions, KeywordField, PeriodFields, useFilterForm } from '@kit/form/filter-fields';
import { FormField } from '@kit/form/form-field';
import type { InvestmentTransactionFilter } from '@kit/gql/graphql';
import { EMPTY_DRAFT, PERIODS, TYPES, toFilter, type Draft } from '../lib/tx-filters';
import styles from './portfolio.module.css';

export function TxFiltersForm({ onApply }: { onApply(filter: InvestmentTransactionFilter): void }) {
  const { draft, errors, set, submit, clear } = useFilterForm(EMPTY_DRAFT, toFilter, onApply);
  const field = { className: styles.field, labelClassName: styles.label, errorClassName: styles.error };

  return (
    <form className={styles.filters} aria-label={t('portfolio.tx.filters')} onSubmit={submit} noValidate>
      <PeriodFields
        period={draft.period}
        from={draft.from}
        to={draft.to}
        periods={PERIODS}
        periodLabel={(p) => t(`portfolio.tx.period.${p}`)}
        allLabel={t('portfolio.tx.period.ALL')}
        errors={errors}
        labels={{ period: t('portfolio.tx.period'), from: t('portfolio.tx.from'), to: t('portfolio.tx.to') }}
        onChange={set}
        field={field}
      />
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
      <KeywordField value={draft.keyword} label={t('portfolio.tx.keyword')} onChange={(keyword) => set({ keyword })} field={field} />
      <AmountRangeFields
        minAmount={draft.minAmount}
        maxAmount={draft.maxAmount}
        errors={errors}
        labels={{ min: t('portfolio.tx.minAmount'), max: t('portfolio.tx.maxAmount') }}
        onChange={set}
        field={field}
      />
      <FilterActions className={styles.actions} applyLabel={t('portfolio.tx.apply')} clearLabel={t('portfolio.tx.clear')} onClear={clear} />
    </form>
  );
}
