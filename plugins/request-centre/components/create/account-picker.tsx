// Choosing the account a request is about (002 §5): by client (requestClients from 2 characters, then that
// client's accounts) or by an account keyword search (requestAccounts, at most 50).
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '@kit/copy';
import type { GetRequestAccountsQuery } from '@kit/gql/graphql';
import { GET_REQUEST_ACCOUNTS, GET_REQUEST_CLIENTS } from '../../api/create-request';
import { effectiveKeyword, MIN_KEYWORD } from '../../lib/list-filters';
import { useDebouncedValue } from '@kit/use-debounced-value';
import { layout } from '@kit/layout';
import { PickList } from '@kit/pick-list/pick-list';
import styles from './create.module.css';

export type RequestAccount = GetRequestAccountsQuery['requestAccounts'][number];

export interface ChosenAccount {
  account: RequestAccount;
  contactId: string | null;
  clientName: string | null;
}

type Mode = 'client' | 'account';

const SEARCH_DEBOUNCE_MS = 300;

function AccountOptions({ accounts, onChoose }: { accounts: readonly RequestAccount[]; onChoose(a: RequestAccount): void }) {
  return (
    <PickList
      label={t('requests.create.accountResults')}
      options={accounts.map((a) => ({ key: a.accountNumber, title: a.accountName, detail: `${a.accountNumber} · ${a.productDescription}`, onChoose: () => onChoose(a) }))}
    />
  );
}

/** A search box with the hint on how many characters it needs. */
function SearchField({ name, label, value, onChange }: { name: Mode; label: string; value: string; onChange(value: string): void }) {
  return (
    <div className={layout.field}>
      <label className={layout.label} htmlFor={`create-${name}-search`}>
        {label}
      </label>
      <input id={`create-${name}-search`} type="search" className={layout.input} value={value} onChange={(e) => onChange(e.target.value)} aria-describedby={`create-${name}-hint`} autoComplete="off" />
      <span id={`create-${name}-hint`} className={layout.hint}>
        {t('requests.create.searchHint', { n: MIN_KEYWORD })}
      </span>
    </div>
  );
}

/** A lookup's loading line, its error and its "none found". */
function LookupStatus({ loading, loadingText, error, errorText, empty, emptyText }: { loading: boolean; loadingText: string; error: unknown; errorText: string; empty: boolean; emptyText: string }) {
  if (loading) return <p className={layout.muted}>{loadingText}</p>;
  if (error)
    return (
      <p className={`${layout.notice} ${layout.noticeError}`} role="alert">
        {errorText}
      </p>
    );
  return empty ? <p className={layout.empty}>{emptyText}</p> : null;
}

function ClientSearch({ onChoose }: { onChoose(chosen: ChosenAccount): void }) {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(effectiveKeyword(text), SEARCH_DEBOUNCE_MS);
  const [client, setClient] = useState<{ contactId: string; displayName: string } | null>(null);
  const clients = useQuery(GET_REQUEST_CLIENTS, { variables: { keyword }, skip: !keyword || client !== null });
  const accounts = useQuery(GET_REQUEST_ACCOUNTS, { variables: { contactId: client?.contactId }, skip: !client });

  if (client) {
    return (
      <div className={styles.step}>
        <p className={styles.chosenLine}>
          <span>{t('requests.create.clientChosen', { name: client.displayName })}</span>
          <button type="button" className={layout.linkButton} onClick={() => setClient(null)}>
            {t('requests.create.change')}
          </button>
        </p>
        <LookupStatus
          loading={accounts.loading}
          loadingText={t('requests.create.loadingAccounts')}
          error={accounts.error}
          errorText={t('requests.error.accounts')}
          empty={accounts.data?.requestAccounts.length === 0}
          emptyText={t('requests.create.noAccounts')}
        />
        {accounts.data && (
          <AccountOptions accounts={accounts.data.requestAccounts} onChoose={(a) => onChoose({ account: a, contactId: client.contactId, clientName: client.displayName })} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.step}>
      <SearchField name="client" label={t('requests.create.clientSearch')} value={text} onChange={setText} />
      <LookupStatus
        loading={clients.loading}
        loadingText={t('requests.create.searching')}
        error={clients.error}
        errorText={t('requests.error.clients')}
        empty={clients.data?.requestClients.length === 0}
        emptyText={t('requests.create.noClients')}
      />
      {clients.data && (
        <PickList
          label={t('requests.create.clientResults')}
          options={clients.data.requestClients.map((c) => ({
            key: c.contactId,
            title: c.displayName,
            detail: [c.type, c.suburb].filter(Boolean).join(' · '),
            onChoose: () => setClient({ contactId: c.contactId, displayName: c.displayName }),
          }))}
        />
      )}
    </div>
  );
}

function AccountSearch({ onChoose }: { onChoose(chosen: ChosenAccount): void }) {
  const [text, setText] = useState('');
  const keyword = useDebouncedValue(effectiveKeyword(text), SEARCH_DEBOUNCE_MS);
  const accounts = useQuery(GET_REQUEST_ACCOUNTS, { variables: { keyword }, skip: !keyword });
  return (
    <div className={styles.step}>
      <SearchField name="account" label={t('requests.create.accountSearch')} value={text} onChange={setText} />
      <LookupStatus
        loading={accounts.loading}
        loadingText={t('requests.create.searching')}
        error={accounts.error}
        errorText={t('requests.error.accounts')}
        empty={accounts.data?.requestAccounts.length === 0}
        emptyText={t('requests.create.noAccounts')}
      />
      {accounts.data && <AccountOptions accounts={accounts.data.requestAccounts} onChoose={(a) => onChoose({ account: a, contactId: null, clientName: null })} />}
    </div>
  );
}

export function AccountPicker({ onChoose }: { onChoose(chosen: ChosenAccount): void }) {
  const [mode, setMode] = useState<Mode>('client');
  return (
    <div className={styles.step}>
      <div className={layout.segmented} role="radiogroup" aria-label={t('requests.create.findBy')}>
        {(['client', 'account'] as const).map((m) => (
          <label key={m} className={layout.segment}>
            <input type="radio" name="create-find-by" checked={mode === m} onChange={() => setMode(m)} />
            <span>{m === 'client' ? t('requests.create.byClient') : t('requests.create.byAccount')}</span>
          </label>
        ))}
      </div>
      {mode === 'client' ? <ClientSearch onChoose={onChoose} /> : <AccountSearch onChoose={onChoose} />}
    </div>
  );
}
