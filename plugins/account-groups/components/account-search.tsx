// The Grouping form's account search (000 §2, §5): 3+ characters after a 250 ms pause, Wrap accounts
// of any status, already selected accounts left out. A composer code (super and pension) is first
// resolved to its wrap account number through the external identifiers call (000 §7).
import { useApolloClient } from '@apollo/client/react';
import { useEffect, useId, useState } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import { SEARCH_GROUP_ACCOUNTS, WRAP_ACCOUNT_NUMBERS, type CandidateAccount } from '../api/search-group-accounts';
import type { FormAccount } from '../lib/selected-account';
import styles from './form.module.css';

const COMPOSER_CODE = /^C\d{8}$/i;
const DEBOUNCE_MS = 250;

type SearchState = { for: string } & (
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'error'; message: 'groups.form.searchError' | 'groups.error.wrapAccountNumbers' }
  | { kind: 'done'; accounts: CandidateAccount[]; composerCode: string | null }
);

export interface AccountSearchProps {
  selectedIds: ReadonlySet<string>;
  /** At the maximum the search is closed and the maximum message shows instead (000 §8). */
  disabled: boolean;
  onAdd: (account: FormAccount) => void;
}

export function AccountSearch({ selectedIds, disabled, onAdd }: AccountSearchProps) {
  const client = useApolloClient();
  const inputId = useId();
  const [term, setTerm] = useState('');
  const [found, setState] = useState<SearchState>({ for: '', kind: 'idle' });
  const valid = term.trim().length >= 3 && !disabled;
  // A result shows only for the term it was fetched for; a short term or a closed search shows nothing.
  const state: SearchState = valid && found.for === term.trim() ? found : { for: '', kind: 'idle' };

  useEffect(() => {
    const keyword = term.trim();
    if (keyword.length < 3 || disabled) return;
    let live = true;
    const timer = setTimeout(async () => {
      setState({ for: keyword, kind: 'loading' });
      let searchFor = keyword;
      let composerCode: string | null = null;
      if (COMPOSER_CODE.test(keyword)) {
        composerCode = keyword.toUpperCase();
        try {
          const { data } = await client.query({ query: WRAP_ACCOUNT_NUMBERS, variables: { composerCodes: [composerCode] }, fetchPolicy: 'network-only' });
          const found = data?.wrapAccountNumbers?.find((i) => i.composerCode === composerCode)?.wrapAccountNumber;
          if (!data?.wrapAccountNumbers) throw new Error('no identifiers');
          if (found) searchFor = found;
        } catch {
          if (live) setState({ for: keyword, kind: 'error', message: 'groups.error.wrapAccountNumbers' });
          return;
        }
      }
      try {
        const { data } = await client.query({ query: SEARCH_GROUP_ACCOUNTS, variables: { keyword: searchFor }, fetchPolicy: 'network-only' });
        if (!data?.accountSearch) throw new Error('no search');
        if (live) setState({ for: keyword, kind: 'done', accounts: data.accountSearch.nodes, composerCode: searchFor === keyword ? null : composerCode });
      } catch {
        if (live) setState({ for: keyword, kind: 'error', message: 'groups.form.searchError' });
      }
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [term, disabled, client]);

  const results = state.kind === 'done' ? state.accounts.filter((a) => !selectedIds.has(a.accountId)) : [];

  const add = (account: CandidateAccount) => {
    onAdd({
      accountId: account.accountId,
      accountNumber: account.accountNumber,
      composerCode: state.kind === 'done' ? state.composerCode : null,
      accountName: account.accountName,
      productName: account.accountProduct,
      accountStatus: account.accountStatus,
      type: account.type,
      roleType: account.roleType,
      parentAccountId: account.parentAccountId,
    });
    setTerm('');
  };

  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={inputId}>
        {t('groups.form.search')}
      </label>
      <div className={styles.searchBox}>
        <input
          id={inputId}
          className={styles.input}
          style={{ width: '100%' }}
          type="search"
          autoComplete="off"
          placeholder={t('groups.form.searchPlaceholder')}
          value={term}
          disabled={disabled}
          onChange={(event) => setTerm(event.target.value)}
        />
        {!disabled && term.trim().length > 0 && term.trim().length < 3 && <p className={styles.status}>{t('groups.form.searchHint')}</p>}
        {state.kind === 'loading' && (
          <p className={styles.status} role="status">
            {t('groups.form.searching')}
          </p>
        )}
        {state.kind === 'error' && (
          <p className={styles.error} role="alert">
            {t(state.message)}
          </p>
        )}
        {state.kind === 'done' && results.length === 0 && <p className={styles.status}>{t('groups.form.noMatches')}</p>}
        {results.length > 0 && (
          <ul className={styles.results} aria-label={t('groups.form.search')}>
            {results.map((account) => (
              <li key={account.accountId} className={styles.result}>
                <span className={styles.resultText}>
                  <span className={styles.resultName}>{account.accountName}</span>
                  <span className={styles.meta}>
                    {account.accountNumber} · {account.accountProduct} · {account.accountStatus}
                  </span>
                </span>
                <Button variant="secondary" aria-label={t('groups.form.addAccount', { name: account.accountName })} onClick={() => add(account)}>
                  {t('groups.form.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
