import { money } from './format.js';

/** Columns of `accounts a` and `account_advisers aa` an Account record is built from. */
export const ACCOUNT_COLUMNS = `a.account_id, a.account_number, a.account_name, a.account_status, a.account_type,
  a.product_code, a.product_description, a.role_type, a.parent_account_id, a.wrap_product_type, a.business_venture,
  a.wrap_account_source, a.is_new_account, a.ledger_balance, a.available_balance, a.linked_cash_account,
  a.client_id, a.dealer_code, a.opened_date, a.closed_date, a.maturity_date, a.funded_date,
  aa.entity_key, aa.adviser_type, aa.is_opening_xl_allowed`;

export interface AccountRow {
  account_id: string;
  account_number: string;
  account_name: string;
  account_status: string;
  account_type: string;
  product_code: string;
  product_description: string;
  role_type: string;
  parent_account_id: string | null;
  wrap_product_type: string | null;
  business_venture: string;
  wrap_account_source: string | null;
  is_new_account: boolean;
  ledger_balance: string;
  available_balance: string | null;
  linked_cash_account: string | null;
  client_id: string | null;
  dealer_code: string;
  opened_date: string;
  closed_date: string | null;
  maturity_date: string | null;
  funded_date: string | null;
  entity_key: string;
  adviser_type: 'P' | 'S';
  is_opening_xl_allowed: boolean;
}

/** The sandbox/README.md Account record: one per visible adviser link; adviserCode is that link's entity key. */
export function toAccountRecord(r: AccountRow) {
  return {
    accountId: r.account_id,
    accountNumber: r.account_number,
    accountName: r.account_name,
    accountStatus: r.account_status,
    accountType: r.account_type,
    productCode: r.product_code,
    accountProduct: r.product_description,
    roleType: r.role_type,
    parentAccountId: r.parent_account_id,
    type: r.wrap_product_type ?? r.account_type,
    adviserCode: r.entity_key,
    adviserType: r.adviser_type,
    accountCreated: r.opened_date,
    businessVenture: r.business_venture,
    wrapAccountSource: r.wrap_account_source,
    isOpeningXLAccountAllowed: r.is_opening_xl_allowed,
    isNewAccount: r.is_new_account,
    accountBalance: money(r.ledger_balance),
    availableBalance: money(r.available_balance),
    linkedCashAccount: r.linked_cash_account,
    wrapProductType: r.wrap_product_type,
    clientId: r.client_id,
    dealerCode: r.dealer_code,
    closedDate: r.closed_date,
    maturityDate: r.maturity_date,
    fundedDate: r.funded_date,
  };
}
