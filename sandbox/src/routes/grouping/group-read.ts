import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { isoTimestamp } from '../shared/format.js';
import { SqlParams } from '../shared/sql-params.js';

interface GroupRow {
  code: string;
  name: string;
  group_types: string[];
  business_venture_id: string;
  status: string;
  dealer_code: string;
  attributes: string[];
  created_by: string;
  created_by_name: string | null;
  created_date: Date;
  accounts: string[];
}

/**
 * Groups the user sees (sandbox/README.md "Scope"): the group's dealer is a dealer of the user's entities and
 * no member account lacks an adviser link to the user's entities.
 */
export async function readGroups(
  db: Pick<Db, 'query'>,
  scope: Scope,
  conditions: (params: SqlParams) => string[],
  limit = 100,
) {
  const params = new SqlParams();
  const keys = params.add(scope.entityKeys, '::text[]');
  const where = [
    `g.dealer_code = any(${params.add(scope.dealerCodes, '::text[]')})`,
    `not exists (select 1 from account_group_members m where m.group_code = g.code and not exists (
       select 1 from account_advisers aa where aa.account_id = m.account_id and aa.entity_key = any(${keys})))`,
    ...conditions(params),
  ];
  const { rows } = await db.query<GroupRow>(
    `select g.code, g.name, g.group_types, g.business_venture_id, g.status, g.dealer_code, g.attributes,
            g.created_by, (select nullif(trim(u.first_name || ' ' || u.last_name), '') from users u where u.mac = g.created_by) as created_by_name,
            g.created_date,
            array(select m.account_id from account_group_members m where m.group_code = g.code order by m.account_id) as accounts
       from account_groups g
      where ${where.join(' and ')}
      order by lower(g.name), g.code
      limit ${params.add(limit)}`,
    params.values,
  );
  return rows.map(toGroup);
}

export async function readGroup(db: Pick<Db, 'query'>, scope: Scope, code: string) {
  const [group] = await readGroups(db, scope, (p) => [`g.code = ${p.add(code)}`], 1);
  return group;
}

export type Group = ReturnType<typeof toGroup>;

function toGroup(r: GroupRow) {
  return {
    code: r.code,
    name: r.name,
    groupTypes: r.group_types,
    businessVentureId: r.business_venture_id,
    status: r.status,
    accounts: r.accounts.map((code) => ({ code })),
    dealerCode: r.dealer_code,
    attributes: r.attributes,
    createdBy: r.created_by,
    // Not in the specification's grouping response: ours, so the portal can say who, not which code.
    createdByName: r.created_by_name,
    createdDate: isoTimestamp(r.created_date),
  };
}
