import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useCombobox } from './use-combobox';

function Example({ onFollow, onDefault }: { onFollow(name: string): void; onDefault(): void }) {
  const [open, setOpen] = useState(false);
  const combobox = useCombobox({ open, onOpenChange: setOpen, onEnterWithoutOption: onDefault });
  const link = (id: string, name: string) => (
    <a
      id={id}
      href={`#${id}`}
      role="option"
      tabIndex={-1}
      onClick={(event) => {
        event.preventDefault();
        onFollow(name);
      }}
    >
      {name}
    </a>
  );
  return (
    <>
      <div {...combobox.rootProps}>
        <input aria-label="Search" {...combobox.inputProps} onFocus={() => setOpen(true)} />
        <div {...combobox.popupProps}>
          <ul role="listbox" aria-label="Recent">
            <li role="none">{link('recent-1', 'Smith family trust')}</li>
            <li role="none">
              <span id="recent-2" role="option" aria-disabled="true">
                Online trading
              </span>
            </li>
          </ul>
          <button type="button">Star</button>
          <ul role="listbox" aria-label="Popular">
            <li role="none">{link('popular-1', 'Favourites')}</li>
          </ul>
        </div>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

function setup() {
  const onFollow = vi.fn();
  const onDefault = vi.fn();
  render(<Example onFollow={onFollow} onDefault={onDefault} />);
  return { onFollow, onDefault, input: screen.getByRole('combobox', { name: 'Search' }) };
}

describe('useCombobox', () => {
  it('moves an active option through every listbox with the arrow keys, skipping disabled ones and wrapping', async () => {
    const user = userEvent.setup();
    const { input, onFollow } = setup();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const popup = document.getElementById(input.getAttribute('aria-controls') ?? '');
    expect(popup?.hidden).toBe(false);
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('recent-1');
    expect(document.getElementById('recent-1')?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('popular-1');
    expect(document.getElementById('recent-1')?.getAttribute('aria-selected')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe('recent-1');
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe('popular-1');
    expect(document.activeElement).toBe(input);

    await user.keyboard('{Enter}');
    expect(onFollow).toHaveBeenCalledWith('Favourites');
    // Following a link leaves the combobox.
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with no active option does the default; Escape closes and an arrow key opens again', async () => {
    const user = userEvent.setup();
    const { input, onDefault, onFollow } = setup();
    await user.click(input);
    await user.keyboard('{Enter}');
    expect(onDefault).toHaveBeenCalledTimes(1);
    expect(onFollow).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-expanded')).toBe('true');
  });

  it('closes on a press outside or when focus leaves it, not when it moves within', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    await user.click(input);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Star' }));
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input.getAttribute('aria-expanded')).toBe('false');

    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    fireEvent.pointerDown(document.body);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });
});
