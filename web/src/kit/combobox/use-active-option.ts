// The combobox's active option (use-combobox.ts): arrow keys move it among the popup's [role=option] elements
// (aria-activedescendant keeps focus in the input), Enter opens it. The options may belong to several listboxes
// rendered by different components, so the active one is marked on the DOM rather than threaded through them.
import { useEffect, useState, type RefObject } from 'react';

const OPTIONS = '[role="option"]:not([aria-disabled="true"])';

export function useActiveOption(overlay: RefObject<HTMLElement | null>, open: boolean) {
  const [activeId, setActiveId] = useState<string | null>(null);
  const current = open ? activeId : null;

  useEffect(() => {
    const root = overlay.current;
    if (!root) return;
    for (const option of root.querySelectorAll('[role="option"]')) {
      option.toggleAttribute('data-active', option.id === current);
      option.setAttribute('aria-selected', String(option.id === current));
    }
    if (current) document.getElementById(current)?.scrollIntoView({ block: 'nearest' });
  });

  function move(step: 1 | -1) {
    const options = [...(overlay.current?.querySelectorAll<HTMLElement>(OPTIONS) ?? [])];
    if (options.length === 0) return setActiveId(null);
    // An option that has gone (new results, closed overlay) counts as none: start from the end it moves from.
    const at = options.findIndex((o) => o.id === current);
    const next = at === -1 ? (step === 1 ? 0 : options.length - 1) : (at + step + options.length) % options.length;
    setActiveId(options[next].id);
  }

  /** Follows the active option's link; false when there is none (the caller may do something else). */
  function activate(): boolean {
    const option = current ? document.getElementById(current) : null;
    if (!option || !overlay.current?.contains(option)) return false;
    const link = option instanceof HTMLAnchorElement ? option : option.querySelector('a');
    link?.click();
    return Boolean(link);
  }

  return { activeId: current, move, activate };
}
