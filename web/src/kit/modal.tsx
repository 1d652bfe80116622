// A modal dialog on the native <dialog>: the browser traps focus, makes the page behind inert and
// returns focus on close, so keyboard and screen-reader use come with it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { inertAllBut } from './above-modals';
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
  /**
   * Leaves the layers marked data-above-modals (the chat) usable: the dialog opens non-modally over its own
   * backdrop and the rest of the page is made inert by hand (kit/above-modals.ts); Tab stays within the dialog
   * and those layers.
   */
  allowAboveModals?: boolean;
}

export function Modal({ open, title, children, actions, onEscape, role = 'dialog', size = 'small', allowAboveModals = false }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (allowAboveModals) dialog.show();
      else dialog.showModal();
      // showModal focuses the first button; the owner may name a better first focus with data-autofocus.
      // show() moves no focus: the first control takes it.
      const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? (allowAboveModals ? dialog.querySelector<HTMLElement>('button, a[href], input') : null);
      first?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, allowAboveModals]);

  // Non-modal: the page behind is inert but for the dialog's layer and the marked layers; Escape is the owner's.
  useEffect(() => {
    const dialog = ref.current;
    if (!open || !allowAboveModals || !dialog) return;
    const previous = document.activeElement as HTMLElement | null;
    const layer = dialog.parentElement ?? dialog;
    const undo = inertAllBut(layer);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !dialog.contains(event.target as Node)) return;
      event.preventDefault();
      onEscape?.();
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      undo();
      if (previous?.isConnected) previous.focus();
    };
  }, [open, allowAboveModals, onEscape]);

  if (!open) return null;
  const dialogElement = (
    <dialog
      ref={ref}
      className={`${styles.modal} ${styles[size]} ${allowAboveModals ? styles.nonModal : ''}`}
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
  if (!allowAboveModals) return dialogElement;
  return (
    <div className={styles.layer}>
      <div className={styles.backdrop} aria-hidden="true" />
      {dialogElement}
    </div>
  );
}
