// Verifying an application opens its account (sandbox/README.md "Account opening"): the client row for a new
// client, the account row (product code and brand from the adviser's badge) and its link to the application's
// adviser entity, so search, the book and the account page find it at once. Done in one transaction that moves the
// application first: verifying twice opens one account.
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/index.js';
import type { EventHooks } from '../../events/event-hooks.js';
import { conflict, notFound } from '../../http/http-error.js';
import { sydneyToday } from '../shared/balances-as-at.js';
import { alertAdviser, anyApplication, type ApplicationRow } from './application-store.js';
import { PRODUCT_RULES, type Product } from './products.js';

type Tx = Pick<Db, 'query'>;

interface Template { product_code: string; product_description: string; business_venture: string; brand: string; child_badge: string; dealer_code: string }

/** The product the account is opened as: an existing account of the same kind in the adviser's brand, preferring the user's badge. */
async function templateFor(tx: Tx, row: ApplicationRow, product: Product): Promise<Template> {
  const rule = PRODUCT_RULES[product];
  const { rows } = await tx.query<Template>(
    `select a.product_code, a.product_description, a.business_venture, a.brand, a.child_badge, e.dealer_code
       from users u, adviser_entities e, accounts a
      where u.mac = $1 and e.entity_key = $2 and a.brand = u.brand and a.account_type = $3
        and a.wrap_product_type is not distinct from $4 and a.parent_account_id is null
      order by (a.child_badge = u.child_badge) desc, (a.product_code in ('CMA', 'TD_IFA_C')) desc, a.product_code, a.account_id limit 1`,
    [row.created_by, row.entity_key, rule.accountType, rule.wrapProductType],
  );
  if (!rows[0]) throw conflict(`no ${product} product in this brand`);
  return rows[0];
}

const LETTER: Record<string, string> = { Investment: 'I', Super: 'S', Pension: 'P' };

async function freeNumber(tx: Tx, product: Product): Promise<string> {
  const wrap = PRODUCT_RULES[product].wrapProductType;
  for (;;) {
    const n = wrap ? `W${LETTER[wrap]}${String(randomInt(0, 10_000_000)).padStart(7, '0')}` : String(randomInt(100_000_000, 1_000_000_000));
    if (!(await tx.query('select 1 from accounts where account_number = $1', [n])).rows.length) return n;
  }
}

const addMonths = (day: string, months: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), last));
  return target.toISOString().slice(0, 10);
};

/** The client the account is for: the existing one, or a new client record under the application's adviser. */
async function clientFor(tx: Tx, row: ApplicationRow): Promise<{ contactId: string; displayName: string; shortName: string }> {
  const c = row.client as { contact_id?: string; new?: Record<string, string> };
  if (c.contact_id) {
    const { rows } = await tx.query<{ contact_id: string; first_name: string | null; last_name: string | null; organisation_name: string | null }>(
      'select contact_id, first_name, last_name, organisation_name from clients where contact_id = $1', [c.contact_id],
    );
    if (!rows[0]) throw conflict(`client ${c.contact_id} is no longer on record`);
    const r = rows[0];
    const display = r.organisation_name ?? `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim();
    return { contactId: r.contact_id, displayName: display, shortName: (r.organisation_name ?? `${r.last_name ?? ''} ${r.first_name ?? ''}`).trim().toUpperCase() };
  }
  const n = c.new!;
  const { rows } = await tx.query<{ id: string }>("select 'C9' || lpad(nextval('application_numbers')::text, 7, '0') as id");
  const contactId = rows[0].id;
  const display = `${n.first_name} ${n.last_name}`;
  await tx.query(
    `insert into clients (contact_id, contact_type, type, first_name, last_name, suburb, state, postcode, status, email, mobile, date_of_birth, entity_key, search_text)
     values ($1, 'Person', 'individual', $2, $3, $4, $5, $6, 'Active', $7, $8, $9, $10, $11)`,
    [contactId, n.first_name, n.last_name, n.suburb, n.state, n.postcode, n.email, n.mobile, n.date_of_birth, row.entity_key, [display, n.suburb, contactId].join(' ').toLowerCase()],
  );
  return { contactId, displayName: display, shortName: `${n.last_name} ${n.first_name}`.toUpperCase() };
}

/** Verifies the client's identity and opens the account; answers the opened application. */
export async function verifyAndOpen(db: Db, events: EventHooks, id: string, note: string | null): Promise<ApplicationRow> {
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string }>(
      `update applications set status = 'OPENED', updated_at = now(), decided_at = now(), decision_note = $2
        where application_id = $1 and status in ('SUBMITTED', 'AWAITING_DOCUMENTS') returning status`,
      [id, note],
    );
    const row = await anyApplication(tx, id);
    if (!row) throw notFound();
    if (!rows[0]) throw conflict(`application ${id} is ${row.status.toLowerCase().replace(/_/g, ' ')}`);
    const product = row.product;
    const template = await templateFor(tx, row, product);
    const client = await clientFor(tx, row);
    const number = await freeNumber(tx, product);
    const accountId = (await tx.query<{ id: string }>("select 'A8' || lpad(nextval('application_account_numbers')::text, 8, '0') as id")).rows[0].id;
    const today = sydneyToday();
    const options = row.options as { term_months?: number };
    const rule = PRODUCT_RULES[product];
    const name = client.shortName.slice(0, 40);
    await tx.query(
      `insert into accounts (account_id, account_number, account_name, product_code, product_description, account_type, wrap_product_type,
                             business_venture, brand, child_badge, status_code, account_status, opened_date, maturity_date, ledger_balance,
                             available_balance, client_id, role_type, dealer_code, is_new_account, search_text)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'O', 'Active', $11, $12, 0, $13, $14, 'OWNER', $15, true, $16)`,
      [
        accountId, number, name, template.product_code, template.product_description, rule.accountType, rule.wrapProductType,
        template.business_venture, template.brand, template.child_badge, today,
        product === 'TD' && options.term_months ? addMonths(today, options.term_months) : null,
        rule.accountType === 'CASH' ? 0 : null, client.contactId, template.dealer_code,
        [name, number, template.product_code, template.product_description, client.displayName].join(' ').toLowerCase(),
      ],
    );
    await tx.query(`insert into account_advisers (account_id, entity_key, adviser_type) values ($1, $2, 'P')`, [accountId, row.entity_key]);
    await tx.query('update applications set account_id = $2 where application_id = $1', [id, accountId]);
  });
  const opened = (await anyApplication(db, id))!;
  await alertAdviser(db, events, opened);
  return opened;
}
