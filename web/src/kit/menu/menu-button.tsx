// One menu button for the portal (docs/architecture.md, "Widgets"): the kit's own button, in the page from the
// first paint, opens React Aria's Menu in the kit popover (WAI-ARIA menu button: a press, Enter, Space or ArrowDown
// opens it on its first item, ArrowUp on its last; Escape closes it and focus returns to the button). The menu's
// code is fetched once the page is idle, or at once on hover, focus or an opening; the button never changes.
import { useId, useRef, useState, type ReactNode } from 'react';
import { lazyPart, usePreloadOnIdle } from '../popover/lazy-part';
import { Popover, preloadPopover } from '../popover/popover';

export interface MenuEntry {
  id: string;
  /** What the item shows (may hold visually hidden text such as "opens in a new window"). */
  label: ReactNode;
  /** The item's plain text, for type-ahead. */
  textValue: string;
  /** An in-app path ("/dashboard/profile") or, with external, a URL opened in a new window. */
  href: string;
  external?: boolean;
}

export interface MenuButtonProps {
  items: readonly MenuEntry[];
  /** What the button shows; its text is the button's accessible name and the menu's (it labels the menu). */
  children: ReactNode;
  buttonClassName: string;
  menuClassName: string;
  itemClassName: string;
}

const menu = lazyPart(() => import('./aria-menu'));

/** The popover's code and the menu's, fetched together so an opening waits for one round trip, not two. */
const preloadMenu = () => Promise.all([preloadPopover(), menu.preload()]);

const OPENING_KEYS: Partial<Record<string, 'first' | 'last'>> = { Enter: 'first', ' ': 'first', ArrowDown: 'first', ArrowUp: 'last' };

export function MenuButton({ items, children, buttonClassName, menuClassName, itemClassName }: MenuButtonProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const buttonId = useId();
  const menuId = useId();
  /** Which item takes focus when it opens; null while closed. */
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  usePreloadOnIdle(preloadMenu);

  const show = (focus: 'first' | 'last') => {
    // Focus on the button first (Safari does not focus a pressed button), so closing returns it there.
    buttonRef.current?.focus();
    void preloadMenu().catch(() => undefined);
    setOpen(focus);
  };
  const close = () => setOpen(null);

  return (
    <>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={buttonClassName}
        aria-haspopup="true"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onPointerEnter={(event) => event.pointerType !== 'touch' && void preloadMenu().catch(() => undefined)}
        onFocus={() => void preloadMenu().catch(() => undefined)}
        onClick={() => show('first')}
        // Keys open at keydown, as React Aria's own trigger does: the key's click (Enter's comes at keydown, Space's
        // at keyup) would otherwise reach the menu that has just taken focus.
        onKeyDown={(event) => {
          const focus = OPENING_KEYS[event.key];
          if (!focus) return;
          event.preventDefault();
          show(focus);
        }}
      >
        {children}
      </button>
      <Popover triggerRef={buttonRef} isOpen={open !== null} onOpenChange={(isOpen) => !isOpen && close()} placement="bottom end" labelledBy={buttonId}>
        <menu.Part items={items} labelledBy={buttonId} autoFocus={open ?? 'first'} onClose={close} className={menuClassName} itemClassName={itemClassName} id={menuId} />
      </Popover>
    </>
  );
}
