// Choosing one of the adviser's open Wrap accounts to start an estimate from: a keyword search over the accounts
// they see (the account search, Wrap and Active only), then the chosen account's inputs. An account id the user
// does not see is refused upstream as an unknown one (NOT_FOUND), whatever the browser sends.
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { t } from '@kit/copy';
import { formatAmount } from '@kit/format-values';
import { layout } from '@kit/layout';
import { PickList } from '@kit/pick-list/pick-list';
import { useDebouncedValue } from '@kit/use-debounced-value';
import { FIND_WRAP_ACCOUNTS } from '../api/fee-calculator';
import styles from './fee-calculator.module.css';

export const MIN_KEYWORD = 3;
const SEARCH_DEBOUNCE_MS = 300;

export interface AccountPrefillProps {
  /** Busy filling in an account (its inputs are on their way). */
  busy: boolean;
  onChoose(accountId: string): void;
}

export function AccountPrefill({ busy, onChoose }: AccountPrefillProps) {
  const [text, setText] = useState('');
  const typed = text.trim().length >= MIN_KEYWORD ? text.trim() : '';
  const keyword = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const search = useQuery(FIND_WRAP_ACCOUNTS, { variables: { keyword }, skip: !keyword });
  const accounts = keyword ? (search.data?.accountSearch?.nodes ?? []) : [];

  return (
    <div className={styles.prefill}>
      <div className={layout.field}>
        <label className={layout.label} htmlFor="fee-prefill-search">
          {t('feeCalculator.prefill.search')}
        </label>
        <input
          id="fee-prefill-search"
          type="search"
          className={layout.input}
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="fee-prefill-hint"
          autoComplete="off"
        />
        <span id="fee-prefill-hint" className={layout.hint}>
          {t('feeCalculator.prefill.hint', { n: MIN_KEYWORD })}
        </span>
      </div>
      <div aria-live="polite">
        {keyword && search.loading && <p className={layout.muted}>{t('feeCalculator.prefill.searching')}</p>}
        {keyword && !search.loading && search.error && <p className={layout.error}>{t('feeCalculator.prefill.searchError')}</p>}
        {keyword && !search.loading && !search.error && search.data && accounts.length === 0 && <p className={layout.muted}>{t('feeCalculator.prefill.none')}</p>}
        {busy && <p className={layout.muted}>{t('feeCalculator.prefill.loading')}</p>}
      </div>
      <PickList
        label={t('feeCalculator.prefill.results')}
        disabled={busy}
        options={accounts.map((a) => ({
          key: a.accountId,
          title: a.accountName,
          detail: `${a.accountNumber} · ${a.accountProduct}${a.accountBalance ? ` · ${formatAmount(a.accountBalance)}` : ''}`,
          label: t('feeCalculator.prefill.use', { accountName: a.accountName, accountNumber: a.accountNumber }),
          onChoose: () => onChoose(a.accountId),
        }))}
      />
    </div>
  );
}
