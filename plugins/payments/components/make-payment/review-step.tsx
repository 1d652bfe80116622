// The review (002 §4): the payment as it will be saved and the account's signatories from validate, each with
// their verification method and the authority; the adviser chooses who approves (one for sole authority,
// two or more for dual). Back to edit keeps every value.
import { t } from '@kit/copy';
import { Button } from '@kit/button';
import { formatAmount } from '@kit/format-values';
import type { MakePaymentValidateMutation } from '@kit/gql/graphql';
import { formatDisplayDay } from '../../lib/business-days';
import { displayBsb, selectionComplete, type PaymentInputShape } from '../../lib/make-payment';
import { frequencyLabel, methodLabel, signingLabel } from '../../lib/payment-labels';
import { layout } from '@kit/layout';
import styles from './make-payment.module.css';
import { moneyFromInput } from '@kit/money';

export type Signatory = MakePaymentValidateMutation['validatePayment']['paymentAuthorities'][number];

export interface ReviewStepProps {
  accountName: string;
  accountNumber: string;
  input: PaymentInputShape;
  payeeLabel: string;
  signatories: readonly Signatory[];
  dual: boolean;
  /** The account's signatures needed (paymentPermissions), when known; else the signatories say. */
  approvalsRequired: number | null;
  selected: readonly string[];
  onSelect: (selected: string[]) => void;
  error: string | null;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
}

function whenText(input: PaymentInputShape): string {
  const s = input.schedule;
  if (input.scheduleType === 'IMMEDIATE' || !s?.nextDate) return t('payments.schedule.IMMEDIATE');
  const date = formatDisplayDay(s.nextDate);
  if (input.scheduleType === 'FUTURE') return t('payments.make.review.whenFuture', { date });
  const frequency = frequencyLabel(s.frequency);
  return s.lastDate
    ? t('payments.make.review.whenRecurringUntil', { frequency, date, last: formatDisplayDay(s.lastDate) })
    : t('payments.make.review.whenRecurring', { frequency, date });
}

export function ReviewStep({ accountName, accountNumber, input, payeeLabel, signatories, dual, approvalsRequired, selected, onSelect, error, submitting, onBack, onSubmit }: ReviewStepProps) {
  const bpay = input.paymentDestinationBPAY;
  const eft = input.paymentDestinationEFT;
  const none = t('payments.make.review.none');
  const toggle = (partyId: string, on: boolean) => {
    if (!dual) return onSelect([partyId]);
    onSelect(on ? [...selected.filter((p) => p !== partyId), partyId] : selected.filter((p) => p !== partyId));
  };
  const complete = selectionComplete(selected, dual);

  return (
    <section className={`${layout.form} ${styles.form}`} aria-labelledby="make-payment-review">
      <h3 id="make-payment-review" className={styles.heading} tabIndex={-1}>
        {t('payments.make.review.title')}
      </h3>
      <dl className={styles.summary}>
        <dt>{t('payments.make.from')}</dt>
        <dd>
          {accountName} {accountNumber}
        </dd>
        <dt>{t('payments.make.to')}</dt>
        <dd>
          {payeeLabel}
          {bpay && (
            <>
              <br />
              {t('payments.make.billerCode')}: {bpay.biller}, {t('payments.make.crn')}: {bpay.crn}
            </>
          )}
          {eft && (
            <>
              <br />
              {t('payments.make.bsb')}: {displayBsb(eft.bsb)}, {t('payments.make.accountNumber')}: {eft.accountNumber}
            </>
          )}
        </dd>
        <dt>{t('payments.make.amount')}</dt>
        <dd>{formatAmount(moneyFromInput(input.amount ?? '') ?? input.amount?.trim())}</dd>
        <dt>{t('payments.make.when')}</dt>
        <dd>{whenText(input)}</dd>
        <dt>{t('payments.make.fromNarrative')}</dt>
        <dd>{input.fromPaymentNarrative || none}</dd>
        <dt>{t('payments.make.toNarrative')}</dt>
        <dd>{input.toPaymentNarrative || none}</dd>
      </dl>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>
          {t('payments.make.review.signatories')} · {signingLabel(approvalsRequired ?? signatories[0]?.approvalsRequired)}
        </legend>
        <p className={layout.muted}>{t(dual ? 'payments.make.review.chooseTwo' : 'payments.make.review.chooseOne')}</p>
        <ul className={`${layout.list} ${styles.signatories}`}>
          {signatories.map((s) => (
            <li key={s.partyId}>
              <label className={styles.signatory}>
                <input
                  type={dual ? 'checkbox' : 'radio'}
                  name="signatory"
                  value={s.partyId}
                  checked={selected.includes(s.partyId)}
                  disabled={submitting}
                  onChange={(e) => toggle(s.partyId, e.target.checked)}
                />
                <span className={styles.signatoryText}>
                  <strong>{s.name}</strong>
                  <span className={layout.muted}>{t('payments.make.review.method', { method: methodLabel(s.verificationMethod) })}</span>
                  <span className={layout.muted}>{signingLabel(s.approvalsRequired)}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
        {!complete && <p className={styles.error}>{t('payments.field.authorityInvalid')}</p>}
      </fieldset>

      {error && (
        <div className={styles.alert} role="alert">
          <p>{error}</p>
        </div>
      )}

      <div className={styles.footer}>
        {submitting && (
          <span className={styles.status} role="status">
            {t('payments.make.review.submitting')}
          </span>
        )}
        <Button variant="secondary" onClick={onBack} disabled={submitting}>
          {t('payments.make.review.back')}
        </Button>
        <Button onClick={onSubmit} disabled={submitting || !complete}>
          {t('payments.make.review.submit')}
        </Button>
      </div>
    </section>
  );
}
