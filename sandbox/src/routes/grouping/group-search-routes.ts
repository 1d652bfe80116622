import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/http-error.js';
import { enumList, int, list, str, tokens, type Query } from '../shared/params.js';
import { keywordConditions } from '../shared/sql-params.js';
import { visibleAccounts } from '../shared/visible-accounts.js';
import { GROUP_TYPES } from './group-payload.js';
import { readGroups } from './group-read.js';

const BASE = '/wealth/grouping/v2/account-groups';

// Group reads: the search (closed groups excluded) and an account's groups. Both read the
// database directly, so a create, update or close shows at once.
export function registerGroupSearchRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>(`${BASE}/search`, async (request) => {
    const q = request.query;
    const words = tokens(str(q, 'query'));
    const ventures = list(q.bv);
    const codes = list(q.codes);
    const types = enumList(q, 'groupType', GROUP_TYPES);
    const groups = await readGroups(
      db,
      request.scope,
      (p) => [
        `g.status <> 'CLOSED'`,
        ...keywordConditions(p, 'g.search_text', words),
        ...(ventures ? [`g.business_venture_id = any(${p.add(ventures, '::text[]')})`] : []),
        ...(codes ? [`g.code = any(${p.add(codes, '::text[]')})`] : []),
        ...(types ? [`g.group_types && ${p.add(types, '::text[]')}`] : []),
      ],
      int(q, 'limit', 1, 100, 100),
    );
    return { groups };
  });

  app.get<{ Params: { account: string } }>(`${BASE}/account/:account/groups`, async (request) => {
    const { account } = request.params;
    const found = (await visibleAccounts(db, request.scope, [account])).get(account);
    if (!found) throw notFound();
    const groups = await readGroups(db, request.scope, (p) => [
      `g.status <> 'CLOSED'`,
      `exists (select 1 from account_group_members m where m.group_code = g.code and m.account_id = ${p.add(found.account_id)})`,
    ]);
    return { groups };
  });
}
