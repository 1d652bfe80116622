// pega casemaint modify (002 §4 Modify case): resend an authoriser's challenge or cancel it. Always 200 with an
// OutcomeCode, as the case management system answers (README "Request Centre", modify, for the rules).
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { codedBadRequest, codedNotFound, objectBody, requiredText } from './body-checks.js';
import { visibleCase } from './case-read.js';
import { isOpen } from './case-model.js';

export const SOFT_LOCK_MINUTES = 10;
/** Sends (or cancels) allowed in any 10 minutes before the soft lock. */
export const SENDS_PER_WINDOW = 2;

const outcome = (code: string, description: string) => ({ ModifyCaseRes: { StatusLog: { OutcomeCode: code, Items: [{ Description: description }] } } });

export function registerModifyRoutes(api: FastifyInstance, db: Db): void {
  api.post<{ Body: unknown }>('/wealth/pega/casemaint/v1/modify', async (request) => {
    const b = objectBody(request.body, codedBadRequest);
    const intentId = requiredText(b.intent_id, 'intent_id', 64, codedBadRequest);
    const activityId = requiredText(b.activity_id, 'activity_id', 64, codedBadRequest);
    const action = b.action;
    if (action !== 'RESEND' && action !== 'CANCEL_CHALLENGE') throw codedBadRequest('action must be RESEND or CANCEL_CHALLENGE');
    const row = await visibleCase(db, request.scope.entityKeys, intentId, codedNotFound);
    const { rows } = await db.query<{ authoriser_name: string; status: string; otp_locked: boolean; recent: number }>(
      `select authoriser_name, status, otp_locked,
              (select count(*) from unnest(resent_at) t where t > now() - make_interval(mins => $3)) as recent
         from case_authorisers where intent_id = $1 and activity_id = $2`,
      [row.intent_id, activityId, SOFT_LOCK_MINUTES],
    );
    const a = rows[0];
    if (!a) return outcome('GENERIC_SERVICE_ERROR', 'No such authorisation on this request');
    if (a.status === 'APPROVED') return outcome('ACTIVITY_ALREADY_ACTIONED_COMPLETED', `${a.authoriser_name} has already approved this request`);
    if (a.status === 'DECLINED') return outcome('ACTIVITY_ALREADY_ACTIONED_DECLINED', `${a.authoriser_name} has already declined this request`);
    if (a.status === 'CANCELLED' || !isOpen(row.status)) return outcome('GENERIC_SERVICE_ERROR', 'This authorisation is no longer open');
    if (a.otp_locked) return outcome('ACCOUNT_OTP_LOCKED', `${a.authoriser_name}'s ID is locked`);
    if (Number(a.recent) >= SENDS_PER_WINDOW) {
      return action === 'RESEND'
        ? outcome('RESEND_CHALLENGE_SOFT_LOCK', `${a.authoriser_name} is temporarily locked; try again after ${SOFT_LOCK_MINUTES} minutes`)
        : outcome('INVALID_CHALLENGE_SOFT_LOCK', `${a.authoriser_name} is temporarily locked; try again after ${SOFT_LOCK_MINUTES} minutes`);
    }
    await db.query(
      `update case_authorisers set updated_at = now(),
              expire_by = case when $2 = 'RESEND' then now() + interval '30 days' else expire_by end,
              resent_at = (array_append(resent_at, now()))[greatest(1, cardinality(resent_at) - 3):]
        where activity_id = $1`,
      [activityId, action],
    );
    return outcome('SUCCESS', action === 'RESEND' ? `Authorisation sent to ${a.authoriser_name}` : `Challenge cancelled for ${a.authoriser_name}`);
  });
}
