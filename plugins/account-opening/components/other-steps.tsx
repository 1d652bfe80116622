// The options, linked account and adviser fee steps: each a react-hook-form form with its rules (lib/application-rules.ts).
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { formatAmount } from '@kit/format-values';
import { Card, layout } from '@kit/layout';
import {
  feeRules, FEE_TYPES, INTEREST_PAYMENTS, INVESTMENT_MENUS, linkedRules, MATURITY_INSTRUCTIONS, MAX_FEE_DOLLARS, MAX_FEE_PERCENT, MAX_UPFRONT_FEE,
  optionRules, PENSION_FREQUENCIES, STATEMENT_FREQUENCIES, TERMS, type FeeValues, type LinkedValues, type OptionValues,
} from '../lib/application-rules';
import { feeValues, linkedValues, optionValues } from '../lib/application-values';
import type { StepProps } from './client-step';
import { ChoiceRadios, ChoiceSelect, TextField } from './fields';
import { StepActions } from './step-actions';

export function OptionsStep({ application, limits, onSave, onBack }: StepProps<OptionValues>) {
  const form = useForm<OptionValues>({ defaultValues: optionValues(application), mode: 'onTouched', resolver: fieldRules(optionRules(limits)) });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => setFailure(await onSave(values)));
  const p = limits.product;
  const wrap = p === 'INVESTMENT' || p === 'SUPER' || p === 'PENSION';
  const amountLabel = p === 'CASH' ? 'openAccount.field.initialDeposit' : p === 'TERM_DEPOSIT' ? 'openAccount.field.depositAmount' : 'openAccount.field.initialInvestment';
  return (
    <form className={layout.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('openAccount.step.OPTIONS')}>
      <Card headingId="options-step" title={t('openAccount.step.OPTIONS')}>
        <div className={layout.formGrid}>
          <TextField
            form={form}
            name="amount"
            label={amountLabel}
            hint={limits.amountRequired ? 'openAccount.hint.amount' : 'openAccount.hint.amountOptional'}
            hintVars={{ min: formatAmount(limits.minAmount), max: formatAmount(limits.maxAmount) }}
            inputMode="decimal"
          />
          {p === 'CASH' && <ChoiceSelect form={form} name="statementFrequency" label="openAccount.field.statementFrequency" values={STATEMENT_FREQUENCIES} />}
          {p === 'TERM_DEPOSIT' && (
            <>
              <ChoiceSelect form={form} name="termMonths" label="openAccount.field.term" values={TERMS} labelOf={(v) => t('openAccount.choice.months', { months: v })} />
              <ChoiceSelect form={form} name="interestPayment" label="openAccount.field.interestPayment" values={INTEREST_PAYMENTS} />
              <ChoiceSelect form={form} name="maturityInstruction" label="openAccount.field.maturityInstruction" values={MATURITY_INSTRUCTIONS} />
            </>
          )}
          {wrap && <ChoiceRadios form={form} name="investmentMenu" label="openAccount.field.investmentMenu" values={INVESTMENT_MENUS} />}
          {p === 'PENSION' && <ChoiceSelect form={form} name="pensionFrequency" label="openAccount.field.pensionFrequency" values={PENSION_FREQUENCIES} />}
        </div>
      </Card>
      <StepActions onBack={onBack} saving={form.formState.isSubmitting} failure={failure} />
    </form>
  );
}

export function LinkedStep({ application, onSave, onBack }: StepProps<LinkedValues>) {
  const form = useForm<LinkedValues>({ defaultValues: linkedValues(application), mode: 'onTouched', resolver: fieldRules(linkedRules) });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => setFailure(await onSave(values)));
  return (
    <form className={layout.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('openAccount.step.LINKED')}>
      <Card headingId="linked-step" title={t('openAccount.step.LINKED')}>
        <p>{t('openAccount.linked.intro')}</p>
        <div className={layout.formGrid}>
          <TextField form={form} name="bsb" label="openAccount.field.bsb" hint="openAccount.hint.bsb" inputMode="numeric" />
          <TextField form={form} name="accountNumber" label="openAccount.field.bankAccountNumber" hint="openAccount.hint.bankAccount" inputMode="numeric" />
          <TextField form={form} name="accountName" label="openAccount.field.bankAccountName" hint="openAccount.hint.accountName" />
        </div>
      </Card>
      <StepActions onBack={onBack} saving={form.formState.isSubmitting} failure={failure} />
    </form>
  );
}

export function FeesStep({ application, onSave, onBack }: StepProps<FeeValues>) {
  const form = useForm<FeeValues>({ defaultValues: feeValues(application), mode: 'onTouched', resolver: fieldRules(feeRules) });
  const type = useWatch({ control: form.control, name: 'ongoingType' });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => setFailure(await onSave(values)));
  return (
    <form className={layout.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('openAccount.step.FEES')}>
      <Card headingId="fees-step" title={t('openAccount.step.FEES')}>
        <p>{t('openAccount.fees.intro')}</p>
        <div className={layout.formGrid}>
          <ChoiceRadios form={form} name="ongoingType" label="openAccount.field.ongoingType" values={FEE_TYPES} />
          {type === 'PERCENT' && <TextField form={form} name="ongoingPercent" label="openAccount.field.ongoingPercent" hint="openAccount.hint.feePercent" hintVars={{ max: MAX_FEE_PERCENT }} inputMode="decimal" />}
          {type === 'DOLLAR' && <TextField form={form} name="ongoingDollars" label="openAccount.field.ongoingDollars" hint="openAccount.hint.feeDollars" hintVars={{ max: formatAmount(MAX_FEE_DOLLARS) }} inputMode="decimal" />}
          <TextField form={form} name="upfront" label="openAccount.field.upfront" hint="openAccount.hint.upfront" hintVars={{ max: formatAmount(MAX_UPFRONT_FEE) }} inputMode="decimal" />
        </div>
      </Card>
      <StepActions onBack={onBack} saving={form.formState.isSubmitting} failure={failure} />
    </form>
  );
}
