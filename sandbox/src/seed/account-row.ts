// The rows one account event writes: accounts and their adviser links (column names as in the store).
import type { Lifecycle } from './lifecycle.js';
import type { WrapProductType } from './products.js';

export interface AccountRow {
  account_id: string;
  account_number: string;
  account_name: string;
  product_code: string;
  product_description: string;
  account_type: 'WRAP' | 'CASH' | 'TD' | 'MOT';
  wrap_product_type: WrapProductType | null;
  business_venture: string;
  brand: string;
  child_badge: string;
  status_code: string;
  account_status: Lifecycle['accountStatus'];
  opened_date: string;
  funded_date: string | null;
  closed_date: string | null;
  maturity_date: string | null;
  ledger_balance: string;
  available_balance: string | null;
  interest_rate: string | null;
  parent_account_id: string | null;
  linked_cash_account: string | null;
  client_id: string;
  role_type: string;
  wrap_account_source: 'composer' | 'dealing' | 'cash' | null;
  composer_code: string | null;
  wrap_account_number: string | null;
  dealer_code: string;
  is_new_account: boolean;
  search_text: string;
}

export interface AdviserLink {
  account_id: string;
  entity_key: string;
  adviser_type: 'P' | 'S';
  is_opening_xl_allowed: boolean;
}

export interface AccountEvent {
  rows: AccountRow[];
  links: AdviserLink[];
}
