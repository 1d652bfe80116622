// Update password (My security, issue 16): POST /v1/security/password { current_password, new_password }
// after a step-up. The rules are the bank's and are checked here whatever the portal showed; a change signs the
// user's other devices out (their sign-in families end) and keeps this one.
import type { FastifyInstance } from 'fastify';
import { revokeFamilies } from '../../auth/token-store.js';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import { requireStepUp } from './step-up.js';

export const MIN_LENGTH = 10;
export const MAX_LENGTH = 64;

/** The rules a new password breaks, by name; [] when it may be used. */
export function brokenRules(password: string, username: string, current: string): string[] {
  const broken: string[] = [];
  if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) broken.push('length');
  if (!/[A-Z]/.test(password)) broken.push('upper');
  if (!/[a-z]/.test(password)) broken.push('lower');
  if (!/\d/.test(password)) broken.push('number');
  if (username && password.toLowerCase().includes(username.toLowerCase())) broken.push('username');
  if (password === current) broken.push('same');
  return broken;
}

export function registerPasswordRoutes(api: FastifyInstance, db: Db): void {
  // What the portal shows the rules with as the user types (the username rule needs the username).
  api.get('/v1/security/password-policy', async (request) => {
    const { rows } = await db.query<{ username: string }>('select username from users where mac = $1', [request.auth.mac]);
    return { min_length: MIN_LENGTH, max_length: MAX_LENGTH, username: rows[0]!.username };
  });

  api.post<{ Body: unknown }>('/v1/security/password', async (request) => {
    await requireStepUp(db, request);
    const body = (request.body ?? {}) as { current_password?: unknown; new_password?: unknown };
    const current = typeof body.current_password === 'string' ? body.current_password : '';
    const next = typeof body.new_password === 'string' ? body.new_password : '';
    const { mac, familyId } = request.auth;
    const { rows } = await db.query<{ username: string; password_hash: string }>('select username, password_hash from users where mac = $1', [mac]);
    const user = rows[0]!;
    if (!current || !verifyPassword(current, user.password_hash)) {
      throw new HttpError(400, { error: 'invalid_current_password', message: 'The current password is not correct' });
    }
    const broken = brokenRules(next, user.username, current);
    if (broken.length) throw new HttpError(400, { error: 'weak_password', message: 'The new password breaks the rules', rules: broken });
    const changed = await db.transaction(async (tx) => {
      const res = await tx.query<{ last_password_change: Date }>(
        'update users set password_hash = $2, last_password_change = now() where mac = $1 returning last_password_change',
        [mac, hashPassword(next)],
      );
      await revokeFamilies(tx, { mac, except: familyId });
      return res.rows[0]!.last_password_change;
    });
    return { changed_at: new Date(changed).toISOString() };
  });
}
