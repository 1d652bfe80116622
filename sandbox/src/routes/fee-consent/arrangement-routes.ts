// The adviser's calls: list the ongoing fee arrangements, send a renewal for the client to consent to.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError, badRequest, notFound } from '../../http/http-error.js';
import type { RequestOf } from '../../http/route-schema.js';
import { sydneyToday } from '../shared/balances-as-at.js';
import { enumList, int, str, type Query } from '../shared/params.js';
import { referenceDay } from '../shared/reference-day.js';
import { visibleAccounts } from '../shared/visible-accounts.js';
import { STATUSES, consentRules, statusOf, type ConsentStatus } from './arrangement-status.js';
import { listArrangements, statusCounts, type ArrangementQuery } from './arrangements.js';
import { listArrangements as listSchema, sendRenewal } from './schemas.js';

export const ARRANGEMENTS_PATH = '/wealth/advice-fees/v1/arrangements';

/** The day statuses are worked out on: Sydney's today, never before the seed's reference day. */
export async function consentToday(db: Pick<Db, 'query'>): Promise<string> {
  return [await referenceDay(db), sydneyToday()].sort()[1]!;
}

/** 409 with a code the portal says in its own words: NOT_DUE (current) or ENDED (lapsed or ended). */
const refused = (code: 'NOT_DUE' | 'ENDED', message: string) => new HttpError(409, { error: 'conflict', code, message });

const SORTS = ['days_left', 'client', 'account', 'anniversary'] as const;

export function registerArrangementRoutes(api: FastifyInstance, db: Db): void {
  api.get<RequestOf<typeof listSchema>>(ARRANGEMENTS_PATH, { schema: listSchema }, async (request) => {
    const query = request.query as Query;
    const sort = (str(query, 'sort') ?? 'days_left').toLowerCase();
    if (!(SORTS as readonly string[]).includes(sort)) throw badRequest(`sort must be one of ${SORTS.join(', ')}`);
    const order = (str(query, 'order') ?? 'asc').toLowerCase();
    if (order !== 'asc' && order !== 'desc') throw badRequest('order must be asc or desc');
    const keyword = str(query, 'keyword');
    if (keyword && keyword.length > 100) throw badRequest('keyword must be at most 100 characters');
    const q: ArrangementQuery = {
      statuses: enumList(query, 'status', STATUSES) as ConsentStatus[] | undefined,
      keyword,
      sort: sort as ArrangementQuery['sort'],
      order,
      limit: int(query, 'limit', 1, 200, 25),
      offset: int(query, 'offset', 0, 10_000_000, 0),
    };
    const [{ rules, rows: ruleRows }, today] = await Promise.all([consentRules(db), consentToday(db)]);
    const [page, counts] = await Promise.all([listArrangements(db, request.scope, rules, today, q), statusCounts(db, request.scope, rules, today)]);
    return { data: page.rows, meta: { total_count: page.total, today, counts, rules: ruleRows } };
  });

  api.post<RequestOf<typeof sendRenewal>>(`${ARRANGEMENTS_PATH}/:accountNumber/renewal`, { schema: sendRenewal }, async (request) => {
    const code = request.params.accountNumber;
    const account = (await visibleAccounts(db, request.scope, [code])).get(code);
    if (!account) throw notFound();
    const [{ rules }, today] = await Promise.all([consentRules(db), consentToday(db)]);
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ anniversary_date: string; ended_date: string | null }>(
        `select to_char(anniversary_date, 'YYYY-MM-DD') as anniversary_date, to_char(ended_date, 'YYYY-MM-DD') as ended_date
           from fee_arrangements where account_id = $1 for update`,
        [account.account_id],
      );
      if (!rows[0]) throw notFound();
      const { status } = statusOf(rows[0], today, rules);
      if (status === 'CURRENT') throw refused('NOT_DUE', 'This arrangement is not due for renewal yet.');
      if (status === 'LAPSED' || status === 'ENDED') throw refused('ENDED', 'This arrangement has ended; the client needs a new arrangement.');
      const resent = await tx.query(
        `update fee_consent_requests set sent_at = now(), sent_by = $2 where account_id = $1 and status = 'SENT'`,
        [account.account_id, request.auth.mac],
      );
      if (!resent.rowCount) {
        await tx.query(
          `insert into fee_consent_requests (account_id, anniversary_date, sent_by) values ($1, $2::date, $3)`,
          [account.account_id, rows[0].anniversary_date, request.auth.mac],
        );
      }
    });
    const page = await listArrangements(db, request.scope, rules, today, { accountId: account.account_id, sort: 'account', order: 'asc', limit: 1, offset: 0 });
    return { data: page.rows[0]! };
  });
}
