import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { notFound } from '../../http/http-error.js';
import { type RequestOf } from '../../http/route-schema.js';
import { cashRates, rateBadges, termDepositRates, wrapRates } from './schemas.js';
import { CASH_RATES, rateBadgesOf, TD_RATES, TD_TIERS, WRAP_RATES, WRAP_TIERS } from './rates-data.js';

// Rates retrieval (002 §7 "Rates: endpoints not shown"; these paths are ours, sandbox/README.md "Rates").
// Every call is scoped to the signed-in user's rate badges: a badge outside the user's list answers 404.
export const RATES_PREFIX = '/wealth/channel/rates/v1';

async function badgesFor(db: Db, request: FastifyRequest) {
  const { rows } = await db.query<{ badges: string[]; supported_brand_products: Record<string, string[]> }>(
    'select badges, supported_brand_products from users where mac = $1',
    [request.auth.mac],
  );
  const u = rows[0];
  return rateBadgesOf({ badges: u?.badges ?? [], supportedBrandProducts: u?.supported_brand_products ?? {} });
}

export function registerRatesRoutes(app: FastifyInstance, db: Db): void {
  app.get(`${RATES_PREFIX}/rate-badges`, { schema: rateBadges }, async (request) => ({ data: await badgesFor(db, request) }));

  app.get<RequestOf<typeof cashRates>>(`${RATES_PREFIX}/cash-rates/:badge`, { schema: cashRates }, async (request) => {
    const { cash } = await badgesFor(db, request);
    const rates = CASH_RATES[request.params.badge];
    if (!cash.includes(request.params.badge) || !rates) throw notFound();
    return { data: { badge: request.params.badge, effective_date: rates.effectiveDate, rates: rates.rates } };
  });

  app.get(`${RATES_PREFIX}/term-deposit-rates`, { schema: termDepositRates }, async (request) => {
    const { cash } = await badgesFor(db, request);
    if (!cash.length) throw notFound();
    return {
      data: {
        effective_date: TD_RATES.effectiveDate,
        rebate_bps: TD_RATES.rebateBps,
        tiers: TD_TIERS,
        terms: TD_RATES.terms,
      },
    };
  });

  app.get<RequestOf<typeof wrapRates>>(`${RATES_PREFIX}/wrap-rates/:badge`, { schema: wrapRates }, async (request) => {
    const { wrap } = await badgesFor(db, request);
    const rates = WRAP_RATES[request.params.badge];
    if (!wrap.includes(request.params.badge) || !rates) throw notFound();
    return {
      data: {
        badge: request.params.badge,
        effective_date: rates.effectiveDate,
        term_deposit_rates_url: rates.termDepositRatesUrl,
        tiers: WRAP_TIERS,
        products: rates.products,
      },
    };
  });
}
