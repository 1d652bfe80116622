import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateInput, type DateInputProps } from './date-input';
import { parseDayText } from './day-text';

/** A page's use of the field: it holds the text and says "invalid" for text that is not a day. */
function Harness(props: Partial<DateInputProps> & { start?: string }) {
  const [value, setValue] = useState(props.start ?? '');
  const error = value && !parseDayText(value) ? 'Enter a valid date.' : undefined;
  return (
    <>
      <DateInput label="Valuation date" name="asAt" value={value} onChange={setValue} error={error} {...props} />
      <output data-testid="wire">{parseDayText(value) ?? ''}</output>
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Valuation date' });
const openCalendar = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Choose a date', description: 'Valuation date' }));
  return screen.findByRole('dialog', { name: 'Valuation date' });
};

describe('parseDayText', () => {
  it('reads dd/MM/yyyy with a month 1-12 and a day within the month', () => {
    expect(parseDayText('29/02/2028')).toBe('2028-02-29');
    expect(parseDayText(' 05/10/2022 ')).toBe('2022-10-05');
    expect(parseDayText('31/02/2026')).toBeNull();
    expect(parseDayText('29/02/2026')).toBeNull();
    expect(parseDayText('01/13/2026')).toBeNull();
    expect(parseDayText('00/01/2026')).toBeNull();
    expect(parseDayText('2026-01-05')).toBeNull();
    expect(parseDayText('5/1/2026')).toBeNull();
  });
});

describe('DateInput', () => {
  it('is a labelled text field with the format as its hint', () => {
    render(<Harness />);
    expect(field().getAttribute('name')).toBe('asAt');
    expect(field().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field().getAttribute('aria-describedby')!)?.textContent).toBe('dd/mm/yyyy');
  });

  it('takes 31/02/2026 as invalid and shows the message at the field', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '31/02/2026');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    const error = screen.getByText('Enter a valid date.');
    expect(field().getAttribute('aria-describedby')).toContain(error.id);
    expect(screen.getByTestId('wire').textContent).toBe('');
  });

  it('takes 29/02/2028 as a day', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field(), '29/02/2028');
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Enter a valid date.')).toBeNull();
    expect(screen.getByTestId('wire').textContent).toBe('2028-02-29');
  });

  it('opens an en-AU calendar, Monday first, on the typed month, and writes the picked day as dd/MM/yyyy', async () => {
    const user = userEvent.setup();
    render(<Harness start="10/03/2027" />);
    const dialog = await openCalendar(user);
    const heads = [...dialog.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(dialog.querySelector('header h2')?.textContent).toBe('March 2027');
    // The typed day is the selected one.
    expect(within(dialog).getByRole('gridcell', { selected: true }).textContent).toBe('10');
    await user.click(within(dialog).getByRole('button', { name: /^Thursday 25 March 2027/ }));
    expect(field()).toHaveProperty('value', '25/03/2027');
    expect(screen.getByTestId('wire').textContent).toBe('2027-03-25');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is usable from the keyboard: Enter opens, arrows move by day, Enter picks, focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<Harness start="10/03/2027" />);
    await user.click(field());
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose a date', description: 'Valuation date' });
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Valuation date' });
    // (Chromium lands on the selected day by itself; happy-dom leaves the focus on the dialog: e2e covers that.)
    within(dialog).getByRole('button', { name: /^Wednesday 10 March 2027/ }).focus();
    await user.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(field()).toHaveProperty('value', '18/03/2027');
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('offers no unavailable day nor one outside min and max', async () => {
    const user = userEvent.setup();
    const weekend = (iso: string) => [0, 6].includes(new Date(`${iso}T00:00:00Z`).getUTCDay());
    render(<Harness initialDay="2027-03-10" min="2027-03-05" max="2027-03-26" isDateUnavailable={weekend} />);
    const dialog = await openCalendar(user);
    const cell = (name: RegExp) => within(dialog).getByRole('button', { name });
    expect(cell(/^Saturday 13 March 2027/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/^Thursday 4 March 2027/).getAttribute('aria-disabled')).toBe('true');
    expect(cell(/^Monday 29 March 2027/).getAttribute('aria-disabled')).toBe('true');
    await user.click(cell(/^Saturday 13 March 2027/));
    await user.click(cell(/^Thursday 4 March 2027/));
    expect(field()).toHaveProperty('value', '');
    await user.click(cell(/^Friday 12 March 2027/));
    expect(field()).toHaveProperty('value', '12/03/2027');
  });
});
