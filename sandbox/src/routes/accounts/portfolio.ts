import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/http-error.js';
import { money, sydneyToday } from '../shared/format.js';
import { visibleAccounts } from '../shared/visible-accounts.js';

// GET /api/wealth/channel/portfolio/v1/{account}/balance: the net portfolio value (ledger balance).
export function registerPortfolioRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { account: string } }>('/wealth/channel/portfolio/v1/:account/balance', async (request) => {
    const account = (await visibleAccounts(db, request.scope, [request.params.account])).get(request.params.account);
    if (!account) throw notFound();
    return { netPortfolioValue: money(account.ledger_balance), asAt: sydneyToday() };
  });
}
