import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTooltip } from './tooltip';

function Star({ disabled = false }: { disabled?: boolean }) {
  const { triggerProps, tooltip } = useTooltip<HTMLButtonElement>(disabled ? 'Favourites unavailable' : 'Add to favourites');
  return (
    <>
      <button {...triggerProps} type="button" aria-label="Add to favourites: Smith Super" aria-disabled={disabled || undefined}>
        ★
      </button>
      {tooltip}
    </>
  );
}

describe('useTooltip', () => {
  // Transforming React Aria takes seconds the first time; the hook's own import then finds it cached.
  beforeAll(async () => {
    await import('./aria-tooltip');
  }, 60_000);

  it('shows when keyboard focus reaches the control and hides on Escape and on blur', async () => {
    const user = userEvent.setup();
    render(<Star />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Add to favourites');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await user.tab({ shift: true });
    await user.tab();
    await screen.findByRole('tooltip');
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows when the pointer rests on the control, and hides when it leaves', async () => {
    const user = userEvent.setup();
    render(<Star />);
    await user.hover(screen.getByRole('button'));
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(await screen.findByRole('tooltip', {}, { timeout: 2000 })).toHaveProperty('textContent', 'Add to favourites');
    await user.unhover(screen.getByRole('button'));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('keeps an aria-disabled control focusable, with its tooltip saying why', async () => {
    const user = userEvent.setup();
    render(<Star disabled />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', 'Favourites unavailable');
  });
});
