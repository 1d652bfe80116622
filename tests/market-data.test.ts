// Market data through the gateway against the seeded sandbox: only for the users the menu rule admits, the sandbox's
// prices as exact Decimal text, the price history ending on the quote, the holders of an investment limited to the
// caller's accounts (another adviser's holders never come back), arguments checked first, and a failing upstream.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cents, clearFaults, gql, MONEY_TEXT, passwordGrant, sandboxApi, setFault } from './support.ts';

const SEARCH = /* GraphQL */ `query($s: String, $t: MarketInvestmentType) { marketInvestments(search: $s, type: $t) {
  code name type assetClass price priceDate previousPrice previousPriceDate change changePercent
} }`;
const ONE = /* GraphQL */ `query($c: String!) { marketInvestment(code: $c) { code name price priceDate previousPrice change changePercent } }`;
const HISTORY = /* GraphQL */ `query($c: String!, $r: PriceHistoryRange) { marketPriceHistory(code: $c, range: $r) { code range from to points { date price } } }`;
const HOLDERS = /* GraphQL */ `query($c: String!, $first: Int, $after: String) { marketInvestmentHolders(code: $c, first: $first, after: $after) {
  code price priceDate accounts units value next holders { accountId accountNumber accountName units value }
} }`;
const MENU = /* GraphQL */ `{ shell { sideNavigation { id children { id children { id } } } } }`;
const DECIMAL = /^-?\d+(\.\d{1,4})?$/;

// Every demo user but first.login: signing in spends that user's first sign-in, which tests/viewer.test.ts checks.
const USERS = ['wrap.adviser', 'grow.adviser', 'perpetual.adviser', 'dealer.staff', 'limited.access', 'wrap.only', 'vision.adviser'];
const tokens: Record<string, string> = {};
const admitted: Record<string, boolean> = {};
type Item = { id: string; children?: Item[] | null };
const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);
type Holder = { accountId: string; accountNumber: string; units: string; value: string };

async function allHolders(user: string, code: string, first: number) {
  const rows: Holder[] = [];
  let after: string | null = null;
  let accounts = 0;
  do {
    type Page = { marketInvestmentHolders: { holders: Holder[]; next: string | null; accounts: number } };
    const res: { errors?: unknown; data?: Page } = await gql<Page>(HOLDERS, { c: code, first, after }, tokens[user]);
    expect(res.errors, user).toBeUndefined();
    rows.push(...res.data!.marketInvestmentHolders.holders);
    accounts = res.data!.marketInvestmentHolders.accounts;
    after = res.data!.marketInvestmentHolders.next;
  } while (after);
  return { rows, accounts };
}

beforeAll(async () => {
  await Promise.all(
    USERS.map(async (user) => {
      tokens[user] = (await passwordGrant(user)).access_token;
      const menu = (await gql(MENU, {}, tokens[user])).data.shell.sideNavigation as Item[];
      admitted[user] = flatten(menu).some((i) => i.id === 'market-data');
    }),
  );
});
afterEach(() => clearFaults());

describe('market data', () => {
  it('answers the users its menu item shows to, and NOT_FOUND to the others', async () => {
    // reporting.marketData is on outside production for the main brand only: its Wrap and Vision users are admitted,
    // the other brands' are not (the rule's own cases: tests/shell.test.ts and the gateway's rule tests).
    expect(admitted['wrap.adviser']).toBe(true);
    expect(admitted['grow.adviser']).toBe(false);
    for (const user of USERS) {
      for (const [query, vars] of [[SEARCH, { s: 'bhp' }], [HISTORY, { c: 'BHP' }], [HOLDERS, { c: 'BHP' }]] as const) {
        const res = await gql(query, vars, tokens[user]);
        if (admitted[user]) expect(res.errors, user).toBeUndefined();
        else expect(res.errors?.[0]?.extensions?.code, user).toBe('NOT_FOUND');
      }
    }
  });

  it('searches by code and name and answers the sandbox’s prices as exact Decimal text', async () => {
    const res = await gql(SEARCH, { s: 'vanguard australian', t: 'MANAGED_FUND' }, tokens['wrap.adviser']);
    expect(res.errors).toBeUndefined();
    const found = res.data.marketInvestments as { code: string; type: string; price: string; change: string; changePercent: string; priceDate: string; previousPriceDate: string }[];
    expect(found.map((i) => i.code)).toEqual(['VAN0001AU', 'VAN0004AU', 'VAN0002AU']);
    const raw = (await sandboxApi('/api/market-data/v1/investments?q=vanguard%20australian&type=MANAGED_FUND', tokens['wrap.adviser'])).body.investments;
    found.forEach((i, n) => {
      expect(i.type).toBe('MANAGED_FUND');
      expect(i.price).toBe(String(raw[n].price));
      expect(i.change).toMatch(DECIMAL);
      expect(i.previousPriceDate < i.priceDate).toBe(true);
    });
    const bhp = (await gql(ONE, { c: 'bhp' }, tokens['wrap.adviser'])).data.marketInvestment;
    expect(bhp.code).toBe('BHP');
    // change is price less previous price to the cent of a tenth of a cent: exact, never a float's remainder
    const units = (d: string) => Math.round(Number(d) * 10_000);
    expect(units(bhp.change)).toBe(units(bhp.price) - units(bhp.previousPrice));
    expect((await gql(ONE, { c: 'WRAPCASH' }, tokens['wrap.adviser'])).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('draws each range ending on the quoted price', async () => {
    const quote = (await gql(ONE, { c: 'VAS' }, tokens['vision.adviser'])).data.marketInvestment;
    for (const range of ['ONE_MONTH', 'THREE_MONTHS', 'ONE_YEAR', 'FIVE_YEARS']) {
      const h = (await gql(HISTORY, { c: 'VAS', r: range }, tokens['vision.adviser'])).data.marketPriceHistory;
      expect(h.range).toBe(range);
      expect(h.points.at(-1)).toEqual({ date: quote.priceDate, price: quote.price });
      expect(h.to).toBe(quote.priceDate);
      expect(h.points.length).toBeGreaterThan(19);
    }
  });

  it("lists the caller's accounts holding an investment page by page, and none of another adviser's", async () => {
    const wrapToken = tokens['wrap.adviser'];
    const raw = (await sandboxApi('/api/intermediary-accounts/v1/intermediaries/M0000001/funds-and-accounts', wrapToken)).body;
    const top = raw.investments.find((i: { asset_type: string }) => i.asset_type === 'LISTED' || i.asset_type === 'MANAGED_FUND');
    const wrap = await allHolders('wrap.adviser', top.asset_code, 25);
    expect(wrap.rows.length).toBe(top.accounts);
    expect(wrap.accounts).toBe(top.accounts);
    for (const r of wrap.rows) expect(r.value).toMatch(MONEY_TEXT);
    expect(wrap.rows.reduce((s, r) => s + cents(r.value), 0)).toBe(Math.round(top.value * 100));
    // vision.adviser asks for the same investment: only their own accounts come back, none of wrap.adviser's that
    // they do not also see.
    const vision = await allHolders('vision.adviser', top.asset_code, 500);
    const visionSees = new Set(((await sandboxApi('/api/intermediary-accounts/v1/intermediaries/M0000008/funds-and-accounts/holdings?limit=5000&assetCode=' + top.asset_code, tokens['vision.adviser'])).body.holdings as { account_id: string }[]).map((h) => h.account_id));
    expect(new Set(vision.rows.map((r) => r.accountId))).toEqual(visionSees);
    // One of wrap.adviser's holders that vision.adviser does not see: its account page is not found for them either.
    const foreign = wrap.rows.find((w) => !visionSees.has(w.accountId));
    if (foreign) {
      const page = await gql('query($n: String!) { account(accountNumber: $n) { accountId } }', { n: foreign.accountNumber }, tokens['vision.adviser']);
      expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
  });

  it('checks its arguments before any upstream call', async () => {
    for (const [query, vars, field] of [
      [HOLDERS, { c: 'a b' }, 'code'],
      [HOLDERS, { c: 'BHP', first: 0 }, 'first'],
      [HOLDERS, { c: 'BHP', first: 501 }, 'first'],
      [HOLDERS, { c: 'BHP', after: 'x y' }, 'after'],
      [SEARCH, { s: 'x'.repeat(101) }, 'search'],
      [HISTORY, { c: '../x' }, 'code'],
    ] as const) {
      const res = await gql(query, vars, tokens['wrap.adviser']);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('reports a failing upstream as an error', async () => {
    await setFault({ path: '/api/market-data/v1/investments', status: 503 });
    // The gateway keeps a user's GET answers for 2 s: wait out the earlier tests' search.
    await new Promise((done) => setTimeout(done, 2100));
    const res = await gql(SEARCH, { s: 'bhp' }, tokens['wrap.adviser']);
    expect(res.data.marketInvestments).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
