// Make a payment (002 §4): fill in → validate (each field's 002 §5 message under it, on blur and on Continue)
// → review with the signatories → save once (an idempotency key per review and selection, so a double click or
// a retry makes one payment) → a challenge to each chosen signatory, with the outcome per signatory.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { t } from '@kit/copy';
import { checkRules, fieldRules } from '@kit/form/field-rules';
import { ErrorState } from '@kit/error-state';
import { LoadingState } from '@kit/loading-state';
import type { AccountContributionProps } from '@kit/plugin';
import { announceTaskSubmitted } from '@kit/task-events';
import { GET_PAYEES_AND_BILLERS, GET_PUBLIC_HOLIDAYS } from '../../api/lookups';
import { SAVE_PAYMENT, SEND_PAYMENT_CHALLENGE, VALIDATE_PAYMENT } from '../../api/make-payment';
import { sydneyToday } from '@kit/sydney-time';
import {
  defaultSignatories, paymentRules, destinationOf, emptyValues, isDual, payeeName, placeErrors, toPaymentInput,
  type FieldName, type GatewayFieldError, type MakePaymentValues, type PayeeGroups, type PaymentInputShape,
} from '../../lib/make-payment';
import { codeToConfirm, confirmCode, sameCode, type ConfirmedCode } from './confirm-code';
import { PaymentForm } from './payment-form';
import { ResultStep, type SignatoryOutcome } from './result-step';
import { ReviewStep, type Signatory } from './review-step';
import { useBillerLookup, useBsbLookup } from './use-lookups';
import styles from './make-payment.module.css';

const VALIDATE_AFTER_BLUR_MS = 250;

type Step =
  | { step: 'edit' }
  | { step: 'review'; input: PaymentInputShape; payeeLabel: string; signatories: Signatory[]; selected: string[]; key: string }
  | { step: 'done'; paymentId: string; outcomes: SignatoryOutcome[] };

const newKey = () => crypto.randomUUID();

export interface MakePaymentProps {
  account: AccountContributionProps['account'];
  /** The signatures a payment from the account needs (paymentPermissions.approvalsRequired); null: the signatories say. */
  approvalsRequired: number | null;
}

export function MakePayment({ account, approvalsRequired }: MakePaymentProps) {
  const payees = useQuery(GET_PAYEES_AND_BILLERS, { variables: { accountNumber: account.accountNumber }, fetchPolicy: 'cache-and-network' });
  // Holidays change once a year: the cache keeps them for the session.
  const holidaysQuery = useQuery(GET_PUBLIC_HOLIDAYS, { fetchPolicy: 'cache-first' });

  if ((payees.loading && !payees.data) || (holidaysQuery.loading && !holidaysQuery.data)) return <LoadingState label={t('payments.make.loading')} />;
  if (!payees.data || !holidaysQuery.data) {
    return (
      <ErrorState
        message={t('payments.generic')}
        onRetry={() => {
          void payees.refetch();
          void holidaysQuery.refetch();
        }}
      />
    );
  }
  const holidays = new Set(holidaysQuery.data.publicHolidays.map((h) => h.date));
  return <PaymentFlow account={account} approvalsRequired={approvalsRequired} groups={payees.data.payeesAndBillers} holidays={holidays} />;
}

function PaymentFlow({ account, approvalsRequired, groups, holidays }: MakePaymentProps & { groups: PayeeGroups; holidays: ReadonlySet<string> }) {
  // The form's own rules (data for the kit's resolver): Continue asks the resolver; each field shows its rule's
  // message live once touched or continued (the rules depend on the destination and the schedule).
  const rules = useMemo(() => paymentRules(groups), [groups]);
  const form = useForm<MakePaymentValues>({ defaultValues: emptyValues(), mode: 'onSubmit', resolver: fieldRules(rules) });
  const [step, setStep] = useState<Step>({ step: 'edit' });
  const [gatewayErrors, setGatewayErrors] = useState<GatewayFieldError[]>([]);
  // The values the gateway's errors answer: a field changed since shows no gateway message until checked again.
  const [checkedValues, setCheckedValues] = useState<MakePaymentValues>(emptyValues);
  const [validateFailed, setValidateFailed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  // Continue runs once at a time: a second click while it checks is not a second Continue.
  const continuing = useRef(false);
  // The new payee's BSB or biller code Continue could not confirm, with why; shown while that code is typed.
  const [unconfirmed, setUnconfirmed] = useState<ConfirmedCode | null>(null);
  const client = useApolloClient();
  const [reviewError, setReviewError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const submittingRef = useRef(false);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const headingRef = useRef<HTMLDivElement>(null);
  const [validate] = useMutation(VALIDATE_PAYMENT);
  const [save] = useMutation(SAVE_PAYMENT);
  const [sendChallenge] = useMutation(SEND_PAYMENT_CHALLENGE);
  const today = useMemo(() => sydneyToday(), []);

  const values = useWatch({ control: form.control }) as MakePaymentValues;
  const { touchedFields } = form.formState;
  const destination = destinationOf(values.destination, groups);
  const bsbLookup = useBsbLookup(values.bsb, !!destination && !destination.item && destination.kind === 'EFT');
  const billerLookup = useBillerLookup(values.billerCode, !!destination && !destination.item && destination.kind === 'BPAY');
  const billerName = billerLookup.billerName;

  const inputOf = useCallback(
    (v: MakePaymentValues, name: string | null) => toPaymentInput(v, account.accountNumber, groups, { billerName: name }),
    [account.accountNumber, groups],
  );

  /** Validates the form's values; `confirmedBillerName` is Continue's fresher answer than this render's. */
  const runValidation = useCallback(async (confirmedBillerName?: string | null) => {
    clearTimeout(timer.current);
    const run = ++sequence.current;
    const sent = form.getValues();
    const input = inputOf(sent, confirmedBillerName ?? billerName);
    try {
      const { data } = await validate({ variables: { input } });
      const result = data?.validatePayment;
      if (!result) throw new Error('no answer');
      if (run === sequence.current) {
        setGatewayErrors(result.errors);
        setCheckedValues(sent);
        setValidateFailed(false);
      }
      return { result, input, sent, current: run === sequence.current };
    } catch {
      if (run === sequence.current) setValidateFailed(true);
      return null;
    }
  }, [form, inputOf, validate, billerName]);

  const onFieldBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void runValidation(), VALIDATE_AFTER_BLUR_MS);
  }, [runValidation]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const ruleErrors = checkRules(rules, values);
  const placed = placeErrors(gatewayErrors, destination);
  const messageFor = (name: FieldName) => {
    if (!submitted && !touchedFields[name]) return undefined;
    const rule = ruleErrors[name]?.message;
    if (rule) return rule;
    if (unconfirmed?.field === name && sameCode(unconfirmed, codeToConfirm(values, destination))) return unconfirmed.message ?? undefined;
    return values[name] === checkedValues[name] ? placed.byField[name] : undefined;
  };
  const general = validateFailed ? [t('payments.generic')] : placed.general;

  // Focus moves to the first field with a message once the messages are on show.
  const [focusRequest, setFocusRequest] = useState(0);
  const focusFirstError = () => setFocusRequest((n) => n + 1);
  useEffect(() => {
    if (focusRequest) headingRef.current?.parentElement?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const onContinue = async () => {
    if (continuing.current) return;
    continuing.current = true;
    setSubmitted(true);
    setChecking(true);
    setUnconfirmed(null);
    try {
      // A new payee's BSB or biller code first: the review goes only to a code found in the directory.
      const asked = form.getValues();
      const target = codeToConfirm(asked, destinationOf(asked.destination, groups));
      const confirmed = target ? await confirmCode(client, target) : null;
      const answer = await runValidation(confirmed?.billerName);
      if (!answer || !answer.current) return;
      const v = form.getValues();
      const d = destinationOf(v.destination, groups);
      // An answer for a code the user has changed since does not count: the new code's own lookup is on show.
      if (!sameCode(target, codeToConfirm(answer.sent, destinationOf(answer.sent.destination, groups))) || !sameCode(target, codeToConfirm(v, d))) return;
      if (confirmed && !confirmed.found) setUnconfirmed(confirmed);
      const blocking = !(await form.trigger()) || (!!confirmed && !confirmed.found);
      if (!answer.result.valid || answer.result.errors.length > 0 || blocking) return focusFirstError();
      const signatories = answer.result.paymentAuthorities;
      const dual = isDual(approvalsRequired ?? signatories[0]?.approvalsRequired);
      const label = d?.item ? payeeName(d.item) : d?.kind === 'BPAY' ? (confirmed?.billerName ?? billerName ?? v.billerCode) : v.accountName;
      setReviewError(null);
      setStep({ step: 'review', input: answer.input, payeeLabel: label, signatories, selected: defaultSignatories(signatories.map((s) => s.partyId), dual), key: newKey() });
    } finally {
      continuing.current = false;
      setChecking(false);
    }
  };

  useEffect(() => {
    headingRef.current?.parentElement?.querySelector<HTMLElement>('h3[tabindex="-1"]')?.focus();
  }, [step.step]);

  const submit = async () => {
    if (step.step !== 'review' || submittingRef.current) return;
    submittingRef.current = true;
    setSubmitting(true);
    setReviewError(null);
    const review = step;
    try {
      const { data } = await save({ variables: { input: { ...review.input, paymentAuthorities: review.selected }, idempotencyKey: review.key } });
      const result = data?.savePayment;
      if (!result) throw new Error('no answer');
      if (!result.payment) {
        const where = placeErrors(result.errors, destinationOf(form.getValues('destination'), groups));
        if (Object.keys(where.byField).length > 0) {
          setGatewayErrors(result.errors);
          setCheckedValues(form.getValues());
          setSubmitted(true);
          setStep({ step: 'edit' });
          focusFirstError();
        } else {
          setReviewError(where.general.join(' ') || t('payments.saveFailed'));
        }
        return;
      }
      announceTaskSubmitted();
      const paymentId = result.payment.paymentId;
      const byParty = new Map(review.signatories.map((s) => [s.partyId, s]));
      let outcomes: SignatoryOutcome[] = review.selected.map((partyId) => ({ partyId, name: byParty.get(partyId)?.name ?? partyId, state: 'sending' }));
      setStep({ step: 'done', paymentId, outcomes });
      for (const partyId of review.selected) {
        let outcome: SignatoryOutcome;
        const name = byParty.get(partyId)?.name ?? partyId;
        try {
          const sent = (await sendChallenge({ variables: { paymentId, partyId } })).data?.sendPaymentChallenge;
          if (!sent) throw new Error('no answer');
          outcome = sent.outcome === 'SENT'
            ? { partyId, name: sent.name || name, state: 'sent', method: sent.verificationMethod }
            : { partyId, name: sent.name || name, state: 'failed', message: sent.message ?? t('payments.mfa.generic') };
        } catch {
          outcome = { partyId, name, state: 'failed', message: t('payments.submitFailed') };
        }
        outcomes = outcomes.map((o) => (o.partyId === partyId ? outcome : o));
        setStep({ step: 'done', paymentId, outcomes });
      }
    } catch {
      setReviewError(t('payments.saveFailed'));
    } finally {
      submittingRef.current = false;
      setSubmitting(false);
    }
  };

  const another = () => {
    form.reset(emptyValues());
    setGatewayErrors([]);
    setCheckedValues(emptyValues());
    setValidateFailed(false);
    setUnconfirmed(null);
    setSubmitted(false);
    setStep({ step: 'edit' });
  };

  return (
    <div className={styles.panel}>
      <div ref={headingRef}>
        <h2 className={styles.heading}>{t('payments.make.title')}</h2>
      </div>
      {step.step === 'edit' && (
        <PaymentForm
          form={form}
          account={account}
          groups={groups}
          holidays={holidays}
          today={today}
          messageFor={messageFor}
          general={general}
          checking={checking}
          bsbLookup={bsbLookup}
          billerLookup={billerLookup}
          onFieldBlur={onFieldBlur}
          onContinue={() => void onContinue()}
        />
      )}
      {step.step === 'review' && (
        <ReviewStep
          accountName={account.accountName}
          accountNumber={account.accountNumber}
          input={step.input}
          payeeLabel={step.payeeLabel}
          signatories={step.signatories}
          dual={isDual(approvalsRequired ?? step.signatories[0]?.approvalsRequired)}
          approvalsRequired={approvalsRequired}
          selected={step.selected}
          // A new selection is a new request: it gets its own key (the key is bound to the payload).
          onSelect={(selected) => setStep({ ...step, selected, key: newKey() })}
          error={reviewError}
          submitting={submitting}
          onBack={() => setStep({ step: 'edit' })}
          onSubmit={() => void submit()}
        />
      )}
      {step.step === 'done' && <ResultStep paymentId={step.paymentId} outcomes={step.outcomes} onAnother={another} />}
    </div>
  );
}
