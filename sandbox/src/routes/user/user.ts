import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { isoTimestamp } from '../shared/format.js';
import { userDetails } from './schemas.js';

interface UserDetailsRow {
  mac: string;
  first_name: string;
  last_name: string;
  previous_login: Date | null;
  last_password_change: Date | null;
  brand: string;
  login_badge: string;
  child_badge: string;
  badges: string[];
  supported_brand_products: Record<string, string[]>;
  flags: Record<string, unknown>;
  dealer_restricted: boolean;
  dealer_code: string | null;
}

// GET /api/wealth/channel/user/v1/user/details (ours). lastLogin is the sign-in before this
// session's, kept on the token family: the portal's "first login" behaviour needs the old value.
export function registerUserRoutes(app: FastifyInstance, db: Db): void {
  app.get('/wealth/channel/user/v1/user/details', { schema: userDetails }, async (request) => {
    const { rows } = await db.query<UserDetailsRow>(
      `select u.mac, u.first_name, u.last_name, f.previous_login, u.last_password_change, u.brand,
              u.login_badge, u.child_badge, u.badges, u.supported_brand_products, u.flags, u.dealer_restricted, u.dealer_code
         from users u join oauth_families f on f.mac = u.mac
        where u.mac = $1 and f.family_id = $2`,
      [request.auth.mac, request.auth.familyId],
    );
    const u = rows[0];
    const lastLogin = isoTimestamp(u.previous_login);
    return {
      data: {
        mac: u.mac,
        firstName: u.first_name,
        lastName: u.last_name,
        lastLogin,
        securityAttributes: { lastLogin, lastPasswordChange: isoTimestamp(u.last_password_change) },
        brand: u.brand,
        loginBadge: u.login_badge,
        childBadge: u.child_badge,
        badges: u.badges,
        supportedBrandProducts: u.supported_brand_products,
        flags: Object.fromEntries(Object.entries(u.flags ?? {}).map(([k, v]) => [k, v === true])),
        dealerRestricted: u.dealer_restricted,
        dealerCode: u.dealer_code,
      },
    };
  });
}
