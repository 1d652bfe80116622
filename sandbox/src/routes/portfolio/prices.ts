// Daily prices for every asset: a seeded random walk of log prices (drift and volatility by asset class) over
// business days, pinned to the asset's anchor price on ANCHOR_DAY, so a valuation can be asked for any day from
// FIRST_PRICE_DAY to LAST_PRICE_DAY. A weekend takes Friday's price. Each asset's series (about 8,800 days) is
// made on first use and kept: about 70 KB an asset, shared by every account.
import type { Asset, AssetClass } from './assets.js';
import { isWeekend, toDay } from './days.js';
import { KeyedRandom } from './random.js';

export const FIRST_PRICE_DAY = toDay('2009-01-01');
export const LAST_PRICE_DAY = toDay('2032-12-31');
const ANCHOR_DAY = toDay('2026-11-20');
const TRADING_DAYS = 261;

/** Annual drift and volatility of the log price. */
const WALK: Record<AssetClass, { drift: number; vol: number }> = {
  'Australian equities': { drift: 0.05, vol: 0.2 },
  'International equities': { drift: 0.07, vol: 0.17 },
  Property: { drift: 0.03, vol: 0.2 },
  Infrastructure: { drift: 0.04, vol: 0.14 },
  'Fixed interest': { drift: 0.005, vol: 0.045 },
  Cash: { drift: 0, vol: 0.003 },
};

const series = new Map<string, Float64Array>();

function walk(asset: Asset): Float64Array {
  const { drift, vol } = WALK[asset.assetClass];
  const random = new KeyedRandom(`price:${asset.code}`);
  const mu = drift / TRADING_DAYS - (vol * vol) / (2 * TRADING_DAYS);
  const sigma = vol / Math.sqrt(TRADING_DAYS);
  const logs = new Float64Array(LAST_PRICE_DAY - FIRST_PRICE_DAY + 1);
  for (let i = 1; i < logs.length; i++) {
    logs[i] = isWeekend(FIRST_PRICE_DAY + i) ? logs[i - 1]! : logs[i - 1]! + mu + sigma * random.normal();
  }
  const pin = logs[ANCHOR_DAY - FIRST_PRICE_DAY]!;
  const split = asset.split ? { day: toDay(asset.split.day), ratio: asset.split.ratio } : undefined;
  const prices = new Float64Array(logs.length);
  for (let i = 0; i < logs.length; i++) {
    const before = split && FIRST_PRICE_DAY + i < split.day ? split.ratio : 1;
    const price = asset.anchorPrice * Math.exp(logs[i]! - pin) * before;
    // Unit prices of funds to 4 decimals; ASX prices in cents, or half-cents under $2.
    prices[i] = asset.type === 'MANAGED_FUND' ? round(price, 4) : price >= 2 ? round(price, 2) : Math.round(price * 200) / 200;
  }
  return prices;
}

export const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The asset's price on a day (a weekend: Friday's); term deposits and cash are 1.00. */
export function priceOn(asset: Asset, day: number): number {
  if (asset.type === 'CASH' || asset.type === 'TERM_DEPOSIT') return 1;
  let prices = series.get(asset.code);
  if (!prices) series.set(asset.code, (prices = walk(asset)));
  const i = Math.min(Math.max(day, FIRST_PRICE_DAY), LAST_PRICE_DAY) - FIRST_PRICE_DAY;
  return prices[i]!;
}
