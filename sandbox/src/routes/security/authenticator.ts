// Macquarie Authenticator enrolment (My security's QR code page, issue 16). The portal asks for an enrolment:
// a code (shown as a QR code and as text) the app on the adviser's phone activates within ten minutes; the
// sandbox's /console/authenticator is that app. Status: NOT_INSTALLED, IN_PROGRESS, INSTALLED (002 §4's
// Installed / Not Installed / In Progress).
import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError, conflict } from '../../http/http-error.js';

export const ENROLMENT_TTL_SECONDS = 600;
export const ACTIVATION_URL = 'macquarie-authenticator://activate';

interface EnrolmentRow {
  enrolment_code: string;
  status: 'IN_PROGRESS' | 'INSTALLED';
  device_name: string | null;
  expires_at: Date;
  activated_at: Date | null;
  expired: boolean;
}

async function enrolmentOf(db: Pick<Db, 'query'>, mac: string): Promise<EnrolmentRow | undefined> {
  const { rows } = await db.query<EnrolmentRow>(
    `select enrolment_code, status, device_name, expires_at, activated_at, expires_at <= now() as expired
       from authenticator_enrolments where mac = $1`,
    [mac],
  );
  return rows[0];
}

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

function statusBody(row: EnrolmentRow | undefined) {
  if (row?.status === 'INSTALLED') return { status: 'INSTALLED', device_name: row.device_name, activated_at: iso(row.activated_at) };
  if (row && !row.expired) return { status: 'IN_PROGRESS', expires_at: iso(row.expires_at) };
  return { status: 'NOT_INSTALLED' };
}

/** 8 digits, unique among live enrolments (the unique index refuses a clash; one retry is plenty). */
const newCode = () => String(randomInt(0, 100_000_000)).padStart(8, '0');

export function registerAuthenticatorRoutes(api: FastifyInstance, db: Db): void {
  api.get('/v1/security/authenticator', async (request) => statusBody(await enrolmentOf(db, request.auth.mac)));

  api.post('/v1/security/authenticator/enrolment', async (request, reply) => {
    const { mac } = request.auth;
    const current = await enrolmentOf(db, mac);
    if (current?.status === 'INSTALLED') throw conflict('Macquarie Authenticator is already activated');
    for (let attempt = 0; ; attempt++) {
      try {
        const { rows } = await db.query<{ enrolment_code: string; expires_at: Date }>(
          `insert into authenticator_enrolments (mac, enrolment_code, status, expires_at)
           values ($1, $2, 'IN_PROGRESS', now() + make_interval(secs => $3))
           on conflict (mac) do update set enrolment_code = excluded.enrolment_code, status = 'IN_PROGRESS',
             created_at = now(), expires_at = excluded.expires_at, device_name = null, activated_at = null
           returning enrolment_code, expires_at`,
          [mac, newCode(), ENROLMENT_TTL_SECONDS],
        );
        const row = rows[0]!;
        return reply.code(201).send({
          status: 'IN_PROGRESS',
          enrolment_code: row.enrolment_code,
          activation_url: `${ACTIVATION_URL}?code=${row.enrolment_code}`,
          expires_at: iso(row.expires_at),
        });
      } catch (e) {
        if (attempt >= 2 || !/unique|duplicate/i.test(String((e as Error).message))) throw e;
      }
    }
  });
}

/** What the app does when it scans the QR code or its owner types the code: activates the enrolment. */
export async function activateEnrolment(db: Db, code: string, deviceName: string): Promise<{ username: string }> {
  const digits = code.replace(/\D/g, '');
  const { rows } = await db.query<{ username: string }>(
    `update authenticator_enrolments e set status = 'INSTALLED', activated_at = now(), device_name = $2
       from users u
      where e.enrolment_code = $1 and e.status = 'IN_PROGRESS' and e.expires_at > now() and u.mac = e.mac
     returning u.username`,
    [digits, deviceName.slice(0, 60) || 'Phone'],
  );
  if (!rows[0]) throw new HttpError(404, { error: 'not_found', message: 'No enrolment waits for that code (it may have expired)' });
  return rows[0];
}
