import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

const escape = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('ConfirmDialog', () => {
  it('says what will happen, focuses the button it is told to and calls back on each', () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog open title="Cancel payment" cancelLabel="Keep payment" confirmLabel="Cancel payment" initialFocus="cancel" onCancel={onCancel} onConfirm={onConfirm}>
        Cancel the payment of $10.00?
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel payment' });
    expect(dialog.textContent).toContain('Cancel the payment of $10.00?');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep payment' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel payment' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    escape(dialog);
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Keep payment' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('cancels on Escape when asked, focusing confirm by default', () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog open title="Sign out?" cancelLabel="Cancel" confirmLabel="Sign out" escapeCancels onCancel={onCancel} onConfirm={() => undefined}>
        Sign out Chrome on Windows?
      </ConfirmDialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign out' }));
    escape(screen.getByRole('dialog', { name: 'Sign out?' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('holds both buttons while busy, with the busy label, and says a refusal as an alert', () => {
    render(
      <ConfirmDialog open title="Cancel request" cancelLabel="Keep" confirmLabel="Cancel request" busyLabel="Cancelling…" busy error="This request can no longer be cancelled." onCancel={() => undefined} onConfirm={() => undefined}>
        Cancel it?
      </ConfirmDialog>,
    );
    expect(screen.getByRole('button', { name: 'Keep' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Cancelling…' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('alert').textContent).toBe('This request can no longer be cancelled.');
  });
});
