import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { badRequest } from '../../http/http-error.js';
import { bool, list, type Query } from '../shared/params.js';

interface EntityRow {
  entity_key: string;
  entity_source: string;
  entity_type: string;
  product_type: string;
  adviser_code: string;
  dealer_code: string;
  adviser_name: string;
  dealer_name: string;
}

// The intermediary `scope` words and the product types they select.
const SCOPE_PRODUCTS: Record<string, string> = { mot: 'online trading', cash: 'cash', wrap: 'wrap' };

// Adviser codes (000 §7): the user's adviser entities in two shapes.
export function registerAdviserEntityRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>('/wealth/channel/adviser/v1/adviser/entities', async (request) => {
    // Linked entities are those a dealer-restricted user reaches through the dealer, beyond their own.
    const keys = bool(request.query, 'include-linked-adviser-entities') ? request.scope.entityKeys : request.scope.directKeys;
    const withMot = bool(request.query, 'include-mot-entities');
    const withNames = bool(request.query, 'include-adviser-names');
    const rows = (await entities(db, keys)).filter((e) => withMot || e.entity_source !== 'MOT');
    return {
      data: rows.map((e) => ({
        entity_key: e.entity_key,
        entity_source: e.entity_source,
        entity_type: e.entity_type,
        product_type: e.product_type,
        ...(withNames ? { adviser_name: e.adviser_name, dealer_name: e.dealer_name } : {}),
      })),
    };
  });

  app.get<{ Params: { mac: string }; Querystring: Query }>(
    '/intermediary-accounts/v1/intermediaries/:mac/entities',
    async (request) => {
      const words = list(request.query.scope) ?? ['mot', 'cash', 'wrap'];
      const unknown = words.filter((w) => !Object.hasOwn(SCOPE_PRODUCTS, w.toLowerCase()));
      if (unknown.length) throw badRequest(`scope: unknown ${unknown.join(', ')} (mot, cash, wrap)`);
      const products = new Set(words.map((w) => SCOPE_PRODUCTS[w.toLowerCase()]));
      const rows = (await entities(db, request.scope.entityKeys)).filter((e) => products.has(e.product_type));
      return {
        entities: rows.map((e) => ({ dealer_code: e.dealer_code, adviser_code: e.adviser_code, product_type: e.product_type })),
      };
    },
  );
}

async function entities(db: Db, keys: string[]): Promise<EntityRow[]> {
  const { rows } = await db.query<EntityRow>(
    `select e.entity_key, e.entity_source, e.entity_type, e.product_type, e.adviser_code, e.dealer_code,
            e.adviser_name, d.dealer_name
       from adviser_entities e join dealers d on d.dealer_code = e.dealer_code
      where e.entity_key = any($1::text[])
      order by e.entity_key`,
    [keys],
  );
  return rows;
}
