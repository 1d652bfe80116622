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
  if (accounts.length === 0) return null;
  return (
    <ul className={styles.options} aria-label={t('requests.create.accountResults')}>
      {accounts.map((a) => (
        <li key={a.accountNumber}>
          <button type="button" className={styles.option} onClick={() => onChoose(a)}>
            <span className={styles.optionTitle}>{a.accountName}</span>
            <span className={`${layout.muted} ${layout.small}`}>
              {a.accountNumber} · {a.productDescription}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
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
        {accounts.loading && <p className={layout.muted}>{t('requests.create.loadingAccounts')}</p>}
        {accounts.error && <p className={`${layout.notice} ${layout.noticeError}`} role="alert">{t('requests.error.accounts')}</p>}
        {accounts.data && accounts.data.requestAccounts.length === 0 && <p className={layout.empty}>{t('requests.create.noAccounts')}</p>}
        {accounts.data && (
          <AccountOptions accounts={accounts.data.requestAccounts} onChoose={(a) => onChoose({ account: a, contactId: client.contactId, clientName: client.displayName })} />
        )}
      </div>
    );
  }
  return (
    <div className={styles.step}>
      <div className={layout.field}>
        <label className={layout.label} htmlFor="create-client-search">
          {t('requests.create.clientSearch')}
        </label>
        <input id="create-client-search" type="search" className={layout.input} value={text} onChange={(e) => setText(e.target.value)} aria-describedby="create-client-hint" autoComplete="off" />
        <span id="create-client-hint" className={layout.hint}>
          {t('requests.create.searchHint', { n: MIN_KEYWORD })}
        </span>
      </div>
      {clients.loading && <p className={layout.muted}>{t('requests.create.searching')}</p>}
      {clients.error && <p className={`${layout.notice} ${layout.noticeError}`} role="alert">{t('requests.error.clients')}</p>}
      {clients.data && clients.data.requestClients.length === 0 && <p className={layout.empty}>{t('requests.create.noClients')}</p>}
      {clients.data && clients.data.requestClients.length > 0 && (
        <ul className={styles.options} aria-label={t('requests.create.clientResults')}>
          {clients.data.requestClients.map((c) => (
            <li key={c.contactId}>
              <button type="button" className={styles.option} onClick={() => setClient({ contactId: c.contactId, displayName: c.displayName })}>
                <span className={styles.optionTitle}>{c.displayName}</span>
                <span className={`${layout.muted} ${layout.small}`}>{[c.type, c.suburb].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </ul>
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
      <div className={layout.field}>
        <label className={layout.label} htmlFor="create-account-search">
          {t('requests.create.accountSearch')}
        </label>
        <input id="create-account-search" type="search" className={layout.input} value={text} onChange={(e) => setText(e.target.value)} aria-describedby="create-account-hint" autoComplete="off" />
        <span id="create-account-hint" className={layout.hint}>
          {t('requests.create.searchHint', { n: MIN_KEYWORD })}
        </span>
      </div>
      {accounts.loading && <p className={layout.muted}>{t('requests.create.searching')}</p>}
      {accounts.error && <p className={`${layout.notice} ${layout.noticeError}`} role="alert">{t('requests.error.accounts')}</p>}
      {accounts.data && accounts.data.requestAccounts.length === 0 && <p className={layout.empty}>{t('requests.create.noAccounts')}</p>}
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
