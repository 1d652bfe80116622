// The Grouping form (000 §2, §5): create or edit a fee, reporting or statement group of 2 to 8 Wrap
// accounts, each validated as it is added; close from the same form.
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { Modal } from '@kit/modal';
import { useToast } from '@kit/toast/toast-atoms';
import { GET_ACCOUNT_GROUP, type AccountGroupData } from '../api/get-account-group';
import { GET_FORM_CONTEXT } from '../api/get-form-context';
import { CLOSE_ACCOUNT_GROUP, CREATE_ACCOUNT_GROUP, UPDATE_ACCOUNT_GROUP, type AccountGroupInput } from '../api/group-mutations';
import { groupBusinessVentures } from '../lib/business-ventures';
import { ruleErrorsOf, statusOf } from '../lib/graphql-error';
import { limitState, MAX_ACCOUNTS, MIN_ACCOUNTS } from '../lib/group-limits';
import { cleanGroupName } from '../lib/group-name';
import { retrieveAfterCreate } from '../lib/retrieve-after-create';
import type { FormAccount } from '../lib/selected-account';
import { keyMessages } from '../lib/validation-messages';
import { AccountSearch } from './account-search';
import { RelatedAccounts } from './related-accounts';
import styles from './form.module.css';
import { SelectedAccounts } from './selected-accounts';
import { useGroupValidation } from './use-group-validation';

type GroupType = AccountGroupInput['groupTypes'][number];

export interface GroupFormProps {
  /** The group being edited; none for a new draft. */
  group?: AccountGroupData;
  /** Open the close confirmation at once (the close path of 000 §6). */
  startWithClose?: boolean;
  onSaved: (code: string) => void;
  onClosed?: () => void;
  onCancel: () => void;
}

const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random()}`);

export function GroupForm({ group, startWithClose = false, onSaved, onClosed, onCancel }: GroupFormProps) {
  const client = useApolloClient();
  const toast = useToast();
  const ids = { name: useId(), bv: useId(), dealer: useId() };
  const context = useQuery(GET_FORM_CONTEXT);
  const [name, setName] = useState(group?.accountGroupName ?? '');
  const [groupType, setGroupType] = useState<GroupType>(group?.accountGroupType[0] ?? 'FEE');
  const [attributes, setAttributes] = useState<string[]>(group?.attributes ?? []);
  const [businessVenture, setBusinessVenture] = useState(group?.businessVentureId ?? '');
  const [dealerCode, setDealerCode] = useState(group?.dealerCode ?? '');
  const [accounts, setAccounts] = useState<FormAccount[]>(
    () => group?.accounts.map((a) => ({ accountId: a.accountId, accountNumber: a.accountNumber, composerCode: a.composerCode, accountName: a.accountName, productName: a.productName, accountStatus: a.accountStatus })) ?? [],
  );
  // One key per draft: a double click, or a retry after a lost answer, makes one group (000 §7 create).
  const [idempotencyKey] = useState(newKey);
  const [submitted, setSubmitted] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [phase, setPhase] = useState<'editing' | 'saving' | 'retrieving'>('editing');
  const [confirmClose, setConfirmClose] = useState(startWithClose);
  const [create] = useMutation(CREATE_ACCOUNT_GROUP);
  const [update] = useMutation(UPDATE_ACCOUNT_GROUP);
  const [close, closing] = useMutation(CLOSE_ACCOUNT_GROUP);

  const brandKey = context.data?.shell.brand.key ?? '';
  const ventures = useMemo(
    () => (context.data ? groupBusinessVentures(brandKey, context.data.shell.access.products) : []),
    [context.data, brandKey],
  );
  const dealers = useMemo(() => {
    const seen = new Map<string, string | null>();
    for (const code of context.data?.viewer.adviserCodes ?? []) if (!seen.has(code.dealerCode)) seen.set(code.dealerCode, code.dealerName);
    if (group && !seen.has(group.dealerCode)) seen.set(group.dealerCode, null);
    return [...seen];
  }, [context.data, group]);
  const venture = businessVenture || ventures[0] || '';
  const dealer = dealerCode || dealers[0]?.[0] || '';
  // Statement groups belong to the perpetual brand, as its Statement groups search does (000 §2).
  const types: GroupType[] = brandKey === 'perpetual' || groupType === 'STATEMENTS' ? ['FEE', 'REPORTING', 'STATEMENTS'] : ['FEE', 'REPORTING'];

  const groupTypes = useMemo(() => [groupType], [groupType]);
  const { messages, setMessages, validating, failed, validate } = useGroupValidation({ accounts, dealerCode: dealer, groupTypes, groupCode: group?.accountGroupCode });
  const selectedIds = useMemo(() => new Set(accounts.map((a) => a.accountId)), [accounts]);
  const limit = limitState(accounts.length);
  const cleanName = cleanGroupName(name);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFormError(null);
    if (!cleanName || accounts.length < MIN_ACCOUNTS || accounts.length > MAX_ACCOUNTS || !venture || !dealer) return;
    setPhase('saving');
    const checked = await validate();
    if (checked.size > 0) {
      setPhase('editing');
      return;
    }
    const input: AccountGroupInput = {
      name: cleanName,
      groupTypes: [groupType],
      attributes: groupType === 'FEE' ? attributes : [],
      businessVentureId: venture,
      status: 'ACTIVE',
      dealerCode: dealer,
      accounts: accounts.map((a) => a.accountId),
    };
    try {
      if (group) {
        await update({ variables: { code: group.accountGroupCode, input } });
        toast({ message: t('groups.updated.toast'), tone: 'success' });
        onSaved(group.accountGroupCode);
        return;
      }
      const { data } = await create({ variables: { input, idempotencyKey } });
      const code = data?.createAccountGroup.accountGroupCode;
      if (!code) throw new Error('no code');
      setPhase('retrieving');
      await retrieveAfterCreate(async () => {
        const res = await client.query({ query: GET_ACCOUNT_GROUP, variables: { code }, fetchPolicy: 'network-only' });
        return res.data?.accountGroup ?? null;
      });
      toast({ message: t('groups.created.toast'), tone: 'success' });
      onSaved(code);
    } catch (error) {
      const errors = ruleErrorsOf(error);
      if (errors) setMessages(keyMessages(errors, accounts));
      else if (statusOf(error) === 409) setFormError(t('groups.form.conflict'));
      else setFormError(t(group ? 'groups.error.update' : 'groups.error.create'));
      setPhase('editing');
    }
  };

  const confirmAndClose = async () => {
    if (!group) return;
    try {
      await close({ variables: { code: group.accountGroupCode } });
      setConfirmClose(false);
      toast({ message: t('groups.closed.toast'), tone: 'success' });
      onClosed?.();
    } catch {
      setConfirmClose(false);
      setFormError(t('groups.error.update'));
    }
  };

  const toggleAttribute = (attribute: string) =>
    setAttributes((current) => (current.includes(attribute) ? current.filter((a) => a !== attribute) : [...current, attribute]));

  const busy = phase !== 'editing';
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-busy={busy}>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.name}>
            {t('groups.form.name')}
          </label>
          <input id={ids.name} className={styles.input} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} onBlur={() => setName(cleanGroupName(name))} aria-describedby={`${ids.name}-hint`} />
          <span id={`${ids.name}-hint`} className={styles.hint}>
            {t('groups.form.nameHint')}
          </span>
          {submitted && !cleanName && <p className={styles.error}>{t('groups.form.nameRequired')}</p>}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.bv}>
            {t('groups.form.businessVenture')}
          </label>
          {ventures.length > 0 || group ? (
            <select id={ids.bv} className={styles.select} value={venture} onChange={(e) => setBusinessVenture(e.target.value)}>
              {[...new Set([...ventures, ...(group ? [group.businessVentureId] : [])])].map((bv) => (
                <option key={bv}>{bv}</option>
              ))}
            </select>
          ) : (
            <p className={styles.error}>{context.loading ? '' : t('groups.form.noBusinessVentures')}</p>
          )}
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={ids.dealer}>
            {t('groups.form.dealer')}
          </label>
          <select id={ids.dealer} className={styles.select} value={dealer} onChange={(e) => setDealerCode(e.target.value)}>
            {dealers.map(([code, dealerName]) => (
              <option key={code} value={code}>
                {dealerName ? `${code} · ${dealerName}` : code}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className={styles.grid}>
        <fieldset className={styles.field}>
          <legend className={styles.label}>{t('groups.form.type')}</legend>
          <div className={styles.choices}>
            {types.map((type) => (
              <label key={type} className={styles.choice}>
                <input type="radio" name="groupType" value={type} checked={groupType === type} onChange={() => setGroupType(type)} />
                {t(type === 'FEE' ? 'groups.kind.fee' : type === 'REPORTING' ? 'groups.kind.reporting' : 'groups.kind.statement')}
              </label>
            ))}
          </div>
        </fieldset>
        {groupType === 'FEE' && (
          <fieldset className={styles.field}>
            <legend className={styles.label}>{t('groups.form.feeOptions')}</legend>
            <div className={styles.choices}>
              <label className={styles.choice}>
                <input type="checkbox" checked={attributes.includes('ADVISER_SERVICE_FEE')} onChange={() => toggleAttribute('ADVISER_SERVICE_FEE')} />
                {t('groups.kind.adviserFee')}
              </label>
              <label className={styles.choice}>
                <input type="checkbox" checked={attributes.includes('ADMIN_FEE')} onChange={() => toggleAttribute('ADMIN_FEE')} />
                {t('groups.kind.adminFee')}
              </label>
            </div>
          </fieldset>
        )}
      </div>

      <AccountSearch selectedIds={selectedIds} disabled={limit !== null || busy} onAdd={(account) => setAccounts((current) => [...current, account])} />
      {limit && (
        <p className={`${styles.limit} ${limit === 'over' ? styles.limitOver : ''}`} role="alert">
          {t(limit === 'max' ? 'groups.limit.max' : 'groups.limit.over')}
        </p>
      )}

      <div className={styles.field}>
        <span className={styles.label}>{t('groups.form.selected', { count: accounts.length })}</span>
        <SelectedAccounts accounts={accounts} messages={messages} onRemove={(id) => setAccounts((current) => current.filter((a) => a.accountId !== id))} />
        {validating && (
          <span className={styles.hint} role="status">
            {t('groups.form.validating')}
          </span>
        )}
        {submitted && accounts.length < MIN_ACCOUNTS && <p className={styles.error}>{t('groups.form.minimum')}</p>}
        {failed && groupType === 'FEE' && (
          <p className={styles.error} role="alert">
            {t('groups.error.feeGroups')}
          </p>
        )}
      </div>

      {accounts.length > 0 && !busy && (
        <RelatedAccounts
          key={accounts[accounts.length - 1].accountId}
          anchor={accounts[accounts.length - 1]}
          selectedIds={selectedIds}
          onAdd={(more) => setAccounts((current) => [...current, ...more])}
        />
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
      <div className={styles.footer}>
        {group && (
          <Button variant="secondary" className={styles.danger} onClick={() => setConfirmClose(true)} disabled={busy}>
            {t('groups.close')}
          </Button>
        )}
        <div className={styles.footerEnd}>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('groups.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t(group ? 'groups.form.save' : 'groups.form.create')}
          </Button>
        </div>
      </div>

      <Modal
        open={confirmClose && !!group}
        title={t('groups.close.confirmTitle')}
        onEscape={() => setConfirmClose(false)}
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirmClose(false)}>
              {t('groups.cancel')}
            </Button>
            <Button data-autofocus onClick={() => void confirmAndClose()} disabled={closing.loading}>
              {t('groups.close')}
            </Button>
          </>
        }
      >
        <p>{t('groups.close.confirmBody', { name: group?.accountGroupName ?? '' })}</p>
      </Modal>
    </form>
  );
}
