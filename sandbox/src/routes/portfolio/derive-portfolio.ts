// A wrap account's holdings and investment transactions, derived on read from its id (nothing is stored per
// account: the scale option seeds a million). The account holds 12 to 60 assets (by md5 of its id), each bought on
// or after the funded day and then bought, sold, paid distributions (cash, or reinvested through a DRP) and split,
// up to the seed's reference day. Units are worked out in the abstract first and then scaled so that, on the
// reference day, units x price of the holdings add up to the account's balance to the cent, with the cash holding
// read from the linked cash account's ledger (sandbox/README.md "Figures that agree"); so units(asAt) x price(asAt)
// is the valuation on any day, and prices hold at the reference day's after it.
import { ASSETS, CASH_CODE, type Asset, type AssetClass } from './assets.js';
import { businessOnOrAfter, businessOnOrBefore, toDay, toIso } from './days.js';
import { priceOn, round } from './prices.js';
import { KeyedRandom } from './random.js';

const CASH_ASSET = ASSETS.find((a) => a.code === CASH_CODE)!;

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
  /**
   * The linked cash account's ledger balance: the wrap's cash holding, read from that ledger on any day (holdingsOn's
   * `cash`), so the other holdings make up the rest of the balance. Omitted: a cash holding is derived like the rest.
   */
  cashBalance?: number | null;
}

export interface Portfolio {
  /** Prices after this day are this day's: the sandbox's market data ends at its reference day. */
  referenceDay: number;
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
    // A cash distribution leaves the units as they were (after a split's whole shares, scaling could round them).
    const after = a.type === 'SPLIT' ? round(held * (asset.split?.ratio ?? 1), decimals) : a.type === 'DISTRIBUTION' ? held : round(a.after * scale, decimals);
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

/** Cents of a value, for exact comparisons of sums of cents. */
const cents = (value: number) => Math.round(value * 100);

/** The value of a holding's final units on the reference day, as holdingsOn values it. */
function valueOn(events: InvestmentEvent[], day: number): number {
  const last = events[events.length - 1];
  return last ? round(last.balance * priceOn(last.asset, day), 2) : 0;
}

/**
 * The holdings' events, made to add up to `total` to the cent on the reference day: listed holdings take whole
 * shares, so their rounding is made up by the holdings priced in finer units (managed funds to 4 decimals, term
 * deposits and cash to the cent), scaled together and then corrected on the largest (sandbox/README.md "Figures that agree").
 */
function eventsAddingUpTo(account: PortfolioAccount, targets: [Asset, number][], total: number): Map<string, InvestmentEvent[]> {
  const byAsset = new Map<string, InvestmentEvent[]>();
  const derive = (asset: Asset, target: number) => holdingEvents(account, asset, target, new KeyedRandom(`holding:${account.accountId}:${asset.code}`));
  const fine = targets.filter(([asset]) => asset.type !== 'LISTED');
  let listed = 0;
  for (const [asset, target] of targets) {
    if (asset.type !== 'LISTED') continue;
    const own = derive(asset, target);
    byAsset.set(asset.code, own);
    listed += valueOn(own, account.referenceDay);
  }
  const rest = Math.max(0, total - listed);
  const fineSum = fine.reduce((sum, [, target]) => sum + target, 0);
  const scaled = fine.map(([asset, target]): [Asset, number] => [asset, fineSum > 0 ? (target * rest) / fineSum : rest / fine.length]);
  for (const [asset, target] of scaled) byAsset.set(asset.code, derive(asset, target));
  const largest = scaled.reduce((a, b) => (b[1] > a[1] ? b : a), scaled[0]!);
  // Nudge the largest one's target by what is off; a unit's price can make a cent's nudge overshoot, so a nudge
  // that overshoots is halved.
  let target = largest[1];
  let nudge = 1;
  let last = 0;
  for (let attempt = 0; attempt < 24; attempt++) {
    const sum = [...byAsset.values()].reduce((s, events) => s + cents(valueOn(events, account.referenceDay)), 0);
    const off = cents(total) - sum;
    if (off === 0) break;
    if (last !== 0 && Math.sign(off) !== Math.sign(last)) nudge /= 2;
    last = off;
    target += (off / 100) * nudge;
    byAsset.set(largest[0].code, derive(largest[0], target));
  }
  for (const [code, events] of byAsset) if (!events.length) byAsset.delete(code);
  return byAsset;
}

function derive(account: PortfolioAccount): Portfolio {
  const byAsset = new Map<string, InvestmentEvent[]>();
  const referenceDay = account.referenceDay;
  if (!account.active || account.fundedDay === null || account.balance <= 0 || account.fundedDay >= account.referenceDay) {
    return { referenceDay, events: [], byAsset };
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
  const fromLedger = account.cashBalance !== undefined && account.cashBalance !== null;
  const cash = fromLedger ? Math.min(account.balance, Math.max(0, account.cashBalance!)) : account.balance * cashShare;
  const invested = account.balance - cash;
  // A portfolio always holds something priced finer than a whole share, to take the listed holdings' rounding.
  if (!chosen.some((a) => a.type !== 'LISTED') && chosen.length) chosen[chosen.length - 1] = others.find((a) => a.type !== 'LISTED')!;
  const targets: [Asset, number][] = [
    ...(fromLedger ? [] : [[ASSETS.find((a) => a.code === CASH_CODE)!, cash] as [Asset, number]]),
    ...chosen.map((asset, i): [Asset, number] => [asset, (invested * weights[i]!) / sum]),
  ];
  const total = fromLedger ? invested : account.balance;
  const events: InvestmentEvent[] = [];
  for (const [code, own] of eventsAddingUpTo(account, targets, total)) {
    byAsset.set(code, own);
    events.push(...own);
  }
  events.sort((a, b) => a.day - b.day || a.id.localeCompare(b.id));
  return { referenceDay, events, byAsset };
}

// The last few accounts asked for: a valuation and then its transactions, or a page after page, derive once.
// Few, because a long-held 60-holding account is a few thousand events (about half a megabyte).
const recent = new Map<string, Portfolio>();
const RECENT = 16;

export function portfolioOf(account: PortfolioAccount): Portfolio {
  const key = `${account.accountId}:${account.balance}:${account.cashBalance ?? ''}:${account.referenceDay}:${account.fundedDay}:${account.active}`;
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

/**
 * The holdings on a day: units held after that day's events, at that day's price (after the reference day, that
 * day's); none held are left out. `cash`: the wrap's cash holding on that day, read from its linked cash account's
 * ledger (the portfolio derives none then).
 */
export function holdingsOn(portfolio: Portfolio, day: number, cash?: number): Holding[] {
  const holdings: Holding[] = [];
  const priceDay = Math.min(day, portfolio.referenceDay);
  for (const events of portfolio.byAsset.values()) {
    let units = 0;
    for (const e of events) {
      if (e.day > day) break;
      units = e.balance;
    }
    if (units <= 0) continue;
    const asset = events[0]!.asset;
    const price = priceOn(asset, priceDay);
    holdings.push({ asset, units, price, value: round(units * price, 2) });
  }
  if (cash !== undefined && cash !== 0) holdings.push({ asset: CASH_ASSET, units: cash, price: 1, value: round(cash, 2) });
  return holdings;
}

const ASSET_BY_CODE = new Map(ASSETS.map((a) => [a.code, a]));

/**
 * The holdings from the register's units (migration 015), valued as holdingsOn values them: on and after the
 * reference day, at its price. `cash` as for holdingsOn. An investment code the menu no longer lists is left out.
 */
export function registeredHoldings(units: ReadonlyMap<string, number>, referenceDay: number, cash?: number): Holding[] {
  const holdings: Holding[] = [];
  for (const [code, held] of units) {
    const asset = ASSET_BY_CODE.get(code);
    if (!asset || held <= 0) continue;
    const price = priceOn(asset, referenceDay);
    holdings.push({ asset, units: held, price, value: round(held * price, 2) });
  }
  if (cash !== undefined && cash !== 0) holdings.push({ asset: CASH_ASSET, units: cash, price: 1, value: round(cash, 2) });
  return holdings;
}
