// After the save: the payment's reference and, per chosen signatory, the challenge's outcome: sent (by which
// method) or the gateway's 002 §8 message as given; a failed call gives the 002 §8 submit failure.
import { t } from '@kit/copy';
import { Button } from '@kit/button';
import { RouteLink } from '@kit/route-link';
import { methodLabel } from '../../lib/payment-labels';
import { layout } from '@kit/layout';
import styles from './make-payment.module.css';

export interface SignatoryOutcome {
  partyId: string;
  name: string;
  state: 'sending' | 'sent' | 'failed';
  /** The method it went by (sent) or the message to show (failed). */
  method?: string | null;
  message?: string | null;
}

/**
 * What the outcomes add up to once every request has ended: all sent, some not sent, or none sent (the payment is
 * saved and waits for approvals no signatory has been asked for). While any is still sending: 'sending'.
 */
export function resultOf(outcomes: readonly SignatoryOutcome[]): 'sending' | 'sent' | 'someFailed' | 'noneSent' {
  if (outcomes.some((o) => o.state === 'sending')) return 'sending';
  const failed = outcomes.filter((o) => o.state === 'failed').length;
  if (failed === 0) return 'sent';
  return failed === outcomes.length ? 'noneSent' : 'someFailed';
}

export function ResultStep({ paymentId, outcomes, onAnother }: { paymentId: string; outcomes: readonly SignatoryOutcome[]; onAnother: () => void }) {
  const result = resultOf(outcomes);
  return (
    <section className={`${layout.form} ${styles.form}`} aria-labelledby="make-payment-result">
      <h3 id="make-payment-result" className={styles.heading} tabIndex={-1}>
        {t(result === 'noneSent' ? 'payments.make.result.titleNoneSent' : 'payments.make.result.title')}
      </h3>
      <p>{t('payments.make.result.reference', { id: paymentId })}</p>
      {(result === 'noneSent' || result === 'someFailed') && (
        <p role="alert">{t(result === 'noneSent' ? 'payments.make.result.noneSent' : 'payments.make.result.someFailed')}</p>
      )}
      <p className={layout.muted}>{t('payments.make.result.intro')}</p>
      <ul className={`${layout.list} ${styles.signatories}`} aria-live="polite">
        {outcomes.map((o) => (
          <li key={o.partyId} className={`${styles.outcome} ${o.state === 'sent' ? styles.outcomeSent : o.state === 'failed' ? styles.outcomeFailed : ''}`} data-party={o.partyId}>
            {o.state === 'sending' && t('payments.make.result.sending', { name: o.name })}
            {o.state === 'sent' && t('payments.make.result.sent', { name: o.name, method: methodLabel(o.method) })}
            {o.state === 'failed' && o.message}
          </li>
        ))}
      </ul>
      <div className={layout.actions}>
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
