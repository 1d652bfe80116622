// Macquarie Authenticator's status as 002 §4 names it, and the brand's help-centre link for it.
import { t } from '@kit/copy';
import type { AuthenticatorStatus } from '@kit/gql/graphql';

export function authenticatorStatusLabel(status: AuthenticatorStatus): string {
  if (status === 'INSTALLED') return t('profile.authenticator.installed');
  return status === 'IN_PROGRESS' ? t('profile.authenticator.inProgress') : t('profile.authenticator.notInstalled');
}

/** helpLinks.authenticator of the brand when it is an http(s) address. */
export function authenticatorHelpUrl(helpLinks: unknown): string | undefined {
  const url = helpLinks && typeof helpLinks === 'object' ? (helpLinks as Record<string, unknown>).authenticator : undefined;
  return typeof url === 'string' && /^https?:\/\//i.test(url) ? url : undefined;
}
