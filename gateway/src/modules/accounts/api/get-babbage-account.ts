import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface BabbageLinkedAccount {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountType: string;
}

export interface BabbageAccount {
  accountNumber: string;
  accountName: string;
  productCode: string;
  productDescription: string;
  accountStatus: string;
  ledgerBalance?: number | null;
  availableBalance?: number | null;
  openDate?: string | null;
  closedDate?: string | null;
  maturityDate?: string | null;
  interestRate?: number | null;
  linkedAccounts?: BabbageLinkedAccount[];
  /** Term deposits only (issue 17): the current term; null without one. */
  termDeposit?: TermDepositFacts | null;
}

export interface TermDepositFacts {
  principal: number;
  interestRate: number | null;
  termMonths: number;
  startDate: string;
  maturityDate: string;
  interestFrequency: 'AT_MATURITY' | 'MONTHLY' | 'QUARTERLY' | 'ANNUALLY';
  interestPaymentMethod: 'REINVEST' | 'PAY_TO_LINKED_ACCOUNT';
  maturityInstruction: 'REINVEST_PRINCIPAL_AND_INTEREST' | 'REINVEST_PRINCIPAL' | 'PAY_OUT';
  interestAtMaturity: number;
}

const EVERY_STATUS = ['Active', 'Closed', 'Pending', 'Deleted'];

/** GET wealth/babbage/accounts for one cash or term deposit account (by id), with the accounts linked to it. */
export async function getBabbageAccount(upstream: RequestUpstream, accountId: string, accountNumber: string, badge: string) {
  const res = await upstream.get<{ accounts?: BabbageAccount[] }>('/api/wealth/babbage/accounts', {
    query: { keyword: accountNumber, accountStatus: EVERY_STATUS, showLinks: 'true', badge, limit: 5 },
    headers: { account_list: accountId },
  });
  return res?.accounts?.find((row) => row.accountNumber === accountNumber) ?? null;
}
