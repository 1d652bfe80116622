// ESI details (ours; 001 §2.1, §2.2): the electronic service address (SuperStream) details an employer or
// fund uses to send contributions to the dealer's super products. The same dealer always answers the same.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';

const FUNDS = [
  { fundName: 'Macquarie Superannuation Plan', abn: '75 116 440 659', usi: 'MAQ0631AU', esa: 'MACQSUPER' },
  { fundName: 'Macquarie Wrap Super', abn: '75 116 440 659', usi: 'MAQ0410AU', esa: 'MACQWRAP' },
];

export function registerEsiRoutes(app: FastifyInstance, db: Db): void {
  app.get('/wealth/channel/adviser/v1/adviser/esi-details', async (request) => {
    // The user's dealer: their own dealer code, else the first dealer they hold adviser codes under.
    const { rows } = await db.query<{ dealer_code: string | null }>(
      `select coalesce(u.dealer_code, (select min(ae.dealer_code) from user_entities ue join adviser_entities ae on ae.entity_key = ue.entity_key where ue.mac = u.mac)) as dealer_code
         from users u where u.mac = $1`,
      [request.auth.mac],
    );
    const dealerCode = rows[0]?.dealer_code ?? null;
    return {
      data: {
        dealerCode,
        esiDetails: FUNDS.map((f) => ({
          ...f,
          esaProvider: 'Macquarie SuperStream gateway',
          contactEmail: 'superstream@example-adviser.test',
          bsb: '182-512',
          accountNumber: f.esa === 'MACQWRAP' ? '963 214 870' : '963 214 862',
          reference: dealerCode ? `${dealerCode}-${f.usi}` : f.usi,
        })),
      },
    };
  });
}
