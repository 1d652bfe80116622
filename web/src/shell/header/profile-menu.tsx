// The profile menu (001 §2.2): a menu button with the user's picture (or initials) and name; items in the
// gateway's order.
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { label, t } from '../../kit/copy';
import type { NavItem } from '../api/shell-types';
import { routeHref } from '../side-nav/nav-paths';
import { useAvatarPicture } from './avatar-picture';
import styles from './profile-menu.module.css';

export interface ProfileMenuProps {
  firstName: string;
  lastName: string;
  items: readonly NavItem[];
}

function initials(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

export function ProfileMenu({ firstName, lastName, items }: ProfileMenuProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = t('shell.header.userName', { firstName, lastName }).trim();
  const picture = useAvatarPicture();

  const menuItems = () => [...(rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => all[(i + all.length) % all.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(all.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        <span className={styles.avatar} aria-hidden="true">
          {picture ? <img className={styles.avatarImage} src={picture} alt="" width={34} height={34} /> : initials(firstName, lastName)}
        </span>
        <span className={styles.name}>{name}</span>
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      {open && (
        <ul id={menuId} className={styles.menu} role="menu" aria-label={t('shell.profileMenu.label')} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <li key={item.id} role="none">
              {item.kind === 'route' && item.route ? (
                <Link to={routeHref(item.route)} role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(false)}>
                  {label(item.label)}
                </Link>
              ) : item.url ? (
                <a href={item.url} target="_blank" rel="noopener noreferrer" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => close(false)}>
                  {label(item.label)}
                  <span className="visually-hidden"> {t('shell.opensInNewWindow')}</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
