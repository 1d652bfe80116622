// The upstream account record (intermediary v2 search and accounts/list): one row per adviser link.
export interface AccountRecord {
  accountId: string;
  accountNumber: string;
  accountName: string;
  accountStatus: string;
  accountType: string;
  productCode: string;
  accountProduct: string;
  roleType?: string | null;
  parentAccountId?: string | null;
  type?: string | null;
  adviserCode: string;
  adviserType: 'P' | 'S';
  accountCreated: string;
  businessVenture: string;
  wrapAccountSource?: string | null;
  isOpeningXLAccountAllowed: boolean;
  isNewAccount: boolean;
  accountBalance?: number | null;
  availableBalance?: number | null;
  linkedCashAccount?: string | null;
  wrapProductType?: string | null;
  clientId?: string | null;
  dealerCode?: string | null;
  closedDate?: string | null;
  maturityDate?: string | null;
  fundedDate?: string | null;
}
