// The funds and accounts report through the gateway against the seeded sandbox: the sandbox's figures as exact Money
// and Decimal text, only for the users the menu rule admits, another adviser's dealer or adviser code refused as
// unknown, every page of the holdings adding up to the report, and a failing upstream reported as an error.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cents, clearFaults, gql, MONEY_TEXT, passwordGrant, sandboxApi, setFault } from './support.ts';

const REPORT = /* GraphQL */ `query($f: FundsReportFilter) { fundsReport(filter: $f) {
  asAt total { accounts holdings value }
  investments { assetCode assetName assetType price accounts units value share }
  dealers { dealerCode dealerName } advisers { adviserCode adviserName dealerCode }
} }`;
const HOLDINGS = /* GraphQL */ `query($f: FundsReportFilter, $first: Int, $after: String) { fundsReportHoldings(filter: $f, first: $first, after: $after) {
  holdings { assetCode accountId accountNumber units price value } next total
} }`;
const MENU = /* GraphQL */ `{ shell { sideNavigation { id children { id children { id } } } } }`;

// Every demo user but first.login: signing in spends that user's first sign-in, which tests/viewer.test.ts checks.
const USERS = ['wrap.adviser', 'grow.adviser', 'perpetual.adviser', 'dealer.staff', 'limited.access', 'wrap.only', 'vision.adviser'];
const tokens: Record<string, string> = {};
const admitted: Record<string, boolean> = {};
type Item = { id: string; children?: Item[] | null };
const flatten = (items: Item[]): Item[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

beforeAll(async () => {
  await Promise.all(
    USERS.map(async (user) => {
      tokens[user] = (await passwordGrant(user)).access_token;
      const menu = (await gql(MENU, {}, tokens[user])).data.shell.sideNavigation as Item[];
      admitted[user] = flatten(menu).some((i) => i.id === 'funds-and-accounts-report');
    }),
  );
});
afterEach(() => clearFaults());

describe('funds and accounts report', () => {
  it('answers the users its menu item shows to, and NOT_FOUND to the others', async () => {
    // Every demo user holds Wrap or Vision and the flag is on for every brand outside production, so all are admitted
    // here; the rule's other side is the shell's (tests/shell.test.ts) and requireRule's (gateway/src/kit/shell).
    expect(admitted['wrap.adviser']).toBe(true);
    for (const user of USERS) {
      const res = await gql(REPORT, {}, tokens[user]);
      if (admitted[user]) expect(res.errors, user).toBeUndefined();
      else expect(res.errors?.[0]?.extensions?.code, user).toBe('NOT_FOUND');
    }
  });

  it('answers the sandbox’s figures as exact Money and Decimal text', async () => {
    const [res, raw] = await Promise.all([
      gql(REPORT, {}, tokens['vision.adviser']),
      sandboxApi('/api/intermediary-accounts/v1/intermediaries/M0000008/funds-and-accounts', tokens['vision.adviser']),
    ]);
    expect(res.errors).toBeUndefined();
    const report = res.data.fundsReport;
    const upstream = raw.body;
    expect(report.investments.length).toBe(upstream.investments.length);
    expect(report.investments.length).toBeGreaterThan(5);
    for (const i of report.investments) {
      expect(i.value).toMatch(MONEY_TEXT);
      expect(i.units).toMatch(/^\d+(\.\d{1,4})?$/);
    }
    const sum = report.investments.reduce((s: number, i: { value: string }) => s + cents(i.value), 0);
    expect(cents(report.total.value)).toBe(sum);
    expect(report.total.holdings).toBe(report.investments.reduce((n: number, i: { accounts: number }) => n + i.accounts, 0));
  });

  it('pages through the holdings of one investment, adding up to its row', async () => {
    const report = (await gql(REPORT, {}, tokens['wrap.adviser'])).data.fundsReport;
    const top = report.investments[0];
    const rows: { units: string; price: string; value: string }[] = [];
    let after: string | null = null;
    do {
      const res: { errors?: unknown; data?: { fundsReportHoldings: { holdings: typeof rows; next: string | null; total: number } } } = await gql<{ fundsReportHoldings: { holdings: typeof rows; next: string | null; total: number } }>(HOLDINGS, { f: { assetCode: top.assetCode }, first: 100, after }, tokens['wrap.adviser']);
      expect(res.errors).toBeUndefined();
      const page: { holdings: typeof rows; next: string | null; total: number } = res.data!.fundsReportHoldings;
      rows.push(...page.holdings);
      expect(page.total).toBe(top.accounts);
      after = page.next;
    } while (after);
    expect(rows.length).toBe(top.accounts);
    expect(rows.reduce((s, r) => s + cents(r.value), 0)).toBe(cents(top.value));
  });

  it("refuses another adviser's dealer and adviser code as unknown, before or at the upstream", async () => {
    const grow = (await gql(REPORT, {}, tokens['grow.adviser'])).data.fundsReport;
    for (const f of [{ dealerCode: grow.dealers[0].dealerCode }, { adviserCode: grow.advisers[0].adviserCode }]) {
      const res = await gql(REPORT, { f }, tokens['wrap.adviser']);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const page = await gql(HOLDINGS, { f }, tokens['wrap.adviser']);
      expect(page.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const own = (await gql(REPORT, {}, tokens['wrap.adviser'])).data.fundsReport;
    const mine = await gql(REPORT, { f: { adviserCode: own.advisers[0].adviserCode } }, tokens['wrap.adviser']);
    expect(mine.errors).toBeUndefined();
    expect(mine.data.fundsReport.total.accounts).toBeGreaterThan(0);
  });

  it('checks its arguments before any upstream call', async () => {
    for (const [vars, field] of [[{ f: { assetCode: 'a b' } }, 'assetCode'], [{ first: 0 }, 'first'], [{ first: 5001 }, 'first'], [{ after: 'x y' }, 'after']] as const) {
      const res = await gql(HOLDINGS, vars, tokens['wrap.adviser']);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
  });

  it('reports a failing upstream as an error', async () => {
    await setFault({ path: '/api/intermediary-accounts/v1/intermediaries/*/funds-and-accounts', status: 503 });
    // The gateway keeps a user's GET answers for 2 s: wait out the earlier tests' report.
    await new Promise((done) => setTimeout(done, 2100));
    const res = await gql(REPORT, {}, tokens['wrap.adviser']);
    expect(res.data.fundsReport).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });
});
