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

describe('Modal with allowAboveModals', () => {
  function page(open: boolean, onEscape?: () => void) {
    return (
      <div>
        <header>
          <button type="button">Menu</button>
        </header>
        <main>
          <button type="button">Behind</button>
        </main>
        <div>
          <div data-above-modals="">
            <button type="button">Chat with us</button>
          </div>
          <Modal open={open} title="Start a screen sharing session" actions={actions} onEscape={onEscape} allowAboveModals>
            Your code
          </Modal>
        </div>
      </div>
    );
  }

  it('leaves the marked layer usable and makes the rest of the page inert until it closes', () => {
    const { rerender } = render(page(true));
    const dialog = screen.getByRole('dialog', { name: 'Start a screen sharing session' });
    expect(dialog).toHaveProperty('open', true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Continue' }));
    const inert = (name: string) => !!screen.getByRole('button', { name, hidden: true }).closest('[inert]');
    expect(inert('Menu')).toBe(true);
    expect(inert('Behind')).toBe(true);
    expect(inert('Chat with us')).toBe(false);
    expect(inert('Cancel')).toBe(false);
    rerender(page(false));
    expect(document.querySelectorAll('[inert]')).toHaveLength(0);
  });

  it('gives Escape inside the dialog to its owner', () => {
    const onEscape = vi.fn();
    render(page(true, onEscape));
    fireEvent.keyDown(screen.getByRole('button', { name: 'Continue' }), { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledOnce();
  });
});
