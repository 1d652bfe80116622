// about/contact (001 §2.2 "Help"; 002 §9 assist numbers; 000 §9 chat hours): phone, live chat, help centre,
// postal address and email for the signed-in user's brand.
import { useQuery } from '@apollo/client/react';
import { Button } from '@kit/button';
import { openChat, useChatAvailable } from '@kit/chat-entry';
import { t } from '@kit/copy';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { PageProps } from '@kit/plugin';
import { usePluginHost } from '@kit/plugin-host';
import { GET_CONTACT_ASSIST_NUMBER } from '../api/contact';
import { brandContact, telHref } from '../lib/settings';
import { layout } from '@kit/layout';
import styles from './contact.module.css';

export default function ContactPage(_props: PageProps<'contact'>) {
  const host = usePluginHost();
  const { data, loading, error, refetch } = useQuery(GET_CONTACT_ASSIST_NUMBER);
  const chatAvailable = useChatAvailable();
  const helpUrl = host.navLinkUrl('help-centre');
  const brand = brandContact(host.settings('contact'), host.brand.key);
  const number = data?.screenShareAssistNumber;

  return (
    <div className={layout.page}>
      <header>
        <h1 className={layout.title}>{t('contact.title')}</h1>
        <p className={layout.subtitle}>{t('contact.intro')}</p>
      </header>
      <div className={styles.cards}>
        <section className={styles.card} aria-labelledby="contact-phone">
          <h2 id="contact-phone">{t('contact.phone.heading')}</h2>
          {loading && !number && <LoadingState label={t('contact.phone.loading')} />}
          {error && !number && <ErrorState message={t('contact.phone.error')} onRetry={() => void refetch().catch(() => undefined)} />}
          {number && (
            <p>
              {t('contact.phone.text')}{' '}
              <a className={styles.number} href={telHref(number)}>
                {number}
              </a>
            </p>
          )}
        </section>
        <section className={styles.card} aria-labelledby="contact-chat">
          <h2 id="contact-chat">{t('contact.chat.heading')}</h2>
          <p>
            <span className={layout.muted}>{t('contact.chat.hoursLabel')}: </span>
            {t('contact.chat.hours')}
          </p>
          <div className={styles.actions}>
            {chatAvailable ? (
              <Button onClick={() => openChat()}>{t('contact.chat.open')}</Button>
            ) : (
              <p className={layout.muted}>{t('contact.chat.unavailable')}</p>
            )}
          </div>
        </section>
        {helpUrl && (
          <section className={styles.card} aria-labelledby="contact-help">
            <h2 id="contact-help">{t('contact.help.heading')}</h2>
            <p>{t('contact.help.text')}</p>
            <p className={styles.actions}>
              <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                {t('contact.help.link')}
              </a>
            </p>
          </section>
        )}
        {brand && (
          <section className={styles.card} aria-labelledby="contact-post">
            <h2 id="contact-post">{t('contact.post.heading')}</h2>
            <address className={styles.address}>
              {brand.postalAddress.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </section>
        )}
        {brand && (
          <section className={styles.card} aria-labelledby="contact-email">
            <h2 id="contact-email">{t('contact.email.heading')}</h2>
            <p>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
