// A modal dialog on the native <dialog>: the browser traps focus, makes the page behind inert and
// returns focus on close, so keyboard and screen-reader use come with it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The buttons, right-aligned under the body. Mark the one to focus first with data-autofocus. */
  actions: ReactNode;
  /** Escape: called when given; without it Escape does nothing (the user must pick an action). */
  onEscape?: () => void;
  /** 'alert' for a dialog that interrupts (the session time-out). */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'large';
}

export function Modal({ open, title, children, actions, onEscape, role = 'dialog', size = 'small' }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal focuses the first button; the owner may name a better first focus with data-autofocus.
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`${styles.modal} ${styles[size]}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-modal="true"
      // The browser's own Escape handling closes the dialog behind React's back; the owner decides instead.
      onCancel={(event) => {
        event.preventDefault();
        onEscape?.();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.body}>{children}</div>
      <div className={styles.actions}>{actions}</div>
    </dialog>
  );
}
