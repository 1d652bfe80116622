import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField } from './select-field';

describe('SelectField', () => {
  it('labels its select, offers the empty "any" option first and hands back the chosen value', () => {
    const onChange = vi.fn();
    render(<SelectField<string> label="Product" value="" onChange={onChange} any="All products" options={[{ value: 'cash', label: 'Cash' }]} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Product');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([['', 'All products'], ['cash', 'Cash']]);
    fireEvent.change(select, { target: { value: 'cash' } });
    expect(onChange).toHaveBeenCalledWith('cash');
  });
});
