// My security's way to its sub-pages: update password, connected devices, the authenticator and step-up.
import { t } from '@kit/copy';
import type { AuthenticatorStatus } from '@kit/gql/graphql';
import { RouteLink } from '@kit/route-link';
import { authenticatorStatusLabel } from './authenticator-status';
import { layout } from '@kit/layout';
import styles from './profile.module.css';
import own from './my-security.module.css';

export function SecurityLinks({ authenticatorStatus }: { authenticatorStatus: AuthenticatorStatus | undefined }) {
  return (
    <section className={layout.panel} aria-labelledby="security-more">
      <h2 id="security-more" className={layout.sectionTitle}>
        {t('profile.security.moreTitle')}
      </h2>
      <ul className={own.linkList}>
        <li className={own.linkItem}>
          <RouteLink to="profile-security-update-password">{t('profile.security.updatePasswordLink')}</RouteLink>
          <span className={styles.hint}>{t('profile.security.updatePasswordHint')}</span>
        </li>
        <li className={own.linkItem}>
          <RouteLink to="profile-security-connected-devices">{t('profile.security.devicesLink')}</RouteLink>
          <span className={styles.hint}>{t('profile.security.devicesHint')}</span>
        </li>
        <li className={own.linkItem}>
          <RouteLink to="profile-security-qr-code">{t('profile.security.authenticatorLink')}</RouteLink>
          <span className={styles.hint}>
            {authenticatorStatus
              ? t('profile.security.authenticatorHint', { status: authenticatorStatusLabel(authenticatorStatus) })
              : t('profile.qr.intro')}
          </span>
        </li>
        <li className={own.linkItem}>
          <RouteLink to="profile-security-step-up">{t('profile.security.stepUpLink')}</RouteLink>
          <span className={styles.hint}>{t('profile.security.stepUpHint')}</span>
        </li>
      </ul>
    </section>
  );
}
