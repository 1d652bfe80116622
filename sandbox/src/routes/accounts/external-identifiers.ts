import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { list, type Query } from '../shared/params.js';

// GET /api/wealth/channel/account/v1/externalsystem/identifiers: the wrap account number behind a
// super or pension account's composer code, for visible accounts only.
export function registerExternalIdentifierRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/wealth/channel/account/v1/externalsystem/identifiers', async (request) => {
    const codes = list(request.query.composerCode);
    if (!codes) throw badRequest('composerCode is required (comma list)');
    const { rows } = await db.query<{ composerCode: string; 'wrap-account-number': string | null }>(
      `select a.composer_code as "composerCode", a.wrap_account_number as "wrap-account-number"
         from accounts a
        where a.composer_code = any($1::text[])
          and exists (select 1 from account_advisers aa where aa.account_id = a.account_id and aa.entity_key = any($2::text[]))
        order by a.composer_code`,
      [codes, request.scope.entityKeys],
    );
    return { identifiers: rows };
  });
}
