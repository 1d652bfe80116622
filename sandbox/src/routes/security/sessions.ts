// Connected devices (My security, issue 16): the user's live sign-ins, one per sign-in family (the browser
// that signed in, when, when last active, whether it is the calling session), and signing one out.
import type { FastifyInstance } from 'fastify';
import { revokeFamilies } from '../../auth/token-store.js';
import type { Db } from '../../db/index.js';
import { badRequest, notFound } from '../../http/http-error.js';
import { requireStepUp } from './step-up.js';

interface SessionRow {
  family_id: string;
  user_agent: string | null;
  created_at: Date;
  last_active_at: Date | null;
}

export function registerSessionRoutes(api: FastifyInstance, db: Db): void {
  api.get('/v1/security/sessions', async (request) => {
    // Live: not revoked and still holding a usable token (an unspent refresh token or an unexpired access token).
    const { rows } = await db.query<SessionRow>(
      `select f.family_id, f.user_agent, f.created_at, f.last_active_at
         from oauth_families f
        where f.mac = $1 and f.revoked_at is null
          and exists (select 1 from oauth_tokens t where t.family_id = f.family_id and t.expires_at > now()
                        and (t.kind = 'access' or t.used_at is null))
        order by coalesce(f.last_active_at, f.created_at) desc
        limit 50`,
      [request.auth.mac],
    );
    return {
      sessions: rows.map((r) => ({
        session_id: r.family_id,
        user_agent: r.user_agent ?? '',
        signed_in_at: new Date(r.created_at).toISOString(),
        last_active_at: new Date(r.last_active_at ?? r.created_at).toISOString(),
        current: r.family_id === request.auth.familyId,
      })),
    };
  });

  api.delete<{ Params: { sessionId: string } }>('/v1/security/sessions/:sessionId', async (request, reply) => {
    if (request.params.sessionId === request.auth.familyId) throw badRequest('This is the calling session; sign out instead');
    await requireStepUp(db, request);
    const ended = await revokeFamilies(db, { familyId: request.params.sessionId, mac: request.auth.mac });
    if (!ended.length) throw notFound();
    return reply.code(204).send();
  });
}
