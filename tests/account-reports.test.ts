// Account documents (with the PDF), wrap fees, Centrelink schedules, term deposit facts and the per-account tabs,
// through the gateway against the seeded sandbox. Two advisers swap account and document ids: each gets NOT_FOUND
// for the other's, and never a byte of the other's PDF.
import { beforeAll, describe, expect, it } from 'vitest';
import { cents, gql, MONEY_TEXT, passwordGrant, sandboxApi } from './support.ts';

interface Upstream {
  accountId: string;
  accountNumber: string;
  accountType: string;
  wrapProductType: string | null;
  parentAccountId: string | null;
  accountBalance: number | null;
}
interface User {
  token: string;
  accounts: Upstream[];
}

async function user(username: string): Promise<User> {
  const token = (await passwordGrant(username)).access_token;
  const mac = (await sandboxApi('/api/wealth/channel/user/v1/user/details', token)).body.data.mac;
  const accounts: Upstream[] = [];
  for (const type of ['WRAP', 'CASH', 'TD']) {
    const res = await sandboxApi(`/api/intermediary-accounts/v2/intermediaries/${mac}/accounts?accountType=${type}&accountStatus=Active&limit=100`, token);
    accounts.push(...(res.body.data.accounts as Upstream[]));
  }
  return { token, accounts };
}

const pick = (u: User, test: (a: Upstream) => boolean) => {
  const found = u.accounts.find(test);
  if (!found) throw new Error('no such account');
  return found;
};

let wrap: User;
let grow: User;
beforeAll(async () => {
  [wrap, grow] = await Promise.all([user('wrap.adviser'), user('grow.adviser')]);
});

const DOCS = /* GraphQL */ `query($id: ID!, $filter: AccountDocumentFilter) {
  accountDocuments(accountId: $id, filter: $filter) { id type title periodFrom periodTo issuedDate fileName contentType sizeBytes }
}`;
const FILE = /* GraphQL */ `query($id: ID!, $doc: ID!) { accountDocumentFile(accountId: $id, documentId: $doc) { fileName contentType base64 } }`;
const FEES = /* GraphQL */ `query($id: ID!, $period: AccountFeePeriod, $from: Date, $to: Date) {
  accountFees(accountId: $id, period: $period, from: $from, to: $to) { period total totals { type description amount } fees { periodFrom periodTo type description amount } }
}`;
const CENTRELINK = /* GraphQL */ `query($id: ID!) {
  centrelinkSchedules(accountId: $id) { id financialYear periodFrom periodTo purchasePrice relevantNumber deductibleAmount annualPayments paymentFrequency dateIssued }
}`;
const ACCOUNT = /* GraphQL */ `query($n: String!) {
  account(accountNumber: $n) {
    accountId kind productType parentAccountId parentProductType
    termDeposit { principal interestRate termMonths startDate maturityDate interestFrequency interestPaymentMethod maturityInstruction interestAtMaturity }
    tabs { id route children { id route } }
  }
}`;

const code = (res: { errors?: Array<{ extensions?: { code?: string } }> }) => res.errors?.[0]?.extensions?.code;
const tabIds = (tabs: Array<{ id: string; children?: Array<{ id: string }> | null }>): string[] => tabs.flatMap((t) => [t.id, ...tabIds(t.children ?? [])]);

describe('account documents', () => {
  it('lists a cash account statements and downloads one as a PDF of the listed size', async () => {
    const cash = pick(wrap, (a) => a.accountType === 'CASH' && (a.accountBalance ?? 0) > 0);
    const res = await gql(DOCS, { id: cash.accountId, filter: { type: 'STATEMENT' } }, wrap.token);
    expect(res.errors).toBeUndefined();
    const docs = res.data.accountDocuments;
    expect(docs.length).toBeGreaterThan(0);
    expect(docs.every((d: { type: string; contentType: string }) => d.type === 'STATEMENT' && d.contentType === 'application/pdf')).toBe(true);
    const file = await gql(FILE, { id: cash.accountId, doc: docs[0].id }, wrap.token);
    expect(file.errors).toBeUndefined();
    const bytes = Buffer.from(file.data.accountDocumentFile.base64, 'base64');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBe(docs[0].sizeBytes);
    expect(bytes.toString('latin1')).toContain(cash.accountNumber);
  });

  it('filters a wrap account documents to tax reports of a financial year', async () => {
    const account = pick(wrap, (a) => a.accountType === 'WRAP' && (a.accountBalance ?? 0) > 0);
    const tax = (await gql(DOCS, { id: account.accountId, filter: { type: 'TAX_REPORT' } }, wrap.token)).data.accountDocuments;
    expect(tax.length).toBeGreaterThan(0);
    expect(tax[0].title).toMatch(/^Annual tax report \d{4}\u2013\d{2}$/);
    const year = (await gql(DOCS, { id: account.accountId, filter: { from: tax[0].periodFrom, to: tax[0].periodTo } }, wrap.token)).data.accountDocuments;
    expect(year.map((d: { type: string }) => d.type).sort()).toEqual(['STATEMENT', 'STATEMENT', 'STATEMENT', 'STATEMENT', 'TAX_REPORT']);
  });

  it('two advisers swap account and document ids: NOT_FOUND both ways, no bytes', async () => {
    const mine = pick(wrap, (a) => a.accountType === 'WRAP');
    const theirs = pick(grow, (a) => a.accountType === 'WRAP');
    const myDoc = (await gql(DOCS, { id: mine.accountId }, wrap.token)).data.accountDocuments[0].id;
    const theirDoc = (await gql(DOCS, { id: theirs.accountId }, grow.token)).data.accountDocuments[0].id;
    expect(code(await gql(DOCS, { id: theirs.accountId }, wrap.token))).toBe('NOT_FOUND');
    expect(code(await gql(DOCS, { id: mine.accountId }, grow.token))).toBe('NOT_FOUND');
    const stolen = await gql(FILE, { id: mine.accountId, doc: myDoc }, grow.token);
    expect(code(stolen)).toBe('NOT_FOUND');
    expect(stolen.data?.accountDocumentFile ?? null).toBeNull();
    expect(code(await gql(FILE, { id: theirs.accountId, doc: theirDoc }, wrap.token))).toBe('NOT_FOUND');
  });

  it('answers BAD_USER_INPUT on a bad date range or ids', async () => {
    const cash = pick(wrap, (a) => a.accountType === 'CASH');
    expect(code(await gql(DOCS, { id: cash.accountId, filter: { from: '2026-02-30' } }, wrap.token))).toBe('BAD_USER_INPUT');
    expect(code(await gql(DOCS, { id: cash.accountId, filter: { from: '2026-05-02', to: '2026-05-01' } }, wrap.token))).toBe('BAD_USER_INPUT');
    expect(code(await gql(FILE, { id: cash.accountId, doc: '../../etc' }, wrap.token))).toBe('BAD_USER_INPUT');
    expect(code(await gql(DOCS, { id: 'a b' }, wrap.token))).toBe('BAD_USER_INPUT');
  });
});

describe('wrap fees', () => {
  it('groups fees by quarter with totals by type that add up, and NOT_FOUND for the other adviser', async () => {
    const account = pick(wrap, (a) => a.accountType === 'WRAP' && (a.accountBalance ?? 0) > 0);
    const res = await gql(FEES, { id: account.accountId, period: 'QUARTER' }, wrap.token);
    expect(res.errors).toBeUndefined();
    const fees = res.data.accountFees;
    expect(fees.period).toBe('QUARTER');
    expect(fees.totals.map((t: { type: string }) => t.type)).toEqual(['ADVISER_SERVICE', 'ADMINISTRATION', 'INVESTMENT']);
    const sum = fees.fees.reduce((s: number, f: { amount: string }) => s + cents(f.amount), 0);
    expect(cents(fees.total)).toBe(sum);
    expect(fees.fees.every((f: { periodFrom: string }) => ['01', '04', '07', '10'].includes(f.periodFrom.slice(5, 7)))).toBe(true);
    expect(code(await gql(FEES, { id: account.accountId }, grow.token))).toBe('NOT_FOUND');
    const cash = pick(wrap, (a) => a.accountType === 'CASH');
    expect(code(await gql(FEES, { id: cash.accountId }, wrap.token))).toBe('NOT_FOUND');
    expect(code(await gql(FEES, { id: account.accountId, from: 'soon' }, wrap.token))).toBe('BAD_USER_INPUT');
  });
});

describe('Centrelink schedules', () => {
  it('a pension account has schedules; an investment account and another adviser get NOT_FOUND', async () => {
    const pension = pick(wrap, (a) => a.wrapProductType === 'Pension');
    const res = await gql(CENTRELINK, { id: pension.accountId }, wrap.token);
    expect(res.errors).toBeUndefined();
    const [first] = res.data.centrelinkSchedules;
    expect(first.financialYear).toMatch(/^\d{4}-\d{2}$/);
    // Money and Decimal text: the deductible amount is the purchase price over the relevant number, to the cent.
    expect([first.purchasePrice, first.deductibleAmount, first.annualPayments].every((m: string) => MONEY_TEXT.test(m))).toBe(true);
    expect(Number(first.deductibleAmount)).toBeCloseTo(Number(first.purchasePrice) / Number(first.relevantNumber), 1);
    const investment = pick(wrap, (a) => a.wrapProductType === 'Investment');
    expect(code(await gql(CENTRELINK, { id: investment.accountId }, wrap.token))).toBe('NOT_FOUND');
    expect(code(await gql(CENTRELINK, { id: pension.accountId }, grow.token))).toBe('NOT_FOUND');
  });
});

describe('account details for the tabs', () => {
  it('a term deposit answers its current term', async () => {
    const td = pick(wrap, (a) => a.accountType === 'TD');
    const res = await gql(ACCOUNT, { n: td.accountNumber }, wrap.token);
    expect(res.errors).toBeUndefined();
    const facts = res.data.account.termDeposit;
    expect(facts).toMatchObject({ principal: expect.stringMatching(MONEY_TEXT), interestAtMaturity: expect.stringMatching(MONEY_TEXT), termMonths: expect.any(Number), interestFrequency: expect.any(String) });
    expect(facts.startDate < facts.maturityDate).toBe(true);
    expect(tabIds(res.data.account.tabs)).toEqual(['account-details']);
  });

  it('Centrelink only on a pension account, Contributions only on a super-linked cash account', async () => {
    const pension = pick(wrap, (a) => a.wrapProductType === 'Pension');
    const investment = pick(wrap, (a) => a.wrapProductType === 'Investment');
    const superWrap = pick(wrap, (a) => a.wrapProductType === 'Super');
    const superCash = pick(wrap, (a) => a.accountType === 'CASH' && a.parentAccountId === superWrap.accountId);
    const plainCash = pick(wrap, (a) => a.accountType === 'CASH' && !a.parentAccountId);
    const tabs = async (n: string) => (await gql(ACCOUNT, { n }, wrap.token)).data.account;
    expect(tabIds((await tabs(pension.accountNumber)).tabs)).toContain('centrelink');
    expect(tabIds((await tabs(investment.accountNumber)).tabs)).not.toContain('centrelink');
    const linked = await tabs(superCash.accountNumber);
    expect(linked).toMatchObject({ parentAccountId: superWrap.accountId, parentProductType: 'Super' });
    expect(tabIds(linked.tabs)).toContain('contributions');
    expect(tabIds((await tabs(plainCash.accountNumber)).tabs)).not.toContain('contributions');
  });

  it('shows Scheduled payments once: the Payments one to a user with the Payments tabs', async () => {
    const cash = pick(wrap, (a) => a.accountType === 'CASH' && !a.parentAccountId);
    const ids = tabIds((await gql(ACCOUNT, { n: cash.accountNumber }, wrap.token)).data.account.tabs);
    expect(ids.filter((id) => id === 'scheduled-payments' || id === 'payments-scheduled')).toHaveLength(1);
  });
});
