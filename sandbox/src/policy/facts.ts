// The facts the sandbox knows about a resource a route names, read from the store for the caller's scope
// (docs/architecture.md "One policy"). `null`: no such resource, or one the caller does not see.
import type { AccessLevel, PaymentAccess, ResourceKind } from '../../../schemas/policy.schema.ts';
import type { ResourceFacts } from '../../../policy/decide.ts';
import type { Db } from '../db/index.js';
import type { Scope } from '../http/scope.js';
import { readGroup } from '../routes/grouping/group-read.js';
import { indexationRow } from '../routes/request-centre/indexation.js';
import { visibleAccounts } from '../routes/shared/visible-accounts.js';
import { leastAccess } from '../../../policy/access.ts';

type Query = Pick<Db, 'query'>;

/** An account's facts by id, number or composer code. */
async function accountFacts(db: Query, scope: Scope, code: string): Promise<ResourceFacts | null> {
  const account = (await visibleAccounts(db, scope, [code])).get(code);
  if (!account) return null;
  return { access: account.access, paymentAccess: await paymentAccessOf(db, scope, account.account_id) };
}

async function paymentAccessOf(db: Query, scope: Scope, accountId: string): Promise<PaymentAccess> {
  const { rows } = await db.query<{ access: PaymentAccess }>('select access from payment_permissions where mac = $1 and account_id = $2', [scope.mac, accountId]);
  return rows[0]?.access ?? 'NONE';
}

const one = async (db: Query, sql: string, values: unknown[]) => (await db.query(sql, values)).rows.length > 0;

const loaders: Record<Exclude<ResourceKind, 'none'>, (db: Query, scope: Scope, id: string) => Promise<ResourceFacts | null>> = {
  user: async (_db, scope, id) => (id === scope.mac ? {} : null),
  account: accountFacts,
  client: async (db, scope, id) =>
    (await one(db, 'select 1 from clients where contact_id = $1 and entity_key = any($2::text[])', [id, scope.entityKeys])) ? {} : null,
  payment: async (db, scope, id) => {
    const { rows } = await db.query<{ account_id: string }>('select account_id from payments where payment_id = $1', [id]);
    return rows[0] ? accountFacts(db, scope, rows[0].account_id) : null;
  },
  case: async (db, scope, id) =>
    (await one(db, 'select 1 from cases where intent_id = $1 and entity_keys && $2::text[]', [id, scope.entityKeys])) ? {} : null,
  conversation: async (db, scope, id) => {
    const { rows } = await db.query<{ mac: string }>('select mac from chat_conversations where conversation_id = $1', [id]);
    return rows[0] ? { owned: rows[0].mac === scope.mac } : null;
  },
  screenshare: async (db, scope, id) => {
    const { rows } = await db.query<{ mac: string }>('select mac from screenshare_sessions where session_id = $1', [id]);
    return rows[0] ? { owned: rows[0].mac === scope.mac } : null;
  },
  application: async (db, scope, id) =>
    (await one(db, 'select 1 from applications where application_id = $1 and entity_key = any($2::text[])', [id, scope.entityKeys])) ? {} : null,
  group: async (db, scope, code) => {
    if (!(await readGroup(db, scope, code))) return null;
    // The least access the caller holds on the group's accounts: editing needs full access to every one.
    const { rows } = await db.query<{ access: AccessLevel }>(
      `select distinct coalesce(x.access, $3) as access from account_group_members m
         left join user_account_access x on x.mac = $2 and x.account_id = m.account_id
        where m.group_code = $1`,
      [code, scope.mac, scope.defaultAccess],
    );
    return { access: leastAccess(rows.map((r) => r.access)) };
  },
};

export function resourceFacts(db: Query, scope: Scope, kind: Exclude<ResourceKind, 'none'>, id: string): Promise<ResourceFacts | null> {
  return loaders[kind](db, scope, id);
}

/** For `access: "requestType"`: the level the request's indexation row asks (rc-create names it in indexation_id). */
export function requestTypeAccess(body: unknown): AccessLevel | undefined {
  const id = body && typeof body === 'object' ? (body as Record<string, unknown>).indexation_id : undefined;
  return typeof id === 'string' ? indexationRow(id)?.accessLevel : undefined;
}
