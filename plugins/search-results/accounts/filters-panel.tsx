// The results page's filter form (000 §3 filter values; the kit's filter form): keyword, status, adviser, product,
// open and close date ranges (dd/MM/yyyy, 000 §5), balance range and favourites. Applied on submit; a date or an
// amount that is not one is said at its field, which takes the focus.
import { t } from '@kit/copy';
import { CheckboxField, CheckboxGroup, DateField, FilterForm, KeywordField, FilterSelect, TextField, useFilterForm } from '@kit/form/filter-fields';
import { dayText } from '@kit/date/day-text';
import { filterAmount, shortestDecimal } from '@kit/money';
import type { FormRules } from '@kit/form/field-rules';
import { amountRule, dayOf, dayRule } from '@kit/form/filter-rules';
import styles from '../pages/results-page.module.css';
import { ACCOUNT_STATUSES, EMPTY_FILTERS, type FilterValues } from './filter-values';
import type { FilterOptionsData } from './filter-options-operation';

type DateField = 'openDateFrom' | 'openDateTo' | 'closeDateFrom' | 'closeDateTo';
const DATE_FIELDS: ReadonlyArray<readonly [DateField, Parameters<typeof t>[0]]> = [
  ['openDateFrom', 'results.filter.openFrom'],
  ['openDateTo', 'results.filter.openTo'],
  ['closeDateFrom', 'results.filter.closeFrom'],
  ['closeDateTo', 'results.filter.closeTo'],
];

/** The form's values: the filter values with the dates as typed (dd/MM/yyyy) and the amounts as typed. */
type Draft = Omit<FilterValues, 'fromAmount' | 'toAmount'> & { fromAmount: string; toAmount: string };

const toDraft = (values: FilterValues): Draft => ({
  ...values,
  openDateFrom: dayText(values.openDateFrom),
  openDateTo: dayText(values.openDateTo),
  closeDateFrom: dayText(values.closeDateFrom),
  closeDateTo: dayText(values.closeDateTo),
  fromAmount: values.fromAmount == null ? '' : shortestDecimal(values.fromAmount),
  toAmount: values.toAmount == null ? '' : shortestDecimal(values.toAmount),
});

const toValues = (draft: Draft): FilterValues => ({
  ...draft,
  openDateFrom: dayOf(draft.openDateFrom) ?? '',
  openDateTo: dayOf(draft.openDateTo) ?? '',
  closeDateFrom: dayOf(draft.closeDateFrom) ?? '',
  closeDateTo: dayOf(draft.closeDateTo) ?? '',
  fromAmount: filterAmount(draft.fromAmount) ?? null,
  toAmount: filterAmount(draft.toAmount) ?? null,
});

const RULES: FormRules<Draft> = {
  ...Object.fromEntries(DATE_FIELDS.map(([field]) => [field, [dayRule<Draft>('results.filter.dateInvalid')]])),
  fromAmount: [amountRule<Draft>('results.filter.amountInvalid')],
  toAmount: [amountRule<Draft>('results.filter.amountInvalid')],
};

export interface FiltersPanelProps {
  applied: FilterValues;
  options: FilterOptionsData | undefined;
  onApply(values: FilterValues): void;
}

export function FiltersPanel({ applied, options, onApply }: FiltersPanelProps) {
  const state = useFilterForm({ empty: toDraft(EMPTY_FILTERS), initial: toDraft(applied), rules: RULES, toFilter: toValues, onApply });
  const advisers = options?.viewer.adviserCodes ?? [];
  const products = options?.productCodes ?? [];
  return (
    <FilterForm
      state={state}
      label={t('results.filters')}
      applyLabel={t('results.filters.apply')}
      clearLabel={t('results.filters.clear')}
      gridClassName={styles.filters}
    >
      <KeywordField label={t('results.filter.keyword')} />
      <CheckboxGroup name="accountStatus" legend={t('results.filter.status')} options={ACCOUNT_STATUSES} optionLabel={(status) => status} className={styles.statuses} />
      <FilterSelect
        name="adviserCode"
        label={t('results.filter.adviser')}
        options={advisers.map((a) => a.entityKey)}
        optionLabel={(key, i) => (advisers[i]?.adviserName ? `${key} · ${advisers[i].adviserName}` : key)}
        allLabel={t('results.filter.adviserAll')}
       
      />
      <FilterSelect
        name="productCode"
        label={t('results.filter.product')}
        options={products.map((p) => p.code)}
        optionLabel={(code, i) => `${code} · ${products[i]?.description ?? ''}`}
        allLabel={t('results.filter.productAll')}
       
      />
      {DATE_FIELDS.map(([name, key]) => (
        <DateField key={name} name={name} label={t(key)} />
      ))}
      <TextField name="fromAmount" label={t('results.filter.amountFrom')} inputMode="decimal" />
      <TextField name="toAmount" label={t('results.filter.amountTo')} inputMode="decimal" />
      <CheckboxField name="favourites" label={t('results.filter.favourites')} />
    </FilterForm>
  );
}
