// The client step: an existing client found by search, or a new client's name, date of birth, address, contact and
// tax file number status. Each field's rule is its hint; a wrong field says why beside it.
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { fieldRules } from '@kit/form/field-rules';
import { DateField } from '@kit/form/filter-fields';
import { Card, layout } from '@kit/layout';
import { SEARCH_CLIENTS } from '../api/applications';
import { clientRules, STATES, TFN_STATUSES, type ClientValues, type ProductLimits } from '../lib/application-rules';
import { clientValues, type Application } from '../lib/application-values';
import { ChoiceRadios, ChoiceSelect, TextField } from './fields';
import { StepActions } from './step-actions';
import styles from './account-opening.module.css';

export interface StepProps<T> {
  application: Application;
  limits: ProductLimits;
  onSave(values: T): Promise<string | null>;
  onBack?: () => void;
}

export function ClientStep({ application, limits, onSave, onBack }: StepProps<ClientValues>) {
  const form = useForm<ClientValues>({ defaultValues: clientValues(application), mode: 'onTouched', resolver: fieldRules(clientRules(limits)) });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const tfnStatus = useWatch({ control: form.control, name: 'tfnStatus' });
  const chosen = useWatch({ control: form.control, name: 'clientLabel' });
  const [query, setQuery] = useState('');
  const [search, found] = useLazyQuery(SEARCH_CLIENTS);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => setFailure(await onSave(values)));
  const errors = form.formState.errors;

  return (
    <form className={layout.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('openAccount.step.CLIENT')}>
      <Card headingId="client-step" title={t('openAccount.step.CLIENT')}>
        <ChoiceRadios form={form} name="mode" label="openAccount.field.clientMode" values={['existing', 'new']} />
        {mode === 'existing' ? (
          <div>
            <div className={layout.fieldRow}>
              <label className={layout.field}>
                <span className={layout.label}>{t('openAccount.field.clientSearch')}</span>
                <input className={layout.input} value={query} onChange={(e) => setQuery(e.target.value)} autoComplete="off" />
              </label>
              <Button variant="secondary" onClick={() => void search({ variables: { query } })} disabled={!query.trim()}>
                {t('openAccount.field.clientSearchButton')}
              </Button>
            </div>
            {found.error && <p className={`${layout.notice} ${layout.noticeError}`}>{t('requests.error.clients')}</p>}
            {found.data?.clientSearch && (
              found.data.clientSearch.nodes.length === 0 ? (
                <p className={layout.empty}>{t('openAccount.field.clientNone')}</p>
              ) : (
                <ul className={styles.results} aria-label={t('openAccount.field.clientResults')}>
                  {found.data.clientSearch.nodes.map((c) => (
                    <li key={c.contactId}>
                      <Button
                        variant="secondary"
                        onClick={() => {
                          form.setValue('contactId', c.contactId, { shouldValidate: true });
                          form.setValue('clientLabel', c.displayName);
                        }}
                      >
                        {t('openAccount.field.clientChoose', { name: c.displayName })}
                      </Button>{' '}
                      {c.suburb}
                    </li>
                  ))}
                </ul>
              )
            )}
            <p role="status">{chosen ? t('openAccount.field.clientChosen', { name: chosen }) : null}</p>
            {errors.contactId && <p className={layout.error}>{errors.contactId.message}</p>}
          </div>
        ) : (
          <div className={layout.formGrid}>
            <TextField form={form} name="firstName" label="openAccount.field.firstName" hint="openAccount.hint.name" autoComplete="given-name" />
            <TextField form={form} name="lastName" label="openAccount.field.lastName" hint="openAccount.hint.name" autoComplete="family-name" />
            <DateField
              control={form.control}
              name="dateOfBirth"
              label={t('openAccount.field.dateOfBirth')}
              hint={t('openAccount.hint.dateOfBirth', { age: limits.minAge })}
              initialDay="1970-01-01"
              field={{ className: layout.field, labelClassName: layout.label, errorClassName: layout.error }}
            />
            <TextField form={form} name="street" label="openAccount.field.street" hint="openAccount.hint.street" autoComplete="street-address" />
            <TextField form={form} name="suburb" label="openAccount.field.suburb" hint="openAccount.hint.suburb" />
            <ChoiceSelect form={form} name="state" label="openAccount.field.state" values={STATES} labelOf={(v) => v} />
            <TextField form={form} name="postcode" label="openAccount.field.postcode" hint="openAccount.hint.postcode" inputMode="numeric" />
            <TextField form={form} name="email" label="openAccount.field.email" hint="openAccount.hint.email" inputMode="email" autoComplete="email" />
            <TextField form={form} name="mobile" label="openAccount.field.mobile" hint="openAccount.hint.mobile" inputMode="tel" autoComplete="tel" />
            <ChoiceSelect form={form} name="tfnStatus" label="openAccount.field.tfnStatus" values={TFN_STATUSES} />
            {tfnStatus === 'PROVIDED' && <TextField form={form} name="tfn" label="openAccount.field.tfn" hint="openAccount.hint.tfn" inputMode="numeric" />}
          </div>
        )}
      </Card>
      <StepActions onBack={onBack} saving={form.formState.isSubmitting} failure={failure} />
    </form>
  );
}
