// Queries the seed tests (PGlite and PostgreSQL) run against a seeded store.
import type { Db } from '../db/types.js';

/** Entity keys a user acts for, dealer-restricted users getting every entity of their dealer (sandbox/README.md "Scope"). */
export const USER_ENTITIES_SQL = `
  select ue.entity_key from user_entities ue where ue.mac = $1
  union
  select e.entity_key from users u join adviser_entities e on e.dealer_code = u.dealer_code
   where u.mac = $1 and u.dealer_restricted`;

export async function visibleAccountIds(db: Db, mac: string): Promise<Set<string>> {
  const { rows } = await db.query<{ account_id: string }>(
    `select distinct aa.account_id from account_advisers aa where aa.entity_key in (${USER_ENTITIES_SQL})`,
    [mac],
  );
  return new Set(rows.map((r) => r.account_id));
}

export async function userEntityKeys(db: Db, mac: string): Promise<Set<string>> {
  const { rows } = await db.query<{ entity_key: string }>(USER_ENTITIES_SQL, [mac]);
  return new Set(rows.map((r) => r.entity_key));
}

export async function visibleClientIds(db: Db, mac: string): Promise<Set<string>> {
  const { rows } = await db.query<{ contact_id: string }>(
    `select contact_id from clients where entity_key in (${USER_ENTITIES_SQL})`,
    [mac],
  );
  return new Set(rows.map((r) => r.contact_id));
}

/** Groups whose dealer is one of the user's and whose every member account is visible. */
export async function visibleGroupCodes(db: Db, mac: string): Promise<Set<string>> {
  const { rows } = await db.query<{ code: string }>(
    `with mine as (${USER_ENTITIES_SQL}),
          visible as (select distinct account_id from account_advisers where entity_key in (select entity_key from mine))
     select g.code from account_groups g
      where g.dealer_code in (select e.dealer_code from adviser_entities e where e.entity_key in (select entity_key from mine))
        and not exists (select 1 from account_group_members m
                         where m.group_code = g.code and m.account_id not in (select account_id from visible))`,
    [mac],
  );
  return new Set(rows.map((r) => r.code));
}

/** A digest of a table's full contents in primary-key order: equal digests, equal bytes. */
export async function tableDigest(db: Db, table: string, orderBy: string): Promise<string> {
  const { rows } = await db.query<{ digest: string }>(
    `select md5(coalesce(string_agg(t::text, E'\\n' order by ${orderBy}), '')) as digest from ${table} t`,
  );
  return rows[0].digest;
}

export const intersects = <T>(a: Set<T>, b: Set<T>) => [...a].some((x) => b.has(x));
