// The profile menu (001 §2.2): a menu button with the user's picture (or initials) and name; items in the
// gateway's order, on the kit's menu button (docs/architecture.md, "Widgets").
import { label, t } from '../../kit/copy';
import { MenuButton, type MenuEntry } from '../../kit/menu/menu-button';
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
  const name = t('shell.header.userName', { firstName, lastName }).trim();
  const picture = useAvatarPicture();
  const entries = items.flatMap((item): MenuEntry[] => {
    const text = label(item.label);
    if (item.kind === 'route' && item.route) return [{ id: item.id, label: text, textValue: text, href: routeHref(item.route) }];
    if (!item.url) return [];
    const entry = (
      <>
        {text}
        <span className="visually-hidden"> {t('shell.opensInNewWindow')}</span>
      </>
    );
    return [{ id: item.id, label: entry, textValue: text, href: item.url, external: true }];
  });

  return (
    <div className={styles.root}>
      <MenuButton items={entries} buttonClassName={styles.button} menuClassName={styles.menu} itemClassName={styles.item}>
        <span className={styles.avatar} aria-hidden="true">
          {picture ? <img className={styles.avatarImage} src={picture} alt="" width={34} height={34} /> : initials(firstName, lastName)}
        </span>
        <span className={styles.name}>{name}</span>
        <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 6l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </MenuButton>
    </div>
  );
}
