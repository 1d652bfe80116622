import { describe, expect, it } from 'vitest';
import { ASSET_BY_CODE } from './assets.js';
import { toDay } from './days.js';
import { holdingCount, holdingsOn, portfolioOf, type PortfolioAccount } from './derive-portfolio.js';
import { priceOn } from './prices.js';

const account = (n: number): PortfolioAccount => ({
  accountId: `A${String(n).padStart(9, '0')}`,
  fundedDay: toDay('2012-05-14'),
  referenceDay: toDay('2026-11-20'),
  balance: 1_500_000,
  active: true,
});

/** Accounts of the given ids that hold an asset since before a day. */
function holdersOf(code: string, before: string, count = 3) {
  const found: PortfolioAccount[] = [];
  for (let n = 0; found.length < count && n < 500; n++) {
    const events = portfolioOf(account(n)).byAsset.get(code);
    if (events && events[0]!.day < toDay(before)) found.push(account(n));
  }
  return found;
}

describe('derived portfolio', () => {
  it('values the holdings at the balance on the reference day, and nothing before funding', () => {
    const a = account(7);
    const on = holdingsOn(portfolioOf(a), a.referenceDay);
    expect(on).toHaveLength(holdingCount(a.accountId));
    expect(on.reduce((s, h) => s + Math.round(h.value * 100), 0)).toBe(a.balance * 100);
    expect(holdingsOn(portfolioOf(a), a.fundedDay! - 1)).toEqual([]);
    expect(portfolioOf({ ...a, active: false }).events).toEqual([]);
  });

  it('adds up to the balance to the cent on the reference day and after it, for large and small accounts', () => {
    const cents = (v: number) => Math.round(v * 100);
    for (let n = 0; n < 120; n++) {
      // From $10,000 with up to 60 holdings (whole shares round most) to millions; half with a ledger's cash holding.
      const balance = n % 3 === 0 ? 10_000 + n * 3.17 : 25_000 + n * 41_234.56;
      const cash = n % 2 ? null : Math.round(balance * 0.05 * 100) / 100;
      const a: PortfolioAccount = { ...account(n), fundedDay: toDay('2016-02-01') + n, balance, cashBalance: cash };
      for (const day of [a.referenceDay, a.referenceDay + 9]) {
        const held = holdingsOn(portfolioOf(a), day, cash ?? undefined);
        expect(held.reduce((s, h) => s + cents(h.value), 0)).toBe(cents(balance));
        for (const h of held) expect(cents(h.value)).toBe(cents(h.units * h.price));
        if (cash !== null) expect(held.filter((h) => h.asset.code === 'WRAPCASH').map((h) => h.value)).toEqual([cash]);
      }
    }
  });

  it('the units of an asset are the sum of its events, splits and all', () => {
    for (let n = 0; n < 80; n++) {
      const portfolio = portfolioOf(account(n));
      for (const events of portfolio.byAsset.values()) {
        let units = 0;
        for (const e of events) {
          units = Math.round((units + e.units) * 1e4) / 1e4;
          expect(units).toBeCloseTo(e.balance, 4);
        }
      }
    }
  });

  it('a share split multiplies the units and divides the price, so the value carries across', () => {
    const split = ASSET_BY_CODE.get('ALL')!.split!;
    const day = toDay(split.day);
    const holders = holdersOf('ALL', '2024-01-01');
    expect(holders.length).toBeGreaterThan(0);
    for (const a of holders) {
      const events = portfolioOf(a).byAsset.get('ALL')!;
      const splitEvent = events.find((e) => e.type === 'SPLIT')!;
      expect(splitEvent.day).toBe(day);
      const before = holdingsOn(portfolioOf(a), day - 3).find((h) => h.asset.code === 'ALL')!;
      const after = holdingsOn(portfolioOf(a), day).find((h) => h.asset.code === 'ALL')!;
      expect(after.units).toBeCloseTo(before.units * split.ratio, 0);
      expect(priceOn(ASSET_BY_CODE.get('ALL')!, day - 3)).toBeGreaterThan(priceOn(ASSET_BY_CODE.get('ALL')!, day) * 1.5);
    }
  });

  it('a dividend reinvestment adds units worth the distribution; a cash distribution adds none', () => {
    const events = Array.from({ length: 40 }, (_, n) => portfolioOf(account(n)).events).flat();
    const drp = events.filter((e) => e.type === 'DRP' && e.units > 0);
    const cash = events.filter((e) => e.type === 'DISTRIBUTION');
    expect(drp.length).toBeGreaterThan(0);
    expect(cash.length).toBeGreaterThan(0);
    for (const e of drp.slice(0, 50)) expect(Math.abs(e.amount - e.units * e.price)).toBeLessThan(0.01);
    expect(cash.every((e) => e.units === 0 && e.amount > 0)).toBe(true);
  });
});
