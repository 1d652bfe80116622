// One signatory of a payment: their state and method, and 'Send authorisation' while they are still to approve.
// SENT is a toast; any other outcome is the gateway's message under the signatory, as given (002 §8, the
// brand's wording already in it).
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { sydneyDateTime } from '@kit/sydney-time';
import { announceTaskSubmitted } from '@kit/task-events';
import { useToast } from '@kit/toast/toast-atoms';
import { refusalMessage } from '@kit/refusal';
import { SEND_PAYMENT_CHALLENGE } from '../../api/manage-payments';
import type { PaymentAuthorityView, PaymentView } from '../../api/payment-fields';
import { authorityTone, canSendAuthorisation } from '../../lib/manage-payments';
import { authorityStatusLabel, methodLabel } from '../../lib/payment-labels';
import { layout } from '@kit/layout';
import { StatusPill } from '../shared/status-pill';
import styles from './manage.module.css';

export function SignatoryItem({ payment, authority, onChanged }: { payment: PaymentView; authority: PaymentAuthorityView; onChanged(): void }) {
  const [send, { loading }] = useMutation(SEND_PAYMENT_CHALLENGE);
  const [message, setMessage] = useState<string | null>(null);
  const toast = useToast();

  async function sendAuthorisation() {
    setMessage(null);
    try {
      const res = await send({ variables: { paymentId: payment.paymentId, partyId: authority.partyId } });
      const result = res.data?.sendPaymentChallenge;
      if (result?.outcome === 'SENT') {
        toast({ message: t('payments.manage.send.sent', { name: result.name || authority.name }), tone: 'success' });
        announceTaskSubmitted();
      } else {
        setMessage(result?.message ?? t('payments.mfa.generic'));
      }
      onChanged();
    } catch (error) {
      setMessage(refusalMessage(error) ?? t('payments.mfa.generic'));
    }
  }

  const actioned = sydneyDateTime(authority.actionedAt);
  const sent = authority.status === 'SENT' ? sydneyDateTime(authority.sentAt) : null;
  const when = actioned
    ? t('payments.manage.actionedAt', { when: actioned })
    : sent && t('payments.manage.sentAt', { when: sent });
  return (
    <li className={styles.signatory} data-party={authority.partyId}>
      <span className={styles.signatoryName}>{authority.name}</span>
      <StatusPill label={authorityStatusLabel(authority.status)} tone={authorityTone(authority.status)} />
      {authority.verificationMethod && (
        <span className={`${layout.muted} ${layout.small}`}>{t('payments.manage.signatoryMethod', { method: methodLabel(authority.verificationMethod) })}</span>
      )}
      {when && <span className={`${layout.muted} ${layout.small}`}>{when}</span>}
      {canSendAuthorisation(payment, authority) && (
        <Button variant="secondary" onClick={() => void sendAuthorisation()} disabled={loading} aria-label={t('payments.manage.send.actionFor', { name: authority.name })}>
          {loading ? t('payments.manage.send.sending') : t('payments.manage.send.action')}
        </Button>
      )}
      {message && (
        <p className={`${layout.notice} ${layout.noticeError} ${styles.signatoryMessage}`} role="alert">
          {message}
        </p>
      )}
    </li>
  );
}
