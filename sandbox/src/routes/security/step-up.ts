// Step-up (My security, issue 16): before a sensitive change (the password, signing a device out) the adviser
// proves again who they are with a one-time code sent to their phone (the sandbox's /console/adviser-phone
// shows it). A verified code earns a grant, good for a few minutes and only in the session that asked for it;
// the sensitive calls refuse to run without it (requireStepUp).
import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashToken } from '../../auth/token-crypto.js';
import { sameSecret } from '../shared/console-gate.js';
import type { Db } from '../../db/index.js';
import { HttpError, notFound } from '../../http/http-error.js';

export const STEP_UP_HEADER = 'x-step-up-token';
export const CODE_TTL_SECONDS = 300;
export const GRANT_TTL_SECONDS = 300;
export const MAX_ATTEMPTS = 3;
/** Codes a user may ask for in a quarter of an hour. */
export const MAX_CODES = 5;

export function registerStepUpRoutes(api: FastifyInstance, db: Db): void {
  api.post('/v1/security/step-up', async (request, reply) => {
    const { mac, familyId } = request.auth;
    const recent = await db.query<{ n: number }>(
      `select count(*)::int as n from step_up_challenges where mac = $1 and created_at > now() - interval '15 minutes'`,
      [mac],
    );
    if ((recent.rows[0]?.n ?? 0) >= MAX_CODES) {
      throw new HttpError(429, { error: 'too_many_codes', message: 'Too many codes asked for; try again in 15 minutes' }, { 'retry-after': '900' });
    }
    const challengeId = randomBytes(12).toString('base64url');
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await db.query(
      `insert into step_up_challenges (challenge_id, mac, family_id, code, expires_at)
       values ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
      [challengeId, mac, familyId, code, CODE_TTL_SECONDS],
    );
    return reply.code(201).send({ challenge_id: challengeId, channel: 'SMS', expires_in: CODE_TTL_SECONDS, max_attempts: MAX_ATTEMPTS });
  });

  api.post<{ Params: { challengeId: string }; Body: unknown }>('/v1/security/step-up/:challengeId/verify', async (request) => {
    const { mac, familyId } = request.auth;
    const body = (request.body ?? {}) as { code?: unknown };
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const answer = await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ code: string; attempts: number; expired: boolean; verified: boolean }>(
        `select code, attempts, expires_at <= now() as expired, verified_at is not null as verified
           from step_up_challenges where challenge_id = $1 and mac = $2 and family_id = $3 for update`,
        [request.params.challengeId, mac, familyId],
      );
      const row = rows[0];
      if (!row) throw notFound();
      if (row.verified) throw new HttpError(409, { error: 'code_used', message: 'This code has been used; ask for a new one' });
      if (row.attempts >= MAX_ATTEMPTS) throw locked();
      if (row.expired) throw new HttpError(410, { error: 'code_expired', message: 'The code has expired; ask for a new one' });
      if (!/^\d{6}$/.test(code) || !sameSecret(code, row.code)) {
        // Returned, not thrown: a throw would roll the count back.
        const attempts = row.attempts + 1;
        await tx.query('update step_up_challenges set attempts = $2 where challenge_id = $1', [request.params.challengeId, attempts]);
        return attempts >= MAX_ATTEMPTS
          ? locked()
          : new HttpError(400, { error: 'invalid_code', message: 'The code is not correct', attempts_left: MAX_ATTEMPTS - attempts });
      }
      await tx.query('update step_up_challenges set verified_at = now() where challenge_id = $1', [request.params.challengeId]);
      const grant = randomBytes(32).toString('base64url');
      await tx.query(
        `insert into step_up_grants (grant_hash, mac, family_id, expires_at) values ($1, $2, $3, now() + make_interval(secs => $4))`,
        [hashToken(grant), mac, familyId, GRANT_TTL_SECONDS],
      );
      return { step_up_token: grant, expires_in: GRANT_TTL_SECONDS };
    });
    if (answer instanceof HttpError) throw answer;
    return answer;
  });
}

const locked = () => new HttpError(423, { error: 'code_locked', message: 'Too many wrong codes; ask for a new one' });

/** Throws 403 step_up_required unless the request carries a live grant of this user's own session. */
export async function requireStepUp(db: Db, request: FastifyRequest): Promise<void> {
  const presented = request.headers[STEP_UP_HEADER];
  if (typeof presented === 'string' && presented) {
    const { rows } = await db.query(
      'select 1 from step_up_grants where grant_hash = $1 and mac = $2 and family_id = $3 and expires_at > now()',
      [hashToken(presented), request.auth.mac, request.auth.familyId],
    );
    if (rows.length) return;
  }
  throw new HttpError(403, { error: 'step_up_required', message: `Verify with a one-time code first (send ${STEP_UP_HEADER})` });
}
