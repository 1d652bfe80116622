// Per-account validation messages (000 §5, §8): errors of error severity keyed by the account's composer
// code when it has one, otherwise its account number; an existing message for the same account is kept.
export interface SelectedAccount {
  accountId: string;
  accountNumber: string;
  composerCode?: string | null;
}

export interface RuleError {
  account: string | null;
  code: string;
  message: string;
  severity?: string;
}

export type MessageKey =
  | 'groups.validation.access'
  | 'groups.validation.notActive'
  | 'groups.validation.dealerLink'
  | 'groups.validation.feeGroups'
  | 'groups.validation.unavailable';

const BY_CODE: Record<string, MessageKey> = {
  ACCESS_LEVEL: 'groups.validation.access',
  NOT_ACTIVE: 'groups.validation.notActive',
  DEALER_LINK: 'groups.validation.dealerLink',
  FEE_GROUP_CLASH: 'groups.validation.feeGroups',
};

export const messageKeyOf = (account: Pick<SelectedAccount, 'accountNumber' | 'composerCode'>) =>
  account.composerCode || account.accountNumber;

/** The code an account is sent to the validate call with, and matched back by. */
const matches = (account: SelectedAccount, code: string) =>
  code === account.accountId || code === account.accountNumber || (!!account.composerCode && code === account.composerCode);

/** Messages from the validate call's 422 errors; the first message for an account wins. */
export function keyMessages(
  errors: readonly RuleError[],
  accounts: readonly SelectedAccount[],
  existing: ReadonlyMap<string, MessageKey> = new Map(),
): Map<string, MessageKey> {
  const messages = new Map(existing);
  for (const error of errors) {
    if ((error.severity ?? 'error') !== 'error' || !error.account) continue;
    const account = accounts.find((a) => matches(a, error.account as string));
    const message = BY_CODE[error.code];
    if (!account || !message) continue;
    const key = messageKeyOf(account);
    if (!messages.has(key)) messages.set(key, message);
  }
  return messages;
}

/** Any other failure of the validate call: 'Group validation is currently unavailable' for every account. */
export function unavailableMessages(accounts: readonly SelectedAccount[]): Map<string, MessageKey> {
  return new Map(accounts.map((a) => [messageKeyOf(a), 'groups.validation.unavailable' as const]));
}
