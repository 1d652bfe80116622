// The party's answers on the sandbox phone (approve, decline, a code) and the alert to the submitting user.
import type { Db } from '../../db/index.js';
import type { EventHooks } from '../../events/event-hooks.js';
import { publishAlert } from '../notification-centre/alert-store.js';
import { MAX_WRONG_CODES, SOFT_LOCK_MINUTES, mfa } from './challenges.js';
import { paymentNotFound } from './payment-model.js';
import { requiredApprovals } from '../../../../policy/access.ts';

export interface PhoneChallenge {
  payment_id: string;
  verification_method: string;
  code: string | null;
  amount: string;
  payee_name: string;
  account_number: string;
  signing_type: string;
  expires_at: Date | string;
  sent_at: Date | string;
}

/** The challenges waiting on a party's phone. */
export async function pendingOnPhone(db: Pick<Db, 'query'>, partyId: string): Promise<PhoneChallenge[]> {
  const { rows } = await db.query<PhoneChallenge>(
    `select c.payment_id, c.verification_method, c.code, p.amount, p.payee_name, a.account_number, p.signing_type, c.expires_at, c.sent_at
       from payment_challenges c join payments p on p.payment_id = c.payment_id join accounts a on a.account_id = p.account_id
      where c.party_id = $1 and c.status = 'SENT' and p.status = 'AWAITING_AUTHORISATION' order by c.sent_at desc`,
    [partyId],
  );
  return rows;
}

type Answer = { kind: 'approve' } | { kind: 'decline' } | { kind: 'code'; code: string };

/** The party answers a sent challenge on their phone. Answers the payment's status afterwards. */
export async function answerChallenge(db: Db, events: EventHooks, partyId: string, paymentId: string, answer: Answer): Promise<string> {
  const outcome = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ status: string; verification_method: string; code: string | null; expires_at: Date; p_status: string; name: string }>(
      `select c.status, c.verification_method, c.code, c.expires_at, p.status as p_status, pp.name
         from payment_challenges c join payments p on p.payment_id = c.payment_id join payment_parties pp on pp.party_id = c.party_id
        where c.payment_id = $1 and c.party_id = $2 for update of c, p`,
      [paymentId, partyId],
    );
    const c = rows[0];
    if (!c) throw paymentNotFound('challenge');
    if (c.p_status !== 'AWAITING_AUTHORISATION' || c.status !== 'SENT') throw mfa(409, 'CHALLENGE_NOT_PENDING', 'This challenge is not waiting for an answer.');
    if (new Date(c.expires_at) < new Date()) throw mfa(409, 'CHALLENGE_EXPIRED', 'This challenge has expired; send authorisation again.');
    if (answer.kind === 'decline') {
      await tx.query(`update payment_challenges set status = 'DECLINED', actioned_at = now() where payment_id = $1 and party_id = $2`, [paymentId, partyId]);
      await tx.query(`update payments set status = 'DECLINED', updated_at = now() where payment_id = $1`, [paymentId]);
      return { status: 'DECLINED', by: c.name };
    }
    if (answer.kind === 'approve' && c.verification_method !== 'PUSH') throw mfa(400, 'CODE_REQUIRED', 'Enter the code this challenge sent.');
    if (answer.kind === 'code') {
      if (c.verification_method === 'PUSH') throw mfa(400, 'PUSH_CHALLENGE', 'This challenge is approved in the authenticator app, not with a code.');
      if (answer.code.trim() !== c.code) {
        const { rows: p } = await tx.query<{ failed_codes: number }>(
          'update payment_parties set failed_codes = failed_codes + 1 where party_id = $1 returning failed_codes', [partyId],
        );
        if (p[0].failed_codes >= MAX_WRONG_CODES) {
          await tx.query(
            `update payment_parties set failed_codes = 0, soft_locked_until = now() + make_interval(mins => $2),
                    soft_lock_code = 'INVALID_CHALLENGE_SOFT_LOCK' where party_id = $1`,
            [partyId, SOFT_LOCK_MINUTES],
          );
          await tx.query(`update payment_challenges set status = 'PENDING', code = null where payment_id = $1 and party_id = $2`, [paymentId, partyId]);
          return { status: 'WRONG_CODE_LOCKED' };
        }
        return { status: 'WRONG_CODE' };
      }
      await tx.query('update payment_parties set failed_codes = 0 where party_id = $1', [partyId]);
    }
    await tx.query(`update payment_challenges set status = 'APPROVED', actioned_at = now() where payment_id = $1 and party_id = $2`, [paymentId, partyId]);
    const { rows: pay } = await tx.query<{ signing_type: string; approvals: number; schedule_type: string; amount: string; account_id: string }>(
      `select p.signing_type, p.schedule_type, p.amount, p.account_id,
              (select count(*)::int from payment_challenges c where c.payment_id = p.payment_id and c.status = 'APPROVED') as approvals
         from payments p where p.payment_id = $1`,
      [paymentId],
    );
    if (pay[0].approvals < requiredApprovals(pay[0].signing_type)) return { status: 'PARTIALLY_APPROVED' };
    await tx.query(`update payments set status = 'APPROVED', updated_at = now() where payment_id = $1`, [paymentId]);
    await tx.query(`update payment_challenges set status = 'NOT_REQUIRED' where payment_id = $1 and status in ('PENDING', 'SENT')`, [paymentId]);
    // A future or recurring payment is now scheduled (scheduled-payments.ts): every scheduled payments list has it.
    if (pay[0].schedule_type === 'immediate') {
      await tx.query('update accounts set available_balance = available_balance - $2, ledger_balance = ledger_balance - $2 where account_id = $1', [pay[0].account_id, pay[0].amount]);
    }
    return { status: 'APPROVED' };
  });
  if (outcome.status === 'WRONG_CODE') throw mfa(400, 'INVALID_CODE', 'That code is not right.');
  if (outcome.status === 'WRONG_CODE_LOCKED') throw mfa(423, 'INVALID_CHALLENGE_SOFT_LOCK', `Too many incorrect codes: locked for ${SOFT_LOCK_MINUTES} minutes.`);
  if (outcome.status === 'APPROVED' || outcome.status === 'DECLINED') await alertSubmitter(db, events, paymentId, outcome.status, 'by' in outcome ? outcome.by : undefined);
  return outcome.status;
}

const dollars = (amount: string) => `$${Number(amount).toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The alert for the user who submitted the payment (object_type 'payments'; category approved or rejected). */
export async function alertSubmitter(db: Db, events: EventHooks, paymentId: string, status: 'APPROVED' | 'DECLINED' | 'CANCELLED', by?: string) {
  const { rows } = await db.query<{ created_by: string; amount: string; account_number: string; payee_name: string }>(
    `select p.created_by, p.amount, a.account_number, p.payee_name from payments p join accounts a on a.account_id = p.account_id where p.payment_id = $1`,
    [paymentId],
  );
  const p = rows[0];
  const text =
    status === 'APPROVED' ? `Your client approved the payment of ${dollars(p.amount)} from ${p.account_number} to ${p.payee_name}.`
      : status === 'DECLINED' ? `The payment of ${dollars(p.amount)} from ${p.account_number} to ${p.payee_name} was declined${by ? ` by ${by}` : ''}.`
        : `The payment of ${dollars(p.amount)} from ${p.account_number} to ${p.payee_name} has been cancelled.`;
  return publishAlert(db, events, p.created_by, {
    category: status === 'APPROVED' ? 'approved' : 'rejected',
    text,
    status: status.toLowerCase(),
    objectType: 'payments',
    approvalId: paymentId,
    accountNumber: p.account_number,
    links: [{ key: 'paymentId', value: paymentId }],
  });
}
