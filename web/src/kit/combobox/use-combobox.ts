// One combobox for the portal (docs/architecture.md, "Widgets"): the WAI-ARIA combobox pattern, whose popup may
// hold several titled listboxes beside other controls (the header search's sections, status pills and favourite
// stars). Focus stays in the input; the arrow keys open the popup and then move an active option
// (aria-activedescendant) through every enabled option of the popup in page order, wrapping; Enter follows the
// active option's link, or does the caller's default; Escape, a press outside or tabbing out of the combobox
// closes it, and so does following a link in the popup. The caller renders the input and the popup and owns
// when the popup opens (on focus, after typing); this hook gives them their roles, states and keys.
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import { useActiveOption } from './use-active-option';

export interface ComboboxOptions {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Enter with no active option (the header search follows its results' 'View all'). */
  onEnterWithoutOption?(popup: HTMLElement): void;
}

export function useCombobox({ open, onOpenChange, onEnterWithoutOption }: ComboboxOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const popupRef = useRef<HTMLDivElement>(null);
  const popupId = useId();
  const active = useActiveOption(popupRef, open);

  // A press outside the combobox closes the popup (Escape is the input's own).
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, onOpenChange]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) onOpenChange(true);
      else active.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      if (open && !active.activate() && popupRef.current) onEnterWithoutOption?.(popupRef.current);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      onOpenChange(false);
    }
  };

  return {
    /** On the element around the input and the popup. */
    rootProps: {
      ref: rootRef,
      // Tabbing out of the combobox closes the popup as a press outside does.
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) onOpenChange(false);
      },
    },
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': open,
      'aria-controls': popupId,
      'aria-activedescendant': open && active.activeId ? active.activeId : undefined,
      onKeyDown,
    } as const,
    popupProps: {
      id: popupId,
      ref: popupRef,
      hidden: !open,
      // Following any link in the popup leaves the combobox: close it.
      onClick: (event: MouseEvent<HTMLElement>) => {
        if ((event.target as HTMLElement).closest('a')) onOpenChange(false);
      },
    },
  };
}
