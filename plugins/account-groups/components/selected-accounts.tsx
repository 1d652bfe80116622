// The form's selected list, each account with its validation message (keyed per 000 §5).
import { t } from '@kit/copy';
import type { FormAccount } from '../lib/selected-account';
import { messageKeyOf, type MessageKey } from '../lib/validation-messages';
import styles from './form.module.css';

export interface SelectedAccountsProps {
  accounts: readonly FormAccount[];
  messages: ReadonlyMap<string, MessageKey>;
  onRemove: (accountId: string) => void;
}

export function SelectedAccounts({ accounts, messages, onRemove }: SelectedAccountsProps) {
  if (accounts.length === 0) return <p className={styles.empty}>{t('groups.form.noneSelected')}</p>;
  return (
    <ul className={styles.selected} aria-label={t('groups.form.selected', { count: accounts.length })}>
      {accounts.map((account) => {
        const message = messages.get(messageKeyOf(account));
        const name = account.accountName ?? account.accountNumber;
        return (
          <li key={account.accountId} className={`${styles.selectedItem} ${message ? styles.invalid : ''}`} data-account={account.accountNumber}>
            <span>
              <span className={styles.resultName}>{name}</span>
              <span className={styles.meta}>
                {[account.composerCode, account.accountNumber, account.productName, account.accountStatus].filter(Boolean).join(' · ')}
              </span>
            </span>
            <button type="button" className={styles.linkButton} aria-label={t('groups.table.removeAccount', { name })} onClick={() => onRemove(account.accountId)}>
              {t('groups.table.remove')}
            </button>
            {message && (
              <p className={styles.itemMessage} role="alert">
                {t(message)}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
