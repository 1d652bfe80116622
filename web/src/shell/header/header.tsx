// The 64 px header (001 §2.3): menu button, logo, back button, the search and bell slots, the profile
// menu and Logout.
import { useLocation } from '@tanstack/react-router';
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

export interface HeaderProps {
  user: Pick<ViewerUser, 'firstName' | 'lastName'>;
  shell: Pick<ShellData, 'brand' | 'profileMenu'>;
  registry: PluginRegistry;
  onContributionError(error: unknown): void;
}

export function Header({ user, shell, registry, onContributionError }: HeaderProps) {
  const searchShown = useLocation({ select: (location) => showsSearchBar(location.pathname) });
  return (
    <header className={styles.header}>
      <div className={styles.start}>
        <MenuButton />
        <BrandLogo logo={shell.brand.logo} />
        <BackButton />
      </div>
      <div className={styles.searchSlot} data-slot="header-search">
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
