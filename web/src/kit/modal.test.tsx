import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './modal';

const actions = (
  <>
    <button type="button">Cancel</button>
    <button type="button" data-autofocus>
      Continue
    </button>
  </>
);

describe('Modal', () => {
  it('is a modal dialog named by its title, focusing the action marked data-autofocus', () => {
    render(<Modal open title="Are you still there?" actions={actions}>Body text</Modal>);
    const dialog = screen.getByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveProperty('open', true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
  });

  it('leaves Escape to its owner: onEscape is called and the dialog stays until the owner closes it', () => {
    const onEscape = vi.fn();
    const { rerender } = render(<Modal open title="Leave?" actions={actions} onEscape={onEscape}>Body</Modal>);
    const dialog = screen.getByRole('dialog', { name: 'Leave?' });
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(onEscape).toHaveBeenCalledOnce();
    expect(cancel.defaultPrevented).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Leave?' })).toBeTruthy();
    rerender(<Modal open={false} title="Leave?" actions={actions} onEscape={onEscape}>Body</Modal>);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('can interrupt as an alertdialog', () => {
    render(<Modal open title="Session ending" role="alertdialog" actions={actions}>Body</Modal>);
    expect(screen.getByRole('alertdialog', { name: 'Session ending' })).toBeTruthy();
  });
});
