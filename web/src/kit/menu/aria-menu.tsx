// The menu button's menu, on React Aria's Menu (./menu-button.tsx loads it lazily, inside the kit popover). In-app
// items navigate through the portal's router; external ones open in a new window.
import { useRouter } from '@tanstack/react-router';
import '../react-aria-styles';
import { Menu, MenuItem, RouterProvider } from 'react-aria-components';
import type { MenuEntry } from './menu-button';

/** A URL with a scheme or a protocol-relative one: not the router's to build. */
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export interface AriaMenuProps {
  id: string;
  items: readonly MenuEntry[];
  /** The id of the button that names the menu. */
  labelledBy: string;
  /** The item focused on opening: the first (a press, Enter, Space, ArrowDown) or the last (ArrowUp). */
  autoFocus: 'first' | 'last';
  /** Choosing an item closes the menu. */
  onClose(): void;
  className: string;
  itemClassName: string;
}

export default function AriaMenu({ id, items, labelledBy, autoFocus, onClose, className, itemClassName }: AriaMenuProps) {
  const router = useRouter();
  return (
    <RouterProvider
      navigate={(to) => void router.navigate({ to })}
      useHref={(to) => (EXTERNAL.test(to) ? to : router.history.createHref(router.buildLocation({ to }).href))}
    >
      <Menu id={id} className={className} aria-labelledby={labelledBy} autoFocus={autoFocus} onClose={onClose}>
        {items.map((item) => (
          <MenuItem
            key={item.id}
            id={item.id}
            textValue={item.textValue}
            href={item.href}
            target={item.external ? '_blank' : undefined}
            rel={item.external ? 'noopener noreferrer' : undefined}
            className={itemClassName}
          >
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </RouterProvider>
  );
}
