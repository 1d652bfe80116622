// One menu button for the portal (docs/architecture.md, "Widgets"): React Aria's MenuTrigger, Menu and Popover,
// loaded after the first paint. The header shows its menu button on every page, and React Aria's menu is about
// 50 KB gzip: until that chunk is here (fetched once the page has painted and the browser is idle, or at once on
// pointer or focus) the button is a plain one that looks the same; a press or an arrow key before then opens the
// menu as soon as it arrives, and focus stays on the button across the swap.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../plugin-load';
import type { AriaMenuButtonProps } from './aria-menu-button';

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

type Loaded = (props: AriaMenuButtonProps) => ReactNode;
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

function loadMenu(): Promise<Loaded> {
  loading ??= import('./aria-menu-button').then((module) => (loaded = module.AriaMenuButton));
  return loading;
}

export function MenuButton(props: MenuButtonProps) {
  const [Menu, setMenu] = useState<Loaded | null>(() => loaded);
  const [openOnLoad, setOpenOnLoad] = useState<'first' | 'last' | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [focusOnLoad, setFocusOnLoad] = useState(false);

  useEffect(() => {
    if (Menu) return;
    let gone = false;
    // After the signed-in page has painted and the browser is idle (kit/plugin-load.ts), never on its way.
    void whenIdle()
      .then(loadMenu)
      .then((menu) => !gone && setMenu(() => menu), () => undefined);
    return () => {
      gone = true;
    };
  }, [Menu]);

  if (Menu) return <Menu {...props} openOnLoad={openOnLoad} autoFocus={focusOnLoad} />;

  const loadNow = () => {
    setFocusOnLoad(document.activeElement === buttonRef.current);
    void loadMenu().then((menu) => setMenu(() => menu), () => undefined);
  };
  const open = (focus: 'first' | 'last') => {
    setOpenOnLoad(focus);
    loadNow();
  };
  return (
    <button
      ref={buttonRef}
      type="button"
      className={props.buttonClassName}
      aria-haspopup="true"
      aria-expanded="false"
      // A mouse or pen press is taken as the intent at pointer down: the chunk may arrive (from the cache) before the
      // click, and the click would then land on a button that is gone.
      onPointerEnter={(event) => event.pointerType !== 'touch' && loadNow()}
      onPointerDown={(event) => event.pointerType !== 'touch' && open('first')}
      onFocus={loadNow}
      onClick={() => open('first')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          open(event.key === 'ArrowDown' ? 'first' : 'last');
        }
      }}
    >
      {props.children}
    </button>
  );
}
