// about/contact (001 §2.2 "Help"; 002 §9 assist numbers; 000 §9 chat hours): phone, live chat, help centre,
// postal address and email for the signed-in user's brand.
import { useQuery } from '@apollo/client/react';
import { Button } from '@kit/button';
import { openChat, useChatAvailable } from '@kit/chat-entry';
import { t } from '@kit/copy';
import type { PageProps } from '@kit/plugin';
import { usePluginHost } from '@kit/plugin-host';
import { GET_CONTACT_ASSIST_NUMBER } from '../api/contact';
import { brandContact, telHref } from '../lib/settings';
import { Card, HeadingBlock, QueryStates, layout } from '@kit/layout';
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
      <HeadingBlock level={1} title={t('contact.title')} intro={t('contact.intro')} />
      <div className={`${layout.cardGrid} ${styles.cards}`}>
        <Card headingId="contact-phone" title={t('contact.phone.heading')} className={styles.card}>
          <QueryStates data={number} loading={loading} error={error} loadingLabel={t('contact.phone.loading')} errorMessage={t('contact.phone.error')} refetch={refetch}>
            {(number) => (
              <p>
                {t('contact.phone.text')}{' '}
                <a className={styles.number} href={telHref(number)}>
                  {number}
                </a>
              </p>
            )}
          </QueryStates>
        </Card>
        <Card headingId="contact-chat" title={t('contact.chat.heading')} className={styles.card}>
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
        </Card>
        {helpUrl && (
          <Card headingId="contact-help" title={t('contact.help.heading')} className={styles.card}>
            <p>{t('contact.help.text')}</p>
            <p className={styles.actions}>
              <a href={helpUrl} target="_blank" rel="noopener noreferrer">
                {t('contact.help.link')}
              </a>
            </p>
          </Card>
        )}
        {brand && (
          <Card headingId="contact-post" title={t('contact.post.heading')} className={styles.card}>
            <address className={styles.address}>
              {brand.postalAddress.map((line) => (
                <span key={line}>
                  {line}
                  <br />
                </span>
              ))}
            </address>
          </Card>
        )}
        {brand && (
          <Card headingId="contact-email" title={t('contact.email.heading')} className={styles.card}>
            <p>
              <a href={`mailto:${brand.email}`}>{brand.email}</a>
            </p>
          </Card>
        )}
      </div>
    </div>
  );
}
