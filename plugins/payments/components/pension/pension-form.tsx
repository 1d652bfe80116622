// The adhoc pension payment form (002 §3 request_details): the client's date of birth, the amount and
// payment option, and the bank account paid to (BSB looked up for its branch). Amounts over $500,000 are
// refused before submit (002 §9). A refused request shows the mapped message above the form, which keeps
// what was typed.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { DateField } from '@kit/form/filter-fields';
import { FormField } from '@kit/form/form-field';
import { formatAmount } from '@kit/format-values';
import { RouteLink } from '@kit/route-link';
import { announceTaskSubmitted } from '@kit/task-events';
import { refusalMessage } from '@kit/refusal';
import type { PensionAccount } from '../../api/pension-account';
import { PENSION_BSB_LOOKUP, REQUEST_PENSION_PAYMENT, type PensionRequestResult } from '../../api/pension-request';
import {
  accountNameProblem, accountNumberProblem, amountProblem, bsbDigits, bsbProblem, dateOfBirthProblem, EMPTY_PENSION_FORM,
  isCompleteBsb, optionProblem, PAYMENT_OPTIONS, pensionRequestInput, shownValidationMessages, type PensionFormValues,
} from '../../lib/pension-form';
import { Card, layout } from '@kit/layout';
import { sydneyToday } from '@kit/sydney-time';
import styles from './pension.module.css';

/** The form's rules (docs/architecture.md, "Forms"): 002 §3's checks, each a function of lib/pension-form.ts. */
const resolver = fieldRules<PensionFormValues>({
  dateOfBirth: [{ check: (v: string) => dateOfBirthProblem(v) }],
  amount: [{ check: amountProblem }],
  option: [{ check: optionProblem }],
  bsb: [{ check: bsbProblem }],
  accountNumber: [{ check: accountNumberProblem }],
  accountName: [{ check: accountNameProblem }],
});

interface Failure {
  message: string;
  details: readonly string[];
}

export interface PensionFormProps {
  account: PensionAccount;
  onSubmitted: (result: PensionRequestResult) => void;
}

export function PensionForm({ account, onSubmitted }: PensionFormProps) {
  // Focus goes to the first wrong field in the form's order (RHF's own order is registration order, and the date
  // field registers after the others, through the kit DateField's useController).
  const form = useForm<PensionFormValues>({ defaultValues: EMPTY_PENSION_FORM, mode: 'onTouched', shouldFocusError: false, resolver });
  const { errors, isSubmitting } = form.formState;
  const client = useApolloClient();
  const [requestPayment] = useMutation(REQUEST_PENSION_PAYMENT);
  const [failure, setFailure] = useState<Failure | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);

  const bsb = useWatch({ control: form.control, name: 'bsb' });
  const code = bsbDigits(bsb);
  const lookup = useQuery(PENSION_BSB_LOOKUP, { variables: { code }, skip: !isCompleteBsb(bsb) });
  const found = isCompleteBsb(bsb) && lookup.data?.bsbLookup.found ? lookup.data.bsbLookup.details : null;
  const lookupMessage = isCompleteBsb(bsb) && lookup.data && !lookup.data.bsbLookup.found ? (lookup.data.bsbLookup.message ?? t('payments.field.codeInvalid')) : undefined;
  const branchText = found ? [found.bankName, found.branchName].filter(Boolean).join(', ') : null;

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    // The branch comes from the directory: a BSB it doesn't know is refused here, with its message.
    let branch: string | null = null;
    try {
      const res = await client.query({ query: PENSION_BSB_LOOKUP, variables: { code: bsbDigits(values.bsb) } });
      const answer = res.data?.bsbLookup;
      if (!answer?.found) {
        form.setError('bsb', { message: answer?.message ?? t('payments.field.codeInvalid') }, { shouldFocus: true });
        return;
      }
      branch = answer.details?.branchName ?? answer.details?.bankName ?? null;
    } catch {
      form.setError('bsb', { message: t('payments.lookupFailed') }, { shouldFocus: true });
      return;
    }
    try {
      const res = await requestPayment({ variables: { input: pensionRequestInput(values, account.accountNumber, branch) } });
      const result = res.data?.requestPensionPayment;
      if (result?.requestId) {
        announceTaskSubmitted();
        onSubmitted(result);
        return;
      }
      const message = result?.message ?? t('payments.mfa.generic');
      setFailure({ message, details: shownValidationMessages(result?.errors ?? [], message) });
    } catch (error) {
      // The gateway's own refusal (no full access, the brand's flag off) says why; anything else is the generic one.
      setFailure({ message: refusalMessage(error) ?? t('payments.mfa.generic'), details: [] });
    }
  }, (wrong) => {
    const first = (Object.keys(EMPTY_PENSION_FORM) as (keyof PensionFormValues)[]).find((name) => wrong[name]);
    if (first) form.setFocus(first);
  });

  const balance = account.netPortfolioValue ?? account.ledgerBalance;
  // The calendar offers days before today (002 §5: a date of birth is in the past).
  const [yesterday] = useState(() => {
    const day = new Date(`${sydneyToday()}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() - 1);
    return day.toISOString().slice(0, 10);
  });
  const fieldProps = { className: layout.field, labelClassName: layout.label, hintClassName: layout.hint, errorClassName: layout.error };

  return (
    <form className={layout.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('payments.pension.title')}>
      {failure && (
        <div className={`${layout.notice} ${layout.noticeError} ${styles.notice}`} role="alert" ref={failureRef} tabIndex={-1}>
          <p className={styles.noticeTitle}>{t('payments.pension.failureTitle')}</p>
          <p>{failure.message}</p>
          {failure.details.length > 0 && (
            <ul>
              {failure.details.map((d) => (
                <li key={d}>{d}</li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Card headingId="pension-account" title={t('payments.pension.accountSection')}>
        <dl className={`${layout.definitions} ${styles.definitions}`}>
          <div>
            <dt>{t('payments.pension.account')}</dt>
            <dd>
              {account.accountName} · {account.accountNumber}
            </dd>
          </div>
          <div>
            <dt>{t('payments.pension.product')}</dt>
            <dd>{account.productDescription}</dd>
          </div>
          {balance != null && (
            <div>
              <dt>{t('payments.pension.balance')}</dt>
              <dd>{formatAmount(balance)}</dd>
            </div>
          )}
        </dl>
      </Card>

      <Card headingId="pension-client" title={t('payments.pension.clientSection')}>
        <div className={layout.formGrid}>
          <DateField control={form.control} name="dateOfBirth" label={t('payments.pension.dateOfBirth')} max={yesterday} field={fieldProps} />
        </div>
      </Card>

      <Card headingId="pension-payment" title={t('payments.pension.paymentSection')}>
        <div className={layout.formGrid}>
          <FormField label={t('payments.pension.amount')} hint={t('payments.pension.amountHint')} error={errors.amount?.message} {...fieldProps}>
            <input className={layout.input} autoComplete="off" inputMode="decimal" {...form.register('amount')} />
          </FormField>
          <fieldset className={styles.options} aria-describedby={errors.option ? 'pension-option-error' : undefined} aria-invalid={errors.option ? true : undefined}>
            <legend className={`${layout.label} ${styles.legend}`}>{t('payments.pension.option')}</legend>
            {PAYMENT_OPTIONS.map((o) => (
              <label key={o.value} className={styles.radio}>
                <input type="radio" value={o.value} {...form.register('option')} />
                {t(o.label)}
              </label>
            ))}
            {errors.option?.message && (
              <p id="pension-option-error" className={layout.error}>
                {errors.option.message}
              </p>
            )}
          </fieldset>
        </div>
      </Card>

      <Card headingId="pension-destination" title={t('payments.pension.destinationSection')}>
        <div className={layout.formGrid}>
          <FormField
            label={t('payments.pension.bsb')}
            hint={lookup.loading ? t('payments.pension.bsbLookingUp') : branchText ? t('payments.pension.branch', { branch: branchText }) : undefined}
            error={errors.bsb?.message ?? lookupMessage}
            {...fieldProps}
          >
            <input className={layout.input} autoComplete="off" inputMode="numeric" maxLength={7} {...form.register('bsb')} />
          </FormField>
          <FormField label={t('payments.pension.accountNumber')} error={errors.accountNumber?.message} {...fieldProps}>
            <input className={layout.input} autoComplete="off" inputMode="numeric" maxLength={9} {...form.register('accountNumber')} />
          </FormField>
          <FormField label={t('payments.pension.accountName')} error={errors.accountName?.message} {...fieldProps}>
            <input className={layout.input} autoComplete="off" maxLength={35} {...form.register('accountName')} />
          </FormField>
        </div>
      </Card>

      <div className={layout.actions}>
        <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
          {isSubmitting ? t('payments.pension.submitting') : t('payments.pension.submit')}
        </Button>
        <RouteLink to="wrap-account" params={{ accountNumber: account.accountNumber }}>
          {t('payments.pension.cancel')}
        </RouteLink>
      </div>
    </form>
  );
}
