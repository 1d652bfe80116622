// The search shortcut from any page: "/" where the adviser is not typing, and Ctrl+K (⌘K on a Mac) anywhere,
// ask for the header's search box, as in the mail and chat tools advisers use. Not while a modal dialog is open:
// the dialog keeps the focus until it closes. The header decides what asking means (header.tsx).
import { useEffect } from 'react';

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  if (target instanceof HTMLInputElement) return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(target.type);
  return false;
}

const modalOpen = (doc: Document) => Boolean(doc.querySelector('dialog[open], [role="dialog"][aria-modal="true"], [role="alertdialog"]'));

/** Whether `event` asks for the search box. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
}

export function useSearchShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event) || modalOpen(document)) return;
      event.preventDefault();
      onShortcut();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onShortcut]);
}

/** Focuses `find()`'s answer with its text selected once it is there (a box still loading comes a little later). */
export function focusWhenThere(find: () => HTMLInputElement | null, win: Window = window, giveUpAfterMs = 5_000): () => void {
  const started = performance.now();
  let frame = 0;
  const attempt = () => {
    const box = find();
    if (box) {
      box.focus();
      box.select();
    } else if (performance.now() - started < giveUpAfterMs) frame = win.requestAnimationFrame(attempt);
  };
  attempt();
  return () => win.cancelAnimationFrame(frame);
}
