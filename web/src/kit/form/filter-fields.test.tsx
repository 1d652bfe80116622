// The kit's filter form: rules as data at each field, the first invalid field focused and nothing applied; a valid
// form applies its filter; Clear empties the fields and applies the empty filter; the shared range rules.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '../copy';
import { checkRules, type FormRules } from './field-rules';
import { AmountRangeFields, CheckboxGroup, FilterForm, KeywordField, PeriodFields, useFilterForm } from './filter-fields';
import { amountRange, amountRangeRules, dateRangeRules, dayRange, hasFilter, keywordOf } from './filter-rules';

interface Values {
  period: '' | 'LAST_7_DAYS' | 'CUSTOM';
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  keyword: string;
  types: Array<'BUY' | 'SELL'>;
}

const empty: Values = { period: '', from: '', to: '', minAmount: '', maxAmount: '', keyword: '', types: [] };
const rules: FormRules<Values> = {
  ...dateRangeRules<Values>({ invalid: 'portfolio.tx.dateInvalid', order: 'portfolio.tx.dateOrder', needed: 'accountCash.filter.dateNeeded', when: (v) => v.period === 'CUSTOM' }),
  ...amountRangeRules<Values>({ invalid: 'portfolio.tx.amountInvalid', order: 'portfolio.tx.amountOrder' }),
};
const toFilter = (v: Values) => ({
  period: v.period || undefined,
  ...(v.period === 'CUSTOM' ? dayRange(v.from, v.to) : {}),
  ...amountRange(v.minAmount, v.maxAmount),
  keyword: keywordOf(v.keyword),
  types: v.types.length ? v.types : undefined,
});

function Example({ onApply }: { onApply(filter: ReturnType<typeof toFilter>): void }) {
  const state = useFilterForm({ empty, rules, toFilter, onApply });
  return (
    <FilterForm
      state={state}
      label="Filters"
      applyLabel="Apply"
      clearLabel="Clear"
      extra={<CheckboxGroup legend="Types" options={['BUY', 'SELL'] as const} optionLabel={(type) => type.toLowerCase()} />}
    >
      <PeriodFields periods={['LAST_7_DAYS', 'CUSTOM'] as const} periodLabel={(p) => p} allLabel="Any" labels={{ period: 'Period', from: 'From', to: 'To' }} />
      <AmountRangeFields labels={{ min: 'Min', max: 'Max' }} />
      <KeywordField label="Keyword" />
    </FilterForm>
  );
}

const input = (label: string) => screen.getByLabelText(label, { selector: 'input' });

describe('FilterForm', () => {
  it('says what is wrong at the field, focuses it and applies nothing; then applies the valid filter', async () => {
    const onApply = vi.fn();
    render(<Example onApply={onApply} />);
    expect(screen.getByRole('form', { name: 'Filters' })).toBeTruthy();
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'CUSTOM');
    await userEvent.type(input('Min'), '50');
    await userEvent.type(input('Max'), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(t('accountCash.filter.dateNeeded'))).toBeTruthy();
    expect(screen.getByText(t('portfolio.tx.amountOrder'))).toBeTruthy();
    expect(input('Max').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('From'));
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(input('From'), { target: { value: '02/03/2026' } });
    fireEvent.change(input('To'), { target: { value: '01/03/2026' } });
    await userEvent.clear(input('Max'));
    await userEvent.type(input('Max'), '500');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(t('portfolio.tx.dateOrder'))).toBeTruthy();
    expect(onApply).not.toHaveBeenCalled();

    fireEvent.change(input('To'), { target: { value: '31/03/2026' } });
    await userEvent.type(input('Keyword'), '  bhp ');
    await userEvent.click(screen.getByLabelText('sell'));
    await userEvent.click(screen.getByLabelText('buy'));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
    expect(onApply.mock.calls[0][0]).toEqual({ period: 'CUSTOM', from: '2026-03-02', to: '2026-03-31', minAmount: '50.00', maxAmount: '500.00', keyword: 'bhp', types: ['BUY', 'SELL'] });
    expect(screen.queryByText(t('portfolio.tx.dateOrder'))).toBeNull();
  });

  it('clears the fields and applies the empty filter', async () => {
    const onApply = vi.fn();
    render(<Example onApply={onApply} />);
    await userEvent.type(input('Keyword'), 'fee');
    await userEvent.click(screen.getByLabelText('buy'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(hasFilter(onApply.mock.calls[0][0] as object)).toBe(false);
    expect((input('Keyword') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('buy') as HTMLInputElement).checked).toBe(false);
  });
});

describe('filter rules', () => {
  it('judge days and amounts only when typed, ranges by value, and custom dates only when they apply', () => {
    const wrong = (v: Partial<Values>) => checkRules(rules, { ...empty, ...v });
    expect(wrong({})).toEqual({});
    expect(Object.keys(wrong({ period: 'CUSTOM', from: '31/02/2026' }))).toEqual(['from']);
    expect(wrong({ period: 'LAST_7_DAYS', from: '31/02/2026' })).toEqual({});
    expect(wrong({ period: 'CUSTOM', to: '01/01/2026' })).toEqual({});
    expect(wrong({ minAmount: '20', maxAmount: '100' })).toEqual({});
    expect(wrong({ minAmount: '0.001' }).minAmount?.message).toBe(t('portfolio.tx.amountInvalid'));
    expect(dayRange('', '31/12/2026')).toEqual({ to: '2026-12-31' });
    expect(amountRange('0', '')).toEqual({ minAmount: '0.00' });
    expect(keywordOf('x'.repeat(120))).toHaveLength(100);
    expect(keywordOf('   ')).toBeUndefined();
    expect(hasFilter({ keyword: undefined })).toBe(false);
  });
});
