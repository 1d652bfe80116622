// (ours) Account closure: 002 §8's server codes by the account's state (README "Payments"). Who may close is
// the policy's account.close (policy/actions.json), decided before this handler and before any seeded state.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import { money } from '../shared/format.js';
import { payingAccount } from './payment-store.js';

export function registerClosureRoutes(api: FastifyInstance, db: Db): void {
  api.post<{ Params: { accountNumber: string } }>('/wealth/cash/v1/accounts/:accountNumber/closure', async (request) => {
    const number = request.params.accountNumber.trim();
    const technical = (status: number) => new HttpError(status, { error: status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'server_error' });
    if (!number || number.length > 12) throw technical(404);
    let account;
    try {
      account = await payingAccount(db, request.scope, number);
    } catch {
      throw technical(404);
    }
    const coded = (code: string) => {
      if (code === '404' || code === '409' || code === '500') return technical(Number(code));
      const message = code === 'NO_ENTITLEMENT' ? "You don't have authority to close this account." : `Account closure refused (${code})`;
      return new HttpError(code === 'NO_ENTITLEMENT' ? 403 : 422, { error: { errors: [{ code, message }] }, message, errors: [{ code, message }] });
    };
    const { rows: state } = await db.query<{ code: string }>('select code from account_closure_states where account_id = $1', [account.account_id]);
    if (state[0] && state[0].code !== 'ACCEPTED') throw coded(state[0].code);
    if ((await db.query('select 1 from account_closures where account_id = $1', [account.account_id])).rows.length) throw coded('203');
    if (!state[0]) {
      if (account.account_type !== 'CASH' || account.account_status !== 'Active') throw coded('205');
      const { rows: open } = await db.query(
        `select 1 from payments where account_id = $1 and (status = 'AWAITING_AUTHORISATION' or (status = 'APPROVED' and schedule_type <> 'immediate')) limit 1`,
        [account.account_id],
      );
      if (open.length) throw coded('207');
      if ((money(account.ledger_balance) ?? 0) !== 0) throw coded('211');
    }
    const closureId = `CL${account.account_id}`;
    await db.query('insert into account_closures (closure_id, account_id, requested_by) values ($1, $2, $3)', [closureId, account.account_id, request.auth.mac]);
    return { data: { closure_id: closureId, account_number: account.account_number, status: 'CLOSURE_REQUESTED' }, meta: { server_time: new Date().toISOString() } };
  });
}
