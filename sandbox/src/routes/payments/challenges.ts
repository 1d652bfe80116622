// Signatory challenges (002 §4, §8): sending one to a party's phone, answered by the party's state with the
// codes of 002 §8 (the answers are in phone-answers.ts).
import { randomInt } from 'node:crypto';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { isoTimestamp } from '../shared/format.js';
import { paymentError, paymentNotFound } from './payment-model.js';
import { visiblePayment } from './payment-json.js';
import { chosenMethod, type PartyRow } from './payment-store.js';

/** 002 §9: MFA soft lock 10 minutes. */
export const SOFT_LOCK_MINUTES = 10;
/** Sends of one challenge within the soft-lock window before RESEND_CHALLENGE_SOFT_LOCK (ours). */
export const MAX_SENDS = 3;
/** Wrong codes before INVALID_CHALLENGE_SOFT_LOCK (ours). */
export const MAX_WRONG_CODES = 3;
export const CHALLENGE_MINUTES = 10;

export const mfa = (status: number, code: string, message: string) => paymentError(status, [{ code, message }]);

const MFA_MESSAGES = {
  NO_AUTHORISERS: (n: string) => `${n} is no longer an authoriser of this account.`,
  GENERIC_SERVICE_ERROR: () => 'The challenge service is unavailable.',
  ACCOUNT_OTP_LOCKED: (n: string) => `${n}'s ID is locked.`,
  INVALID_CHALLENGE_SOFT_LOCK: (n: string) => `${n} is temporarily locked after too many incorrect codes. Try again after ${SOFT_LOCK_MINUTES} minutes.`,
  RESEND_CHALLENGE_SOFT_LOCK: (n: string) => `${n} is temporarily locked after too many resends. Try again after ${SOFT_LOCK_MINUTES} minutes.`,
  NO_PREFERENCES_FOUND: (n: string) => `${n} has no verification preferences.`,
  MFA_PUSH_NOT_AVAILABLE: (n: string) => `${n} is not registered for the authenticator app.`,
  NO_AUTHENTICATOR_FOUND: (n: string) => `${n} has no rolling-code token registered.`,
} as const;

export const MFA_STATUS: Record<keyof typeof MFA_MESSAGES, number> = {
  NO_AUTHORISERS: 422, GENERIC_SERVICE_ERROR: 503, ACCOUNT_OTP_LOCKED: 423, INVALID_CHALLENGE_SOFT_LOCK: 423,
  RESEND_CHALLENGE_SOFT_LOCK: 423, NO_PREFERENCES_FOUND: 422, MFA_PUSH_NOT_AVAILABLE: 422, NO_AUTHENTICATOR_FOUND: 422,
};

const fail = (code: keyof typeof MFA_MESSAGES, name: string) => mfa(MFA_STATUS[code], code, MFA_MESSAGES[code](name));

/** What the party's state answers a challenge with, or null when one can be sent (README "Payments": the order). */
export function partyBlock(p: PartyRow, now = new Date(), method: string | null = chosenMethod(p)): keyof typeof MFA_MESSAGES | null {
  if (!p.active) return 'NO_AUTHORISERS';
  if (p.service_fault) return 'GENERIC_SERVICE_ERROR';
  if (p.hard_locked) return 'ACCOUNT_OTP_LOCKED';
  if (p.soft_locked_until && new Date(p.soft_locked_until) > now) return (p.soft_lock_code as 'INVALID_CHALLENGE_SOFT_LOCK' | null) ?? 'INVALID_CHALLENGE_SOFT_LOCK';
  if (!method) return 'NO_PREFERENCES_FOUND';
  if (method === 'PUSH' && !p.registered_for_push) return 'MFA_PUSH_NOT_AVAILABLE';
  if (method === 'ROLLING_CODE' && !p.authenticator_present) return 'NO_AUTHENTICATOR_FOUND';
  return null;
}

function actioned(status: string): HttpError | null {
  if (status === 'APPROVED') return mfa(409, 'ACTIVITY_ALREADY_ACTIONED_COMPLETED', 'This payment has already been approved.');
  if (status === 'DECLINED') return mfa(409, 'ACTIVITY_ALREADY_ACTIONED_DECLINED', 'This payment has already been declined.');
  if (status === 'NOT_REQUIRED') return mfa(409, 'ACTIVITY_ALREADY_ACTIONED_COMPLETED', 'This payment no longer needs this signatory.');
  return null;
}

/** POST .../payment/{id}/signature/{partyId}/challenge: sends (or resends) the challenge to the party's phone. */
/** `onlySms`: MFA is off (the gateway's mfaEnabled flag), so the challenge goes by SMS whatever the party prefers. */
export async function sendChallenge(db: Db, scope: Scope, paymentId: string, partyId: string, onlySms = false) {
  const payment = await visiblePayment(db, scope, paymentId);
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<PartyRow & { c_status: string; sends: number; first_sent_at: Date | null }>(
      `select p.*, c.status as c_status, c.sends, c.first_sent_at from payment_challenges c join payment_parties p on p.party_id = c.party_id
        where c.payment_id = $1 and c.party_id = $2 for update of c`,
      [payment.payment_id, partyId],
    );
    const row = rows[0];
    if (!row) throw paymentNotFound('signatory on this payment');
    if (payment.status !== 'AWAITING_AUTHORISATION') {
      throw actioned(payment.status) ?? mfa(409, 'PAYMENT_NOT_AWAITING_AUTHORISATION', `This payment is ${payment.status.toLowerCase()}.`);
    }
    const done = actioned(row.c_status);
    if (done) throw done;
    const method = onlySms ? (row.methods.includes('SMS') ? 'SMS' : null) : chosenMethod(row);
    const block = partyBlock(row, new Date(), method);
    if (block) throw fail(block, row.name);
    const now = new Date();
    const windowOpen = row.first_sent_at && now.getTime() - new Date(row.first_sent_at).getTime() < SOFT_LOCK_MINUTES * 60_000;
    const sends = windowOpen ? row.sends : 0;
    if (sends >= MAX_SENDS) {
      await tx.query(
        `update payment_parties set soft_locked_until = now() + make_interval(mins => $2), soft_lock_code = 'RESEND_CHALLENGE_SOFT_LOCK' where party_id = $1`,
        [partyId, SOFT_LOCK_MINUTES],
      );
      // The lock is the answer: it must outlive this call, so it is not rolled back.
      return { locked: fail('RESEND_CHALLENGE_SOFT_LOCK', row.name) };
    }
    const code = method === 'PUSH' ? null : String(randomInt(0, 1_000_000)).padStart(6, '0');
    const { rows: sent } = await tx.query<{ expires_at: Date }>(
      `update payment_challenges set status = 'SENT', verification_method = $3, code = $4, sends = $5, sent_at = now(),
              first_sent_at = case when $5 = 1 then now() else first_sent_at end, expires_at = now() + make_interval(mins => $6)
        where payment_id = $1 and party_id = $2 returning expires_at`,
      [payment.payment_id, partyId, method, code, sends + 1, CHALLENGE_MINUTES],
    );
    return {
      sent: {
        paymentId: payment.payment_id,
        partyId,
        name: row.name,
        verificationMethod: method,
        status: 'SENT',
        sends: sends + 1,
        expiryTime: isoTimestamp(sent[0].expires_at),
      },
    };
  }).then((r) => {
    if ('locked' in r) throw r.locked;
    return r.sent;
  });
}
