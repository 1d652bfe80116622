// The Grouping form (000 §2, §5): create or edit a fee, reporting or statement group of 2 to 8 Wrap
// accounts, each validated as it is added; close from the same form. The form pattern later forms copy:
// values in react-hook-form, their rules as data for the kit resolver (messages from copy, focus on the first invalid field),
// fields in their own component, the save and the close in their own hooks and components.
import { FormProvider, useController, useForm, useWatch } from 'react-hook-form';
import { useEffect, useMemo } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import type { AccountGroupData } from '../api/get-account-group';
import { limitState } from '../lib/group-limits';
import { cleanGroupName } from '../lib/group-name';
import { AccountSearch } from './account-search';
import { CloseGroup } from './close-group';
import { layout } from '@kit/layout';
import styles from './form.module.css';
import { GroupFields } from './group-fields';
import { groupResolver, initialValues, type GroupValues } from './group-values';
import { RelatedAccounts } from './related-accounts';
import { SelectedAccounts } from './selected-accounts';
import { useGroupOptions } from './use-group-options';
import { useGroupValidation } from './use-group-validation';
import { useSaveGroup } from './use-save-group';

export interface GroupFormProps {
  /** The group being edited; none for a new draft. */
  group?: AccountGroupData;
  /** Open the close confirmation at once (the close path of 000 §6). */
  startWithClose?: boolean;
  onSaved: (code: string) => void;
  onClosed?: () => void;
  onCancel: () => void;
}

export function GroupForm({ group, startWithClose = false, onSaved, onClosed, onCancel }: GroupFormProps) {
  const form = useForm<GroupValues>({ defaultValues: initialValues(group), mode: 'onSubmit', shouldFocusError: true, resolver: groupResolver });
  const { field: accountsField, fieldState: accountsState } = useController({ control: form.control, name: 'accounts' });
  const accounts = accountsField.value;
  // From the form's current value, not this render's: a related-accounts answer may land after a change.
  const changeAccounts = (change: (current: GroupValues['accounts']) => GroupValues['accounts']) => accountsField.onChange(change(form.getValues('accounts')));
  const [groupType, businessVenture, dealerCode] = useWatch({ control: form.control, name: ['groupType', 'businessVenture', 'dealerCode'] });
  const options = useGroupOptions(group, groupType);
  const venture = businessVenture || options.ventures[0] || '';
  const dealer = dealerCode || options.dealers[0]?.[0] || '';
  // The first offered venture and dealer are the choice until one is made: into the form (and so the
  // selects, which would otherwise show a blank value) as soon as the options arrive.
  useEffect(() => {
    if (!businessVenture && venture) form.setValue('businessVenture', venture);
    if (!dealerCode && dealer) form.setValue('dealerCode', dealer);
  }, [form, businessVenture, dealerCode, venture, dealer]);

  const groupTypes = useMemo(() => [groupType], [groupType]);
  const { messages, setMessages, validating, failed, validate } = useGroupValidation({ accounts, dealerCode: dealer, groupTypes, groupCode: group?.accountGroupCode });
  const { save, phase, setPhase, formError, setFormError } = useSaveGroup({ group, onSaved, onRuleErrors: setMessages });
  const selectedIds = useMemo(() => new Set(accounts.map((a) => a.accountId)), [accounts]);
  const limit = limitState(accounts.length);
  const busy = phase !== 'editing';

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    if (!venture || !dealer) return;
    setPhase('saving');
    if ((await validate()).size > 0) return setPhase('editing');
    const input = {
      name: cleanGroupName(values.name),
      groupTypes: [values.groupType],
      attributes: values.groupType === 'FEE' ? values.attributes : [],
      businessVentureId: venture,
      status: 'ACTIVE' as const,
      dealerCode: dealer,
      accounts: values.accounts.map((a) => a.accountId),
    };
    await save(input, values.accounts);
  });

  return (
    <FormProvider {...form}>
      <form className={layout.form} onSubmit={(event) => void submit(event)} noValidate aria-busy={busy}>
        <GroupFields ventures={options.ventures} dealers={options.dealers} types={options.types} loading={options.loading} />

        <AccountSearch selectedIds={selectedIds} disabled={limit !== null || busy} onAdd={(account) => changeAccounts((current) => [...current, account])} />
        {limit && (
          <p className={`${styles.limit} ${limit === 'over' ? styles.limitOver : ''}`} role="alert">
            {t(limit === 'max' ? 'groups.limit.max' : 'groups.limit.over')}
          </p>
        )}

        <div className={styles.field}>
          <span className={styles.label}>{t('groups.form.selected', { count: accounts.length })}</span>
          <SelectedAccounts accounts={accounts} messages={messages} onRemove={(id) => changeAccounts((current) => current.filter((a) => a.accountId !== id))} />
          {validating && (
            <span className={layout.hint} role="status">
              {t('groups.form.validating')}
            </span>
          )}
          {accountsState.error?.message && limit !== 'over' && <p className={styles.error}>{accountsState.error.message}</p>}
          {failed && groupType === 'FEE' && (
            <p className={styles.error} role="alert">
              {t('groups.error.feeGroups')}
            </p>
          )}
        </div>

        {accounts.length > 0 && !busy && (
          <RelatedAccounts key={accounts[accounts.length - 1].accountId} anchor={accounts[accounts.length - 1]} selectedIds={selectedIds} onAdd={(more) => changeAccounts((current) => [...current, ...more])} />
        )}

        {formError && (
          <p className={styles.error} role="alert">
            {formError}
          </p>
        )}
        {phase === 'retrieving' && (
          <p className={styles.status} role="status">
            {t('groups.form.creating')}
          </p>
        )}
        <div className={`${layout.cardHead} ${styles.footer}`}>
          {group && (
            <CloseGroup group={group} startOpen={startWithClose} disabled={busy} className={styles.danger} onClosed={onClosed} onFailed={() => setFormError(t('groups.error.update'))} />
          )}
          <div className={styles.footerEnd}>
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              {t('groups.cancel')}
            </Button>
            {/* Until the business ventures and dealers have loaded there is nothing to create the group under. */}
            <Button type="submit" disabled={busy || !venture || !dealer}>
              {t(group ? 'groups.form.save' : 'groups.form.create')}
            </Button>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
