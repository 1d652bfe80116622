import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Popover } from './popover';

function Harness() {
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button ref={trigger} type="button" aria-expanded={open} onClick={() => setOpen(true)}>
        Notifications
      </button>
      <p>Outside</p>
      <Popover triggerRef={trigger} isOpen={open} onOpenChange={setOpen} label="Alerts" placement="bottom end">
        <button type="button">Mark all read</button>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  // Transforming React Aria takes seconds the first time; the component's own import then finds it cached.
  beforeAll(async () => {
    await import('./aria-popover');
  }, 60_000);

  it('renders nothing until opened, then a named dialog that takes focus; Escape closes it and focus returns', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
    const trigger = screen.getByRole('button', { name: 'Notifications' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Alerts' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a press outside it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Notifications' }));
    await screen.findByRole('dialog', { name: 'Alerts' });
    // The page under the popover is inert: a press outside lands on React Aria's underlay.
    await user.click(document.querySelector('[data-testid="underlay"]')!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
