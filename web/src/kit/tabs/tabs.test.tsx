import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './tabs';

const TABS = [
  { id: 'cash', label: 'Cash' },
  { id: 'td', label: 'Term deposits' },
  { id: 'wrap', label: 'Wrap' },
] as const;
type Id = (typeof TABS)[number]['id'];

function Harness() {
  const [selected, setSelected] = useState<Id>('cash');
  return (
    <Tabs label="Rate types" tabs={TABS} selected={selected} onChange={setSelected}>
      <p>Panel of {selected}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('is a named tab list whose selected tab labels the one panel shown', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Rate types' })).toBeTruthy();
    const cash = screen.getByRole('tab', { name: 'Cash' });
    expect(cash.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Wrap' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Cash' });
    expect(panel.textContent).toBe('Panel of cash');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
  });

  it('moves and selects with the arrow keys (wrapping), Home and End; only the selected tab is in the tab order', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Cash' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Term deposits' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel of td');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Wrap' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Cash' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Wrap' }));
    expect(screen.getByRole('tab', { name: 'Cash' }).getAttribute('tabindex')).toBe('-1');
  });

  it('selects on click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('tab', { name: 'Wrap' }));
    expect(screen.getByRole('tabpanel', { name: 'Wrap' }).textContent).toBe('Panel of wrap');
  });
});
