// The payment's fields (002 §3): from this account, to a payee or biller of the 002 §3 groups or a new one
// (with the BSB or biller lookup), the amount and the two descriptions, and when (now, a future business day,
// or recurring). Each field's message sits under it; messages without a field at the top.
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { t, type CopyKey } from '@kit/copy';
import { DateInput } from '@kit/date/date-input';
import { FormField } from '@kit/form/form-field';
import { Button } from '@kit/button';
import { formatAmount } from '@kit/format-values';
import type { AccountContributionProps } from '@kit/plugin';
import { addDays, isBusinessDay } from '../../lib/business-days';
import { frequencyLabel, scheduleLabel } from '../../lib/payment-labels';
import {
  FREQUENCIES, NEW_BILLER, NEW_PAYEE, PAYEE_GROUPS, destinationOf, displayBsb, isBpayItem, payeeName, valuesForDestination,
  type FieldName, type MakePaymentValues, type PayeeGroups, type PayeeItem, type ScheduleType,
} from '../../lib/make-payment';
import type { LookupLine } from './use-lookups';
import { layout } from '@kit/layout';
import styles from './make-payment.module.css';

export interface PaymentFormProps {
  form: UseFormReturn<MakePaymentValues>;
  account: AccountContributionProps['account'];
  groups: PayeeGroups;
  holidays: ReadonlySet<string>;
  today: string;
  messageFor: (name: FieldName) => string | undefined;
  general: readonly string[];
  checking: boolean;
  bsbLookup: LookupLine;
  billerLookup: LookupLine;
  onFieldBlur: () => void;
  onContinue: () => void;
}

const SCHEDULES: ScheduleType[] = ['IMMEDIATE', 'FUTURE', 'RECURRING'];

function optionText(item: PayeeItem): string {
  const name = payeeName(item);
  return isBpayItem(item)
    ? t('payments.make.optionBpay', { name, code: item.billerCode ?? '' })
    : t('payments.make.optionEft', { name, bsb: displayBsb(item.bsb), account: item.accountNumber ?? '' });
}

function Lookup({ line, fieldError }: { line: LookupLine; fieldError?: string }) {
  if (line.state === 'idle' || (line.state === 'missing' && line.text === fieldError)) return null;
  const tone = line.state === 'found' ? styles.lookupFound : line.state === 'missing' ? styles.lookupFailed : '';
  return (
    <p className={`${styles.lookup} ${tone}`} role="status">
      {line.text}
    </p>
  );
}

export function PaymentForm({ form, account, groups, holidays, today, messageFor, general, checking, bsbLookup, billerLookup, onFieldBlur, onContinue }: PaymentFormProps) {
  const { register, setValue, control } = form;
  const [destinationValue, scheduleType] = useWatch({ control, name: ['destination', 'scheduleType'] });
  const destination = destinationOf(destinationValue, groups);
  const field = (name: FieldName) => register(name, { onBlur: onFieldBlur });
  // A choice (select, radio, checkbox) is complete when made: checked at once, not only on leaving it.
  const choice = (name: FieldName) => register(name, { onBlur: onFieldBlur, onChange: onFieldBlur });
  const fieldProps = { className: styles.field, labelClassName: styles.label, hintClassName: layout.hint, errorClassName: styles.error };
  // 002 §5: a payment date is a business day after today; the calendar offers no other (typed ones are checked).
  const firstDay = addDays(today, 1);
  const notBusinessDay = (day: string) => !isBusinessDay(day, holidays);
  const dateField = (name: 'nextDate' | 'lastDate', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, onChange, onBlur } }) => (
        <DateInput
          label={label}
          name={name}
          value={value}
          inputRef={ref}
          onChange={onChange}
          onBlur={() => {
            onBlur();
            onFieldBlur();
          }}
          error={messageFor(name)}
          min={firstDay}
          isDateUnavailable={notBusinessDay}
          className={styles.field}
          labelClassName={styles.label}
          errorClassName={styles.error}
        />
      )}
    />
  );

  return (
    <form
      className={`${layout.form} ${styles.form}`}
      noValidate
      aria-busy={checking}
      onSubmit={(event) => {
        event.preventDefault();
        onContinue();
      }}
    >
      {general.length > 0 && (
        <div className={styles.alert} role="alert">
          {general.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('payments.make.from')}</legend>
        <div className={styles.fromCard}>
          <span>
            <span className={styles.fromName}>{account.accountName}</span> <span className={layout.muted}>{account.accountNumber}</span>
          </span>
          {account.availableBalance != null && <span>{t('payments.make.fromBalance', { amount: formatAmount(account.availableBalance) })}</span>}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('payments.make.to')}</legend>
        <FormField label={t('payments.make.chooseTo')} error={messageFor('destination')} {...fieldProps}>
          <select
            className={styles.input}
            {...register('destination', {
              onBlur: onFieldBlur,
              onChange: (event: { target: { value: string } }) => {
                const next = valuesForDestination(event.target.value, groups);
                setValue('crn', next.crn ?? '');
                onFieldBlur();
              },
            })}
          >
            <option value="">{t('payments.make.chooseTo')}</option>
            {PAYEE_GROUPS.filter((g) => groups[g].length > 0).map((g) => (
              <optgroup key={g} label={t(`payments.make.group.${g}` as CopyKey)}>
                {groups[g].map((item, i) => (
                  <option key={`${g}:${i}`} value={`${g}:${i}`}>
                    {optionText(item)}
                  </option>
                ))}
              </optgroup>
            ))}
            <optgroup label={t('payments.make.group.new')}>
              <option value={NEW_PAYEE}>{t('payments.make.newPayee')}</option>
              <option value={NEW_BILLER}>{t('payments.make.newBiller')}</option>
            </optgroup>
          </select>
        </FormField>

        {destination && !destination.item && destination.kind === 'EFT' && (
          <>
            <div className={styles.row}>
              <div className={styles.field}>
                <FormField label={t('payments.make.bsb')} hint={t('payments.make.bsbHint')} error={messageFor('bsb')} {...fieldProps}>
                  <input className={styles.input} inputMode="numeric" autoComplete="off" {...field('bsb')} />
                </FormField>
                <Lookup line={bsbLookup} fieldError={messageFor('bsb')} />
              </div>
              <FormField label={t('payments.make.accountNumber')} error={messageFor('accountNumber')} {...fieldProps}>
                <input className={styles.input} inputMode="numeric" autoComplete="off" {...field('accountNumber')} />
              </FormField>
            </div>
            <FormField label={t('payments.make.accountName')} error={messageFor('accountName')} {...fieldProps}>
              <input className={styles.input} autoComplete="off" {...field('accountName')} />
            </FormField>
            <label className={styles.check}>
              <input type="checkbox" {...choice('savePayee')} />
              {t('payments.make.savePayee')}
            </label>
          </>
        )}

        {destination && !destination.item && destination.kind === 'BPAY' && (
          <div className={styles.field}>
            <FormField label={t('payments.make.billerCode')} error={messageFor('billerCode')} {...fieldProps}>
              <input className={styles.input} inputMode="numeric" autoComplete="off" {...field('billerCode')} />
            </FormField>
            <Lookup line={billerLookup} fieldError={messageFor('billerCode')} />
          </div>
        )}

        {destination?.item && (
          <p className={layout.muted}>{t('payments.make.payTo', { name: payeeName(destination.item) })}</p>
        )}

        {destination?.kind === 'BPAY' && (
          <>
            <FormField label={t('payments.make.crn')} error={messageFor('crn')} {...fieldProps}>
              <input className={styles.input} inputMode="numeric" autoComplete="off" {...field('crn')} />
            </FormField>
            {!destination.item && (
              <label className={styles.check}>
                <input type="checkbox" {...choice('saveBiller')} />
                {t('payments.make.saveBiller')}
              </label>
            )}
          </>
        )}
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('payments.make.amountSection')}</legend>
        <FormField label={t('payments.make.amount')} hint={t('payments.make.amountHint')} error={messageFor('amount')} {...fieldProps}>
          <input className={styles.input} inputMode="decimal" autoComplete="off" {...field('amount')} />
        </FormField>
        <div className={styles.row}>
          <FormField label={t('payments.make.fromNarrative')} hint={t('payments.make.narrativeHint')} error={messageFor('fromPaymentNarrative')} {...fieldProps}>
            <input className={styles.input} autoComplete="off" {...field('fromPaymentNarrative')} />
          </FormField>
          {destination?.atoEft ? (
            <FormField label={t('payments.make.eftCode')} hint={t('payments.make.eftCodeHint')} error={messageFor('toPaymentNarrative')} {...fieldProps}>
              <input className={styles.input} inputMode="numeric" autoComplete="off" {...field('toPaymentNarrative')} />
            </FormField>
          ) : (
            <FormField label={t('payments.make.toNarrative')} hint={t('payments.make.narrativeHint')} error={messageFor('toPaymentNarrative')} {...fieldProps}>
              <input className={styles.input} autoComplete="off" {...field('toPaymentNarrative')} />
            </FormField>
          )}
        </div>
      </fieldset>

      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t('payments.make.when')}</legend>
        <div className={layout.segmented}>
          {SCHEDULES.map((s) => (
            <label key={s} className={layout.segment}>
              <input type="radio" value={s} {...choice('scheduleType')} />
              <span>{scheduleLabel(s)}</span>
            </label>
          ))}
        </div>
        {messageFor('scheduleType') && <p className={styles.error}>{messageFor('scheduleType')}</p>}
        {scheduleType !== 'IMMEDIATE' && <p className={layout.hint}>{t('payments.make.dateRule')}</p>}
        {scheduleType !== 'IMMEDIATE' && (
          <div className={styles.row}>
            {scheduleType === 'RECURRING' && (
              <FormField label={t('payments.make.frequency')} error={messageFor('frequency')} {...fieldProps}>
                <select className={styles.input} {...choice('frequency')}>
                  <option value="">{t('payments.make.chooseFrequency')}</option>
                  {FREQUENCIES.map((f) => (
                    <option key={f} value={f}>
                      {frequencyLabel(f)}
                    </option>
                  ))}
                </select>
              </FormField>
            )}
            {dateField('nextDate', t(scheduleType === 'RECURRING' ? 'payments.make.nextDateRecurring' : 'payments.make.nextDateFuture'))}
            {scheduleType === 'RECURRING' && dateField('lastDate', t('payments.make.lastDate'))}
          </div>
        )}
      </fieldset>

      <div className={styles.footer}>
        {checking && (
          <span className={styles.status} role="status">
            {t('payments.make.checking')}
          </span>
        )}
        <Button type="submit" disabled={checking}>
          {t('payments.make.continue')}
        </Button>
      </div>
    </form>
  );
}
