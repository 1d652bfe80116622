// 'Get or activate Macquarie Authenticator' (000 §2 "Other") on My security: the help-centre link and
// 'Activate with QR code', for an adviser whose authenticator is not yet installed.
import { t } from '@kit/copy';
import { RouteLink } from '@kit/route-link';
import own from './my-security.module.css';

export function AuthenticatorBanner({ helpUrl }: { helpUrl: string | undefined }) {
  return (
    <section className={own.banner} aria-labelledby="security-authenticator-banner">
      <div className={own.bannerText}>
        <h2 id="security-authenticator-banner" className={own.bannerTitle}>
          {t('shell.authenticator.title')}
        </h2>
        <p className={own.bannerBody}>
          {t('shell.authenticator.body')}{' '}
          {helpUrl && (
            <a href={helpUrl} target="_blank" rel="noopener noreferrer">
              {t('shell.authenticator.help')}
              <span className="visually-hidden"> {t('shell.opensInNewWindow')}</span>
            </a>
          )}
        </p>
      </div>
      <RouteLink to="profile-security-qr-code" className={own.buttonLink}>
        {t('shell.authenticator.activate')}
      </RouteLink>
    </section>
  );
}
