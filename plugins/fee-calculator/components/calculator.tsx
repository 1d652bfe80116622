// The calculator under the page heading: start from one of the adviser's Wrap accounts (optional), the balance,
// investments and adviser fee form, then the estimate. The form's rules run at each field before any call; what the
// fee service still refuses lands at its field; any other failure is the catalogue's generic message.
import { useApolloClient } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { FormField } from '@kit/form/form-field';
import { formatAmount, formatDay } from '@kit/format-values';
import type { GetFeeEstimateInputsQuery, GetFeeEstimateQuery, GetFeeScheduleQuery } from '@kit/gql/graphql';
import { Card, layout } from '@kit/layout';
import { compareDecimal, moneyCents, centsToMoney, shortestDecimal } from '@kit/money';
import { GET_FEE_ESTIMATE, GET_FEE_ESTIMATE_INPUTS } from '../api/fee-calculator';
import {
  adviserFeeMax, amountOf, EMPTY_ESTIMATE_FORM, estimateInput, estimateRules, investedTotal, prefilledValues,
  type EstimateFormValues, type ScheduleLimits,
} from '../lib/estimate-form';
import { AccountPrefill } from './account-prefill';
import { EstimateResult } from './estimate-result';
import styles from './fee-calculator.module.css';

export type FeeSchedule = NonNullable<GetFeeScheduleQuery['feeSchedule']>;
export type FeeEstimate = NonNullable<GetFeeEstimateQuery['feeEstimate']>;
export type AccountInputs = NonNullable<GetFeeEstimateInputsQuery['feeEstimateInputs']>;

export interface Estimated {
  estimate: FeeEstimate;
  /** The account whose pricing was used (ACCOUNT pricing only). */
  account: AccountInputs | null;
}

const fieldProps = { className: layout.field, labelClassName: layout.label, hintClassName: layout.hint, errorClassName: layout.error };

/** The input path a refused estimate names (extensions.field), when the form has that field. */
function refusedField(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const e = error.errors.find((x) => x.extensions?.code === 'BAD_USER_INPUT' && typeof x.extensions?.field === 'string');
  const field = e?.extensions?.field as string | undefined;
  if (!field) return null;
  if (field === 'investments') return 'balance';
  return field.replace(/^adviserFee\.value$/, 'adviserFee');
}

export function Calculator({ schedule }: { schedule: FeeSchedule }) {
  const client = useApolloClient();
  const limits = useMemo<ScheduleLimits>(
    () => ({ codes: new Set(schedule.investments.map((i) => i.code)), maxRate: schedule.adviserFeeMaxRate, maxAmount: schedule.adviserFeeMaxAmount }),
    [schedule],
  );
  const resolver = useMemo<Resolver<EstimateFormValues>>(() => (values, context, options) => fieldRules<EstimateFormValues>(estimateRules(values, limits))(values, context, options), [limits]);
  const form = useForm<EstimateFormValues>({ defaultValues: EMPTY_ESTIMATE_FORM, mode: 'onTouched', resolver });
  const { errors, isSubmitting } = form.formState;
  const rows = useFieldArray({ control: form.control, name: 'investments' });
  const [account, setAccount] = useState<AccountInputs | null>(null);
  const [prefilling, setPrefilling] = useState(false);
  const [prefillFailed, setPrefillFailed] = useState(false);
  const [result, setResult] = useState<Estimated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLElement>(null);

  const values = useWatch({ control: form.control }) as EstimateFormValues;
  const balance = amountOf(values.balance ?? '');
  const invested = investedTotal(values.investments ?? []);
  const cash = balance !== null && compareDecimal(invested, balance) <= 0 ? centsToMoney(moneyCents(balance)! - moneyCents(invested)!) : null;
  const accountPricing = values.pricing === 'ACCOUNT' && account !== null;
  const kind = values.adviserFeeKind ?? 'PERCENT';

  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  // A new estimate takes the focus, so a keyboard or screen reader user lands on what they asked for.
  useEffect(() => {
    if (result) resultRef.current?.focus();
  }, [result]);

  /** Asks for the estimate of valid values, on `priced`'s own pricing when the form says so. */
  async function submitEstimate(v: EstimateFormValues, priced: AccountInputs | null) {
    setFailure(null);
    try {
      const res = await client.query({ query: GET_FEE_ESTIMATE, variables: { input: estimateInput(v, priced?.accountId ?? null) }, fetchPolicy: 'network-only' });
      if (!res.data?.feeEstimate) throw new Error('No estimate');
      setResult({ estimate: res.data.feeEstimate, account: v.pricing === 'ACCOUNT' ? priced : null });
    } catch (error) {
      const field = refusedField(error);
      if (field) form.setError(field as 'balance', { message: t('feeCalculator.field.refused') }, { shouldFocus: true });
      else setFailure(t('feeCalculator.error'));
    }
  }

  const estimate = form.handleSubmit((v) => submitEstimate(v, account));

  async function prefill(accountId: string) {
    setPrefilling(true);
    setPrefillFailed(false);
    setFailure(null);
    try {
      const res = await client.query({ query: GET_FEE_ESTIMATE_INPUTS, variables: { accountId }, fetchPolicy: 'network-only' });
      const inputs = res.data?.feeEstimateInputs;
      if (!inputs) throw new Error('No inputs');
      setAccount(inputs);
      form.reset(prefilledValues(inputs, form.getValues()));
      // This render's `account` is still the one before: the new one goes with the call.
      await form.handleSubmit((v) => submitEstimate(v, inputs))();
    } catch {
      setPrefillFailed(true);
    } finally {
      setPrefilling(false);
    }
  }

  function clearAccount() {
    setAccount(null);
    form.setValue('pricing', 'STANDARD');
  }

  return (
    <div className={styles.layout}>
      <Card headingId="fee-prefill" title={t('feeCalculator.prefill.title')} className={layout.noPrint}>
        <p className={layout.muted}>{t('feeCalculator.prefill.intro')}</p>
        <AccountPrefill busy={prefilling} onChoose={(id) => void prefill(id)} />
        {prefillFailed && (
          <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
            {t('feeCalculator.error')}
          </p>
        )}
        {account && (
          <div className={`${layout.notice} ${layout.noticeInfo}`} data-testid="fee-prefilled">
            <p>{t('feeCalculator.prefill.done', { accountName: account.accountName, accountNumber: account.accountNumber, asAt: formatDay(account.asAt) })}</p>
            {account.latestMonth && (
              <p>
                {t('feeCalculator.prefill.charged', {
                  periodTo: formatDay(account.latestMonth.periodTo),
                  total: formatAmount(account.latestMonth.total),
                  yearly: formatAmount(centsToMoney(moneyCents(account.latestMonth.total)! * 12n)),
                })}
              </p>
            )}
            <Button variant="secondary" onClick={clearAccount}>
              {t('feeCalculator.prefill.clear')}
            </Button>
          </div>
        )}
      </Card>

      <form className={`${layout.form} ${layout.noPrint}`} onSubmit={(e) => void estimate(e)} noValidate aria-labelledby="fee-form">
        <Card headingId="fee-form" title={t('feeCalculator.form.title')}>
          <div className={layout.formGrid}>
            <FormField label={t('feeCalculator.field.balance')} hint={t('feeCalculator.field.balance.hint')} error={errors.balance?.message} {...fieldProps}>
              <input className={layout.input} autoComplete="off" inputMode="decimal" {...form.register('balance')} />
            </FormField>
            {account && (
              <fieldset className={styles.fieldset}>
                <legend className={`${layout.label} ${styles.legend}`}>{t('feeCalculator.pricing.label')}</legend>
                <div className={layout.segmented}>
                  {(['ACCOUNT', 'STANDARD'] as const).map((p) => (
                    <label key={p} className={layout.segment}>
                      <input type="radio" value={p} {...form.register('pricing')} />
                      <span>{t(`feeCalculator.pricing.${p}`)}</span>
                    </label>
                  ))}
                </div>
                {accountPricing && <p className={`${layout.hint}`}>{t('feeCalculator.pricing.accountNote')}</p>}
              </fieldset>
            )}
          </div>

          <fieldset className={styles.fieldset} disabled={accountPricing}>
            <legend className={`${layout.label} ${styles.legend}`}>{t('feeCalculator.investments.title')}</legend>
            <p className={layout.hint}>{t('feeCalculator.investments.intro')}</p>
            {rows.fields.length === 0 && <p className={layout.muted}>{t('feeCalculator.investments.empty')}</p>}
            {rows.fields.map((row, n) => (
              <div key={row.id} className={styles.investment}>
                <FormField label={t('feeCalculator.investments.investment', { n: n + 1 })} error={errors.investments?.[n]?.code?.message} {...fieldProps}>
                  <select className={layout.input} {...form.register(`investments.${n}.code`)}>
                    <option value="">{t('feeCalculator.investments.choose')}</option>
                    {schedule.investments.map((i) => (
                      <option key={i.code} value={i.code}>
                        {t('feeCalculator.investments.option', { name: i.name, code: i.code, rate: shortestDecimal(i.feeRate) })}
                      </option>
                    ))}
                  </select>
                </FormField>
                <FormField label={t('feeCalculator.investments.amount', { n: n + 1 })} error={errors.investments?.[n]?.amount?.message} {...fieldProps}>
                  <input className={layout.input} autoComplete="off" inputMode="decimal" {...form.register(`investments.${n}.amount`)} />
                </FormField>
                <Button variant="secondary" className={styles.remove} onClick={() => rows.remove(n)}>
                  {t('feeCalculator.investments.remove', { n: n + 1 })}
                </Button>
              </div>
            ))}
            <div className={layout.actions}>
              <Button variant="secondary" onClick={() => rows.append({ code: '', amount: '' }, { focusName: `investments.${rows.fields.length}.code` })}>
                {t('feeCalculator.investments.add')}
              </Button>
            </div>
            {cash !== null && <p data-testid="fee-cash">{t('feeCalculator.investments.cash', { amount: formatAmount(cash) })}</p>}
          </fieldset>

          <fieldset className={styles.fieldset} disabled={accountPricing}>
            <legend className={`${layout.label} ${styles.legend}`}>{t('feeCalculator.adviserFee.title')}</legend>
            <div className={layout.segmented} role="radiogroup" aria-label={t('feeCalculator.adviserFee.kind')}>
              {(['PERCENT', 'DOLLAR'] as const).map((k) => (
                <label key={k} className={layout.segment}>
                  <input type="radio" value={k} {...form.register('adviserFeeKind')} />
                  <span>{t(`feeCalculator.adviserFee.${k}`)}</span>
                </label>
              ))}
            </div>
            <div className={layout.formGrid}>
              <FormField
                label={t(`feeCalculator.field.adviserFee.${kind}`)}
                hint={t(`feeCalculator.field.adviserFee.hint.${kind}`, { max: adviserFeeMax(kind, limits) })}
                error={errors.adviserFee?.message}
                {...fieldProps}
              >
                <input className={layout.input} autoComplete="off" inputMode="decimal" {...form.register('adviserFee')} />
              </FormField>
            </div>
          </fieldset>

          {failure && (
            <div className={`${layout.notice} ${layout.noticeError}`} role="alert" ref={failureRef} tabIndex={-1}>
              {failure}
            </div>
          )}
          <div className={layout.actions}>
            <Button type="submit" disabled={isSubmitting || prefilling}>
              {isSubmitting ? t('feeCalculator.estimating') : t('feeCalculator.submit')}
            </Button>
          </div>
        </Card>
      </form>

      {result && <EstimateResult ref={resultRef} result={result} schedule={schedule} />}
    </div>
  );
}
