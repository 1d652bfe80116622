// One payment of Manage payments: payee, amount and status up top; from account, when, created and authority;
// each signatory with their state and method; cancel while it can still be cancelled. Names are text only.
import type { Ref } from 'react';
import { ChatButton } from '@kit/chat-entry';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import type { PaymentView } from '../../api/payment-fields';
import { canCancel, payeeDetail, payeeName, paymentTone, scheduleText } from '../../lib/manage-payments';
import { paymentStatusLabel, signingLabel } from '../../lib/payment-labels';
import { CancelPayment } from '../shared/cancel-payment';
import { layout } from '@kit/layout';
import { StatusPill } from '../shared/status-pill';
import { SydneyTime } from '../shared/sydney-time';
import styles from './manage.module.css';
import { SignatoryItem } from './signatory-item';

interface PaymentCardProps {
  payment: PaymentView;
  highlighted: boolean;
  onChanged(): void;
  onDialogChange?(open: boolean): void;
  ref?: Ref<HTMLElement>;
}

export function PaymentCard({ payment, highlighted, onChanged, onDialogChange, ref }: PaymentCardProps) {
  const titleId = `payment-${payment.paymentId}-title`;
  const detail = payeeDetail(payment);
  return (
    <article
      ref={ref}
      className={`${styles.card} ${highlighted ? styles.highlighted : ''}`}
      aria-labelledby={titleId}
      data-payment-id={payment.paymentId}
      data-highlighted={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
    >
      <div className={`${layout.spread} ${styles.head}`}>
        <div className={styles.headMain}>
          {highlighted && <span className={styles.badge}>{t('payments.manage.highlight')}</span>}
          <h3 id={titleId} className={styles.payee}>
            {payeeName(payment)}
          </h3>
          {detail && <span className={`${layout.muted} ${layout.small}`}>{detail}</span>}
          <span className={`${layout.muted} ${layout.small}`}>{t('payments.manage.reference', { id: payment.paymentId })}</span>
        </div>
        <div className={styles.headSide}>
          <span className={styles.amount}>{formatAmount(payment.amount)}</span>
          <StatusPill label={paymentStatusLabel(payment.status)} tone={paymentTone(payment.status)} />
        </div>
      </div>
      <dl className={`${layout.definitions} ${styles.facts}`}>
        <div>
          <dt>{t('payments.manage.field.from')}</dt>
          <dd>{payment.fromAccountNumber}</dd>
        </div>
        <div>
          <dt>{t('payments.manage.field.when')}</dt>
          <dd>{scheduleText(payment)}</dd>
        </div>
        <div>
          <dt>{t('payments.manage.field.created')}</dt>
          <dd>
            <SydneyTime iso={payment.createdAt} />
          </dd>
        </div>
        <div>
          <dt>{t('payments.manage.field.authority')}</dt>
          <dd>{signingLabel(payment.approvalsRequired)}</dd>
        </div>
      </dl>
      {payment.paymentAuthorities.length > 0 && (
        <section className={styles.signatories} aria-labelledby={`${titleId}-signatories`}>
          <h4 id={`${titleId}-signatories`} className={styles.signatoriesTitle}>{t('payments.manage.signatories')}</h4>
          <ul className={layout.list}>
            {payment.paymentAuthorities.map((authority) => (
              <SignatoryItem key={authority.partyId} payment={payment} authority={authority} onChanged={onChanged} />
            ))}
          </ul>
        </section>
      )}
      <div className={layout.actionsEnd}>
        <ChatButton context="manage_payments" referenceId={payment.paymentId} label={t('payments.manage.chat')} />
        {canCancel(payment) && <CancelPayment payment={payment} onDone={onChanged} onDialogChange={onDialogChange} />}
      </div>
    </article>
  );
}
