// After the save: the payment's reference and, per chosen signatory, the challenge's outcome: sent (by which
// method) or the gateway's 002 §8 message as given; a failed call gives the 002 §8 submit failure.
import { t } from '@kit/copy';
import { Button } from '@kit/button';
import { RouteLink } from '@kit/route-link';
import { methodLabel } from '../../lib/payment-labels';
import styles from './make-payment.module.css';

export interface SignatoryOutcome {
  partyId: string;
  name: string;
  state: 'sending' | 'sent' | 'failed';
  /** The method it went by (sent) or the message to show (failed). */
  method?: string | null;
  message?: string | null;
}

export function ResultStep({ paymentId, outcomes, onAnother }: { paymentId: string; outcomes: readonly SignatoryOutcome[]; onAnother: () => void }) {
  return (
    <section className={styles.form} aria-labelledby="make-payment-result">
      <h3 id="make-payment-result" className={styles.heading} tabIndex={-1}>
        {t('payments.make.result.title')}
      </h3>
      <p>{t('payments.make.result.reference', { id: paymentId })}</p>
      <p className={styles.muted}>{t('payments.make.result.intro')}</p>
      <ul className={styles.signatories} aria-live="polite">
        {outcomes.map((o) => (
          <li key={o.partyId} className={`${styles.outcome} ${o.state === 'sent' ? styles.outcomeSent : o.state === 'failed' ? styles.outcomeFailed : ''}`} data-party={o.partyId}>
            {o.state === 'sending' && t('payments.make.result.sending', { name: o.name })}
            {o.state === 'sent' && t('payments.make.result.sent', { name: o.name, method: methodLabel(o.method) })}
            {o.state === 'failed' && o.message}
          </li>
        ))}
      </ul>
      <div className={styles.links}>
        <RouteLink to="payments.manage" className={styles.link}>
          {t('payments.make.result.manage')}
        </RouteLink>
        <Button variant="secondary" onClick={onAnother}>
          {t('payments.make.result.another')}
        </Button>
      </div>
    </section>
  );
}
