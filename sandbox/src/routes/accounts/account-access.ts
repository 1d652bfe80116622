import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { list, type Query } from '../shared/params.js';
import { visibleAccounts } from '../shared/visible-accounts.js';

// GET /api/wealth/channel/user/v1/account/access: the access level per visible account; `id` echoes
// the code asked for (account id, number or composer code).
export function registerAccountAccessRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/wealth/channel/user/v1/account/access', async (request) => {
    const codes = list(request.query.accountCode) ?? [];
    if (codes.length > 500) throw badRequest('accountCode takes at most 500 codes');
    const found = await visibleAccounts(db, request.scope, codes);
    return { accessibleAccounts: codes.filter((c) => found.has(c)).map((c) => ({ id: c, access: found.get(c)!.access })) };
  });
}
