import { t } from '@kit/copy';
import { formatDateTime } from '@kit/format-date-time';

/** 'Last login 3 Mar 2025, 9:05 am', or the welcome for a first-time user (no lastLogin). */
export function lastLoginText(lastLogin: string | null): string | null {
  if (!lastLogin) return t('dashboard.firstLogin');
  const when = formatDateTime(lastLogin);
  // An unreadable timestamp says nothing true about the user, so nothing is shown.
  return when ? t('dashboard.lastLogin', { when }) : null;
}
