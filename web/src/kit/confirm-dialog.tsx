// A confirmation on the kit's Modal: a line that says what will happen, "cancel" and "confirm" buttons, and a
// refusal said inside the dialog (a kit error notice). Cancelling a payment or a request, closing a group,
// signing a device out and changing the security level all ask this way.
import type { ReactNode } from 'react';
import { Button } from './button';
import layout from './layout/layout.module.css';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** What confirming will do: a line of text. */
  children: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  /** Said on the confirm button while busy (the confirm label when omitted). */
  busyLabel?: string;
  /** The confirmed action is under way: both buttons wait for it. */
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
  /** Escape cancels; off, the adviser must pick an action (002 §9). */
  escapeCancels?: boolean;
  /** The button focused as the dialog opens: "cancel" where the action cannot be undone. */
  initialFocus?: 'cancel' | 'confirm';
  /** Why the action was refused, said in the dialog. */
  error?: string | null;
}

export function ConfirmDialog({
  open,
  title,
  children,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy = false,
  onCancel,
  onConfirm,
  escapeCancels = false,
  initialFocus = 'confirm',
  error,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onEscape={escapeCancels ? onCancel : undefined}
      actions={
        <>
          <Button variant="secondary" data-autofocus={initialFocus === 'cancel' || undefined} onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button data-autofocus={initialFocus === 'confirm' || undefined} onClick={onConfirm} disabled={busy}>
            {busy && busyLabel ? busyLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <p>{children}</p>
      {error && (
        <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
          {error}
        </p>
      )}
    </Modal>
  );
}
