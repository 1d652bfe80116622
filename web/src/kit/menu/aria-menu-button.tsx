// The menu button's React Aria half (kit/menu/menu-button.tsx loads it after the first paint). In-app items
// navigate through the portal's router; external ones open in a new window.
import { useRouter } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import '../react-aria-styles';
import { Button, Menu, MenuItem, MenuTrigger, Popover, RouterProvider } from 'react-aria-components';
import type { MenuButtonProps } from './menu-button';

/** A URL with a scheme or a protocol-relative one: not the router's to build. */
const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

export interface AriaMenuButtonProps extends MenuButtonProps {
  /** Opened by a press before this chunk arrived: open at once, focusing the first or last item. */
  openOnLoad: 'first' | 'last' | null;
  /** The plain button had focus when this replaced it. */
  autoFocus: boolean;
}

export function AriaMenuButton({ items, children, buttonClassName, menuClassName, itemClassName, openOnLoad, autoFocus }: AriaMenuButtonProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  // Opened only once the new button has focus, so closing the menu returns focus to it.
  useEffect(() => {
    if (openOnLoad === null) return;
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, [openOnLoad]);
  return (
    <RouterProvider
      navigate={(to) => void router.navigate({ to })}
      useHref={(to) => (EXTERNAL.test(to) ? to : router.history.createHref(router.buildLocation({ to }).href))}
    >
      <MenuTrigger isOpen={open} onOpenChange={setOpen}>
        <Button className={buttonClassName} autoFocus={autoFocus || openOnLoad !== null}>
          {children}
        </Button>
        <Popover placement="bottom end" offset={8}>
          <Menu className={menuClassName} autoFocus={openOnLoad ?? 'first'}>
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
        </Popover>
      </MenuTrigger>
    </RouterProvider>
  );
}
