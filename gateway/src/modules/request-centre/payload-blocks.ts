// A case payload (002 §3 Payload fields, Type-specific blocks) as blocks the web labels by kind and key:
// scalar fields in `fields`; a block's lists and sides (previous/updated, from/to, updated/notUpdated) as
// `rows`, each row led by a `group` field naming its side or list. Keys are camelCase; empty values are left out.
export type PayloadBlockKind =
  | 'GENERAL' | 'TO_ACCOUNT' | 'TERM_DEPOSIT' | 'INCOME_REDIRECTION' | 'SUPER_PARTIAL_PAYMENT_TARGET' | 'SMA_INCOME_ELECTION'
  | 'TD_MATURITY_ELECTIONS' | 'CASH_ACCOUNT_CLOSURE' | 'AMEND_PENSION' | 'ROLLOVER_AUTHORITY' | 'DIRECT_CREDIT' | 'UPDATE_DETAIL';

export interface PayloadField { key: string; value: string | null }
export interface PayloadBlock { kind: PayloadBlockKind; fields: PayloadField[]; rows: PayloadField[][] }

/** 002 §5: a bank BSB with a hyphen (longer than 6 characters) has the hyphen removed. */
export const bankBsb = (bsb: string) => (bsb.length > 6 ? bsb.replace(/-/g, '') : bsb);

const GENERAL = ['abn', 'acn', 'amount', 'tfn', 'tfn_provided', 'tfn_exemption', 'additional_information', 'authorisation', 'eta', 'reclassified_to', 'originated_from', 'errors'];
const TO_ACCOUNT = ['to_account_bsb', 'to_account_name', 'to_account_number', 'to_account_branch'];
const TERM_DEPOSIT = ['grace_period', 'instruction_type', 'interest_payment_frequency', 'interest_payment_method', 'maturity_date', 'maturity_instruction', 'rollover_term'];
const TYPE_BLOCKS: ReadonlyArray<[string, PayloadBlockKind]> = [
  ['income_redirection', 'INCOME_REDIRECTION'],
  ['super_partial_payment', 'SUPER_PARTIAL_PAYMENT_TARGET'],
  ['sma_income_election', 'SMA_INCOME_ELECTION'],
  ['td_maturity_elections', 'TD_MATURITY_ELECTIONS'],
  ['cash_account_closure', 'CASH_ACCOUNT_CLOSURE'],
  ['amend_pension', 'AMEND_PENSION'],
  ['rollover_authority', 'ROLLOVER_AUTHORITY'],
  ['direct_credit', 'DIRECT_CREDIT'],
];

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function scalar(key: string, value: unknown): string | null | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') return /bsb$/i.test(key) ? bankBsb(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v === 'string' || typeof v === 'number')) return value.join(', ');
  if (Array.isArray(value) && value.every(isObject)) {
    const texts = value.map((v) => (typeof v.message === 'string' ? v.message : typeof v.code === 'string' ? v.code : '')).filter(Boolean);
    return texts.length ? texts.join('; ') : undefined;
  }
  return undefined;
}

function fieldsOf(source: Record<string, unknown>, keys?: readonly string[]): PayloadField[] {
  const out: PayloadField[] = [];
  for (const key of keys ?? Object.keys(source)) {
    const value = scalar(key, source[key]);
    if (value !== undefined) out.push({ key: camel(key), value });
  }
  return out;
}

/** A type block: its scalars as fields, each nested object (a side) or list item as a row. */
function typeBlock(kind: PayloadBlockKind, value: unknown): PayloadBlock | null {
  const block: PayloadBlock = { kind, fields: [], rows: [] };
  const addRows = (group: string, v: unknown) => {
    if (isObject(v)) block.rows.push([{ key: 'group', value: camel(group) }, ...fieldsOf(v)]);
    else if (Array.isArray(v)) for (const item of v) if (isObject(item)) block.rows.push([{ key: 'group', value: camel(group) }, ...fieldsOf(item)]);
  };
  if (Array.isArray(value)) addRows(kind === 'TD_MATURITY_ELECTIONS' ? 'elections' : 'items', value);
  else if (isObject(value)) {
    block.fields = fieldsOf(value);
    for (const [key, v] of Object.entries(value)) if (isObject(v) || (Array.isArray(v) && v.some(isObject))) addRows(key, v);
  } else return null;
  return block.fields.length || block.rows.length ? block : null;
}

export function payloadBlocks(payload: Record<string, unknown> | null | undefined): PayloadBlock[] {
  if (!payload) return [];
  const blocks: PayloadBlock[] = [];
  const flat = (kind: PayloadBlockKind, keys: readonly string[]) => {
    const fields = fieldsOf(payload, keys);
    if (fields.length) blocks.push({ kind, fields, rows: [] });
  };
  flat('GENERAL', GENERAL);
  flat('TO_ACCOUNT', TO_ACCOUNT);
  flat('TERM_DEPOSIT', TERM_DEPOSIT);
  for (const [key, kind] of TYPE_BLOCKS) {
    const block = payload[key] === undefined ? null : typeBlock(kind, payload[key]);
    if (block) blocks.push(block);
  }
  if (isObject(payload.update_detail)) {
    // The bank's update code (CANCELLED_BY_ADVISER) is for systems: the adviser reads its message and who made it.
    const fields = fieldsOf(payload.update_detail, ['message', 'user_name']);
    if (fields.length) blocks.push({ kind: 'UPDATE_DETAIL', fields, rows: [] });
  }
  return blocks;
}
