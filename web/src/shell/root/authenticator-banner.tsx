// 'Get or activate Macquarie Authenticator' (000 §2 "Other"), behind the general.authenticatorBanner flag.
// Shown on the dashboard while the adviser's authenticator is not installed (once its status is known, so it
// never flashes for one who has it), with 'Activate with QR code' leading to My security's QR code page (a
// RouteLink: inert if the profile plugin is off); closing it hides it for the rest of the browser session.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '../../kit/copy';
import layout from '../../kit/layout/layout.module.css';
import { RouteLink } from '../../kit/route-link';
import { GET_AUTHENTICATOR_STATUS } from '../api/get-authenticator-status';
import { browserSessionStorage } from '../../session/memory-storage';
import styles from './authenticator-banner.module.css';

export const AUTHENTICATOR_BANNER_FLAG = 'general.authenticatorBanner';
const DISMISSED_KEY = 'ao_authenticator_banner_closed';

export function AuthenticatorBanner({ helpUrl }: { helpUrl: string | undefined }) {
  const [closed, setClosed] = useState(() => !!browserSessionStorage().getItem(DISMISSED_KEY));
  const status = useQuery(GET_AUTHENTICATOR_STATUS, { skip: closed, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const known = status.data?.authenticator?.status;
  if (closed || !known || known === 'INSTALLED') return null;
  const close = () => {
    browserSessionStorage().setItem(DISMISSED_KEY, 'true');
    setClosed(true);
  };
  return (
    <section className={styles.banner} aria-labelledby="authenticator-banner-title">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <rect x="6" y="2" width="12" height="20" rx="2.5" fill="none" stroke="currentColor" strokeWidth="1.8" />
        <path d="M9.5 12.2l1.8 1.8 3.4-3.6" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <div className={styles.text}>
        <h2 id="authenticator-banner-title" className={styles.title}>
          {t('shell.authenticator.title')}
        </h2>
        <p className={styles.body}>
          {t('shell.authenticator.body')}{' '}
          {helpUrl && (
            <a href={helpUrl} target="_blank" rel="noopener noreferrer">
              {t('shell.authenticator.help')}
              <span className="visually-hidden"> {t('shell.opensInNewWindow')}</span>
            </a>
          )}
        </p>
      </div>
      <RouteLink to="profile-security-qr-code" className={`${layout.primaryLink} ${styles.action}`}>
        {t('shell.authenticator.activate')}
      </RouteLink>
      <button type="button" className={styles.close} aria-label={t('shell.authenticator.close')} onClick={close}>
        <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
      </button>
    </section>
  );
}
