// Column lists (name and SQL type) of the tables the seed bulk-inserts, in the order rows are built.
import type { BulkColumn } from '../db/bulk-insert.js';

const cols = (spec: string): BulkColumn[] =>
  spec
    .trim()
    .split(/\s*,\s*/)
    .map((pair) => {
      const [name, type] = pair.split(/\s+/);
      return { name, type: type ?? 'text' };
    });

export const TABLES = {
  dealers: cols('dealer_code, dealer_name, brand'),
  adviser_entities: cols('entity_key, dealer_code, adviser_code, entity_type, entity_source, product_type, adviser_name'),
  users: cols(`mac, username, password_hash, first_name, last_name, last_login timestamptz,
    last_password_change timestamptz, brand, login_badge, child_badge, badges jsonb, supported_brand_products jsonb, flags jsonb,
    dealer_restricted boolean, dealer_code, default_access, shows`),
  user_entities: cols('mac, entity_key'),
  clients: cols(`contact_id, contact_type, type, first_name, middle_name, last_name, organisation_name, suburb,
    state, postcode, status, email, mobile, date_of_birth date, entity_key, search_text`),
  accounts: cols(`account_id, account_number, account_name, product_code, product_description, account_type,
    wrap_product_type, business_venture, brand, child_badge, status_code, account_status, opened_date date,
    funded_date date, closed_date date, maturity_date date, ledger_balance numeric, available_balance numeric,
    interest_rate numeric, parent_account_id, linked_cash_account, client_id, role_type, wrap_account_source,
    composer_code, wrap_account_number, dealer_code, is_new_account boolean, search_text`),
  account_advisers: cols('account_id, entity_key, adviser_type, is_opening_xl_allowed boolean'),
  account_groups: cols(`code, name, group_types text[], business_venture_id, status, dealer_code, attributes jsonb,
    created_by, created_date timestamptz, updated_date timestamptz, search_text`),
  account_group_members: cols('group_code, account_id'),
  user_account_access: cols('mac, account_id, access'),
  preferences: cols('mac, key, value jsonb, updated_at timestamptz'),
  feature_properties: cols('brand, key, enabled boolean'),
  public_holidays: cols('date date, name'),
} satisfies Record<string, BulkColumn[]>;

export type TableName = keyof typeof TABLES;

/** Row objects to column arrays in the table's column order. */
export function toColumns(table: TableName, rows: object[]): unknown[][] {
  return TABLES[table].map((c) => rows.map((r) => (r as Record<string, unknown>)[c.name] ?? null));
}

export function toValues(table: TableName, row: object): unknown[] {
  return TABLES[table].map((c) => (row as Record<string, unknown>)[c.name] ?? null);
}
