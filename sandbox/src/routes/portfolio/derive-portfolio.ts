// A wrap account's holdings and investment transactions, derived on read from its id (nothing is stored per
// account: the scale option seeds a million). The account holds 12 to 60 assets (by md5 of its id; the cash
// holding always), each bought on or after the funded day and then bought, sold, paid distributions (cash, or
// reinvested through a DRP) and split, up to the seed's reference day. Units are worked out in the abstract
// first and then scaled so that, on the reference day, units x price of every holding adds up to the account's
// balance (sandbox/README.md "Portfolio"); so units(asAt) x price(asAt) is the valuation on any day.
import { ASSETS, CASH_CODE, type Asset, type AssetClass } from './assets.js';
import { businessOnOrAfter, businessOnOrBefore, toDay, toIso } from './days.js';
import { priceOn, round } from './prices.js';
import { KeyedRandom } from './random.js';

export type InvestmentType = 'BUY' | 'SELL' | 'DISTRIBUTION' | 'DRP' | 'SPLIT';

export interface InvestmentEvent {
  id: string;
  day: number;
  type: InvestmentType;
  asset: Asset;
  /** Units added (negative: taken away); 0 for a cash distribution. */
  units: number;
  /** Units held after the event. */
  balance: number;
  price: number;
  /** Dollars moved (consideration, distribution or reinvested amount); 0 for a split. */
  amount: number;
  description: string;
}

export interface PortfolioAccount {
  accountId: string;
  /** The funded day (day number); null when never funded. */
  fundedDay: number | null;
  referenceDay: number;
  /** Net portfolio value on the reference day. */
  balance: number;
  active: boolean;
}

export interface Portfolio {
  /** Events in date order (oldest first). */
  events: InvestmentEvent[];
  /** Per asset code, its events in date order. */
  byAsset: Map<string, InvestmentEvent[]>;
}

const YIELD: Record<AssetClass, number> = {
  'Australian equities': 0.04,
  'International equities': 0.02,
  Property: 0.045,
  Infrastructure: 0.045,
  'Fixed interest': 0.03,
  Cash: 0.04,
};

export const MIN_HOLDINGS = 12;
export const MAX_HOLDINGS = 60;

/** How many holdings an account has: 12 to 60, by its id. */
export function holdingCount(accountId: string): number {
  return MIN_HOLDINGS + new KeyedRandom(`count:${accountId}`).int(0, MAX_HOLDINGS - MIN_HOLDINGS);
}

/** Distribution days (record days) of an asset between two days, exclusive of `after`. */
function distributionDays(asset: Asset, after: number, until: number): number[] {
  if (!asset.distributionsPerYear) return [];
  // Listed shares pay in March and September; funds and ETFs at the end of June and December (and quarters).
  const months = asset.distributionsPerYear === 4 ? [3, 6, 9, 12] : asset.type === 'MANAGED_FUND' ? [6, 12] : [3, 9];
  const days: number[] = [];
  for (let year = Number(toIso(after).slice(0, 4)); year <= Number(toIso(until).slice(0, 4)); year++) {
    for (const month of months) {
      const day = businessOnOrBefore(asset.type === 'LISTED' && asset.distributionsPerYear === 2
        ? Date.UTC(year, month - 1, 25) / 86_400_000
        : Date.UTC(year, month, 0) / 86_400_000);
      if (day > after && day <= until) days.push(day);
    }
  }
  return days;
}

const decimalsOf = (asset: Asset) => (asset.type === 'LISTED' ? 0 : asset.type === 'MANAGED_FUND' ? 4 : 2);

function describe(type: InvestmentType, asset: Asset): string {
  const fund = asset.type === 'MANAGED_FUND';
  const cash = asset.type === 'CASH' || asset.type === 'TERM_DEPOSIT';
  switch (type) {
    case 'BUY':
      return cash ? (asset.type === 'CASH' ? 'Deposit' : 'Term deposit lodged') : fund ? `Application ${asset.name}` : `Buy ${asset.code}`;
    case 'SELL':
      return cash ? (asset.type === 'CASH' ? 'Withdrawal' : 'Term deposit part redemption') : fund ? `Redemption ${asset.name}` : `Sell ${asset.code}`;
    case 'DISTRIBUTION':
      return asset.type === 'LISTED' && asset.assetClass === 'Australian equities' ? `Dividend ${asset.code}` : `Distribution ${asset.code}`;
    case 'DRP':
      return `Dividend reinvestment ${asset.code}`;
    case 'SPLIT':
      return `Share split ${asset.split?.ratio ?? 1} for 1 ${asset.code}`;
  }
}

interface Draft {
  day: number;
  type: InvestmentType;
  fraction: number;
}

function holdingEvents(account: PortfolioAccount, asset: Asset, target: number, random: KeyedRandom): InvestmentEvent[] {
  const funded = account.fundedDay!;
  const last = account.referenceDay - 1;
  const span = Math.max(0, last - funded);
  const start = asset.code === CASH_CODE ? businessOnOrAfter(funded) : Math.min(businessOnOrAfter(funded + random.int(0, Math.min(720, Math.floor(span * 0.6)))), businessOnOrBefore(last));
  const drafts: Draft[] = [{ day: start, type: 'BUY', fraction: 1 }];
  const trades = asset.code === CASH_CODE ? random.int(0, 2) : random.int(0, 4);
  for (let i = 0; i < trades && last > start + 3; i++) {
    const day = businessOnOrBefore(random.int(start + 3, last));
    const buy = random.next() < 0.6;
    drafts.push({ day, type: buy ? 'BUY' : 'SELL', fraction: buy ? random.between(0.1, 0.6) : random.between(0.1, 0.4) });
  }
  const drp = asset.type === 'LISTED' && random.next() < 0.35;
  for (const day of distributionDays(asset, start, last)) drafts.push({ day, type: drp ? 'DRP' : 'DISTRIBUTION', fraction: 0 });
  if (asset.split) {
    const day = toDay(asset.split.day);
    if (day > start && day <= last) drafts.push({ day, type: 'SPLIT', fraction: 0 });
  }
  const order: Record<InvestmentType, number> = { SPLIT: 0, BUY: 1, SELL: 1, DISTRIBUTION: 2, DRP: 2 };
  drafts.sort((a, b) => a.day - b.day || order[a.type] - order[b.type]);

  // Abstract units first (1,000 at the first buy), then scaled to the target value on the reference day.
  const rate = YIELD[asset.assetClass] / (asset.distributionsPerYear || 1);
  let units = 0;
  const abstract = drafts.map((d) => {
    const price = priceOn(asset, d.day);
    let delta = 0;
    let cash = 0;
    if (d.type === 'BUY') delta = units === 0 ? 1000 : units * d.fraction;
    else if (d.type === 'SELL') delta = -units * d.fraction;
    else if (d.type === 'SPLIT') delta = units * ((asset.split?.ratio ?? 1) - 1);
    else {
      cash = units * price * rate;
      if (d.type === 'DRP') delta = cash / price;
    }
    units += delta;
    return { ...d, price, after: units, cash };
  });
  const scale = target / priceOn(asset, account.referenceDay) / units;
  const decimals = decimalsOf(asset);
  let held = 0;
  const events = abstract.map((a, i) => {
    // A split gives exactly `ratio` units for each one held (whole shares stay whole).
    const after = a.type === 'SPLIT' ? round(held * (asset.split?.ratio ?? 1), decimals) : round(a.after * scale, decimals);
    const delta = round(after - held, decimals);
    held = after;
    const amount = a.type === 'SPLIT' ? 0 : a.type === 'DISTRIBUTION' ? round(a.cash * scale, 2) : round(Math.abs(delta) * a.price, 2);
    return {
      id: `${account.accountId}-${asset.code}-${i + 1}`,
      day: a.day,
      type: a.type,
      asset,
      units: a.type === 'DISTRIBUTION' ? 0 : delta,
      balance: after,
      price: a.price,
      amount,
      description: describe(a.type, asset),
    };
  });
  // A trade or reinvestment too small to move a whole share is not shown.
  return events.filter((e) => e.units !== 0 || e.type === 'DISTRIBUTION' || e.type === 'SPLIT');
}

function derive(account: PortfolioAccount): Portfolio {
  const byAsset = new Map<string, InvestmentEvent[]>();
  if (!account.active || account.fundedDay === null || account.balance <= 0 || account.fundedDay >= account.referenceDay) {
    return { events: [], byAsset };
  }
  const random = new KeyedRandom(`holdings:${account.accountId}`);
  const others = ASSETS.filter((a) => a.code !== CASH_CODE);
  for (let i = others.length - 1; i > 0; i--) {
    const j = Math.floor(random.next() * (i + 1));
    [others[i], others[j]] = [others[j]!, others[i]!];
  }
  const chosen = others.slice(0, holdingCount(account.accountId) - 1);
  const cashShare = random.between(0.02, 0.06);
  const weights = chosen.map(() => 0.3 + random.next() ** 2 * 2);
  const sum = weights.reduce((a, b) => a + b, 0);
  const targets: [Asset, number][] = [
    [ASSETS.find((a) => a.code === CASH_CODE)!, account.balance * cashShare],
    ...chosen.map((asset, i): [Asset, number] => [asset, (account.balance * (1 - cashShare) * weights[i]!) / sum]),
  ];
  const events: InvestmentEvent[] = [];
  for (const [asset, target] of targets) {
    const own = holdingEvents(account, asset, target, new KeyedRandom(`holding:${account.accountId}:${asset.code}`));
    if (own.length) byAsset.set(asset.code, own);
    events.push(...own);
  }
  events.sort((a, b) => a.day - b.day || a.id.localeCompare(b.id));
  return { events, byAsset };
}

// The last few accounts asked for: a valuation and then its transactions, or a page after page, derive once.
// Few, because a long-held 60-holding account is a few thousand events (about half a megabyte).
const recent = new Map<string, Portfolio>();
const RECENT = 16;

export function portfolioOf(account: PortfolioAccount): Portfolio {
  const key = `${account.accountId}:${account.balance}:${account.referenceDay}:${account.fundedDay}:${account.active}`;
  let found = recent.get(key);
  if (found) {
    recent.delete(key);
  } else {
    found = derive(account);
    if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
  }
  recent.set(key, found);
  return found;
}

export interface Holding {
  asset: Asset;
  units: number;
  price: number;
  value: number;
}

/** The holdings on a day: units held after that day's events, at that day's price; none held are left out. */
export function holdingsOn(portfolio: Portfolio, day: number): Holding[] {
  const holdings: Holding[] = [];
  for (const events of portfolio.byAsset.values()) {
    let units = 0;
    for (const e of events) {
      if (e.day > day) break;
      units = e.balance;
    }
    if (units <= 0) continue;
    const asset = events[0]!.asset;
    const price = priceOn(asset, day);
    holdings.push({ asset, units, price, value: round(units * price, 2) });
  }
  return holdings;
}
