// The 64 px header (001 §2.3): menu button, logo, back button, the search and bell slots, the profile
// menu and Logout.
import { useLocation } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ViewerUser } from '../../api/operations/get-viewer-user';
import type { ShellData } from '../api/shell-types';
import type { PluginRegistry } from '../plugins/plugin-registry';
import { MenuButton } from '../side-nav/menu-button';
import { BackButton } from './back-button';
import { BrandLogo } from './brand-logo';
import styles from './header.module.css';
import { HeaderSlot } from './header-slot';
import { LogoutButton } from './logout-button';
import { ProfileMenu } from './profile-menu';
import { showsSearchBar } from './search-bar-rule';
import { focusWhenThere, useSearchShortcut } from './use-search-shortcut';

export interface HeaderProps {
  user: Pick<ViewerUser, 'firstName' | 'lastName'>;
  shell: Pick<ShellData, 'brand' | 'profileMenu'>;
  registry: PluginRegistry;
  onContributionError(error: unknown): void;
}

export function Header({ user, shell, registry, onContributionError }: HeaderProps) {
  const pathname = useLocation({ select: (location) => location.pathname });
  // The search shortcut works on every page: where the specification hides the box (001 §2.3), it shows it
  // until the adviser moves to another page.
  const [summonedOn, setSummonedOn] = useState<string | null>(null);
  const searchShown = showsSearchBar(pathname) || summonedOn === pathname;
  const slotRef = useRef<HTMLDivElement>(null);
  const stopFocusing = useRef<() => void>(() => undefined);
  const onShortcut = useCallback(() => {
    setSummonedOn(pathname);
    stopFocusing.current();
    stopFocusing.current = focusWhenThere(() => slotRef.current?.querySelector<HTMLInputElement>('input[role="combobox"]') ?? null);
  }, [pathname]);
  useSearchShortcut(onShortcut);
  useEffect(() => () => stopFocusing.current(), []);
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <MenuButton />
        <BrandLogo logo={shell.brand.logo} />
        <BackButton />
      </div>
      <div className={styles.searchSlot} data-slot="header-search" ref={slotRef}>
        {searchShown && <HeaderSlot load={registry.headerSearch} onError={onContributionError} />}
      </div>
      <div className={styles.end}>
        <div className={styles.bellSlot} data-slot="header-bell">
          <HeaderSlot load={registry.headerBell} onError={onContributionError} />
        </div>
        <ProfileMenu firstName={user.firstName} lastName={user.lastName} items={shell.profileMenu} />
        <LogoutButton />
      </div>
    </header>
  );
}
