// Account details for the account pages: the account's record (intermediary search by number), then
// babbage for cash and term deposits (balances, rate, maturity, accounts linked to it) or the portfolio
// balance for wrap accounts. Deleted cash and term deposit accounts are refused with ACCOUNT_DELETED (000 §2).
import type { GatewayContext } from '@gateway/context.js';
import { ErrorCode, gatewayError } from '@gateway/errors.js';
import { queryBadge } from '@gateway/kit/query-badge.js';
import { findAccountByNumber } from '@gateway/kit/accounts/find-account-by-number.js';
import { getBabbageAccount, type TermDepositFacts } from '../api/get-babbage-account.js';
import { dedupeAccounts } from '@gateway/kit/accounts/dedupe-accounts.js';
import { accountKind, normaliseAccountNumber } from '@gateway/kit/accounts/account-kind.js';

export interface LinkedAccountNode {
  accountId: string | null;
  accountNumber: string;
  accountName: string | null;
  accountType: string | null;
  relation: 'LINKED_CASH' | 'LINKED_TO_THIS';
}

export async function resolveAccountDetails(ctx: GatewayContext, rawNumber: string) {
  const accountNumber = normaliseAccountNumber(rawNumber);
  if (!/^[A-Za-z0-9]{3,20}$/.test(accountNumber)) {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Not an account number', { field: 'accountNumber' });
  }
  const user = await ctx.loaders.userDetails();
  const badge = queryBadge(ctx.caller, user);
  const rows = dedupeAccounts(await findAccountByNumber(ctx.upstream, user.mac, badge, accountNumber));
  const record = rows[0];
  if (!record) throw gatewayError(ErrorCode.NOT_FOUND, 'Account not found', { accountNumber });
  const kind = accountKind(record.productCode);
  if (record.accountStatus === 'Deleted' && (kind === 'CASH' || kind === 'TERM_DEPOSIT')) {
    throw gatewayError(ErrorCode.ACCOUNT_DELETED, 'The details of deleted accounts can not be viewed', { accountNumber });
  }

  const linked: LinkedAccountNode[] = [];
  let ledgerBalance = record.accountBalance ?? null;
  let availableBalance = record.availableBalance ?? null;
  let netPortfolioValue: number | null = null;
  let balanceAsAt: string | null = null;
  let interestRate: number | null = null;
  let maturityDate = record.maturityDate ?? null;
  let closedDate = record.closedDate ?? null;
  let termDeposit: (TermDepositFacts & { interestEarned: number }) | null = null;

  if (kind === 'CASH' || kind === 'TERM_DEPOSIT') {
    const babbage = await getBabbageAccount(ctx.upstream, record.accountId, record.accountNumber, badge);
    if (babbage) {
      ledgerBalance = babbage.ledgerBalance ?? ledgerBalance;
      availableBalance = babbage.availableBalance ?? availableBalance;
      interestRate = babbage.interestRate ?? null;
      maturityDate = babbage.maturityDate ?? maturityDate;
      closedDate = babbage.closedDate ?? closedDate;
      if (kind === 'TERM_DEPOSIT' && babbage.termDeposit) termDeposit = { ...babbage.termDeposit, interestEarned: babbage.termDeposit.interestToDate };
      for (const link of babbage.linkedAccounts ?? []) linked.push({ ...link, relation: 'LINKED_TO_THIS' });
    }
  } else if (kind === 'WRAP') {
    const balance = await ctx.loaders.portfolioBalance.load(record.accountId);
    netPortfolioValue = balance?.netPortfolioValue ?? null;
    balanceAsAt = balance?.asAt ?? null;
  }
  if (record.linkedCashAccount) {
    // The cash account's name is worth one more search; without it the number alone still links.
    const [cash] = await findAccountByNumber(ctx.upstream, user.mac, badge, record.linkedCashAccount).catch(() => []);
    linked.unshift({
      accountId: cash?.accountId ?? null,
      accountNumber: record.linkedCashAccount,
      accountName: cash?.accountName ?? null,
      accountType: cash?.accountType ?? 'CASH',
      relation: 'LINKED_CASH',
    });
  }

  // A wrap account's cash account: its parent's product type decides tabs such as Contributions (super-linked).
  const parentAccountId = record.parentAccountId ?? null;
  const parent = parentAccountId ? await ctx.loaders.accountsById.load(parentAccountId) : null;
  const parentProductType = parent && accountKind(parent.productCode) === 'WRAP' ? (parent.wrapProductType ?? parent.type ?? null) : null;

  return {
    accountId: record.accountId,
    accountNumber: record.accountNumber,
    accountName: record.accountName,
    accountStatus: record.accountStatus,
    accountType: record.accountType,
    kind,
    productCode: record.productCode,
    productDescription: record.accountProduct,
    // Investment, Super or Pension: only wrap accounts have a product type beyond their account type.
    productType: kind === 'WRAP' ? (record.wrapProductType ?? record.type ?? null) : null,
    businessVenture: record.businessVenture,
    adviserCode: record.adviserCode,
    adviserType: record.adviserType === 'P' ? 'PRIMARY' : 'SECONDARY',
    dealerCode: record.dealerCode ?? record.adviserCode.slice(0, 4),
    openDate: record.accountCreated,
    closedDate,
    maturityDate,
    interestRate,
    ledgerBalance,
    availableBalance,
    netPortfolioValue,
    balanceAsAt,
    clientId: record.clientId ?? null,
    linkedAccounts: linked,
    parentAccountId,
    parentProductType,
    termDeposit,
  };
}
