// Open an account through the gateway (issue 32 §1): the wizard's draft saved step by step and resumed, money kept
// exact, one submission per key, and the policy on applications: another dealer's adviser who swaps in an
// application id is refused without learning it exists, and dealer staff see applications but may not act on them.
import { beforeAll, describe, expect, it } from 'vitest';
import { gql, passwordGrant } from './support.ts';

let wrap: string;
let grow: string;
let staff: string;

const FIELDS = 'id status step clientName canAct options { amount termMonths } linkedAccount { bsb } adviserFee { ongoingPercent upfront } accountNumber';
const START = `mutation($p: OpenAccountProduct!) { startAccountApplication(product: $p) { ${FIELDS} } }`;
const SAVE = `mutation($id: ID!, $d: ApplicationDraftInput!) { saveAccountApplication(id: $id, draft: $d) { ${FIELDS} } }`;
const SUBMIT = `mutation($id: ID!, $k: String!) { submitAccountApplication(id: $id, idempotencyKey: $k) { ${FIELDS} } }`;
const CANCEL = 'mutation($id: ID!) { cancelAccountApplication(id: $id) { id status } }';
const ONE = `query($id: ID!) { accountApplication(id: $id) { ${FIELDS} } }`;

const newClient = {
  firstName: 'Mina', lastName: 'Castellanos', dateOfBirth: '1961-07-14', street: '9 George St', suburb: 'Sydney', state: 'NSW',
  postcode: '2000', email: 'mina@example.com', mobile: '0498765432', tfnStatus: 'EXEMPT',
};

beforeAll(async () => {
  [wrap, grow, staff] = (await Promise.all(['wrap.adviser', 'grow.adviser', 'dealer.staff'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
});

async function draft(product = 'INVESTMENT') {
  const started = await gql(START, { p: product }, wrap);
  expect(started.errors).toBeUndefined();
  return started.data.startAccountApplication.id as string;
}

describe('account applications through the gateway', () => {
  it('offers the tiles of the user\'s products and says who may start', async () => {
    const tiles = await gql('{ openAccountProducts { product adviserFee minAmount } canStartAccountApplication }', {}, wrap);
    expect(tiles.data.openAccountProducts.map((t: { product: string }) => t.product)).toEqual(['CASH', 'TERM_DEPOSIT', 'INVESTMENT', 'SUPER', 'PENSION']);
    expect(tiles.data.openAccountProducts[3]).toEqual({ product: 'SUPER', adviserFee: true, minAmount: '10000.00' });
    expect(tiles.data.canStartAccountApplication).toBe(true);
    expect((await gql('{ canStartAccountApplication }', {}, staff)).data.canStartAccountApplication).toBe(false);
  });

  it('saves each step, resumes at the step reached, keeps money exact and submits once per key', async () => {
    const id = await draft();
    expect((await gql(SAVE, { id, d: { step: 'OPTIONS', client: { newClient } } }, wrap)).data.saveAccountApplication.clientName).toBe('Mina Castellanos');
    const options = await gql(SAVE, { id, d: { step: 'LINKED', options: { amount: '123456.78', investmentMenu: 'FULL' } } }, wrap);
    expect(options.data.saveAccountApplication.options.amount).toBe('123456.78');
    await gql(SAVE, { id, d: { step: 'FEES', linkedAccount: { bsb: '062-000', accountNumber: '12345678', accountName: 'M Castellanos' } } }, wrap);
    const fees = await gql(SAVE, { id, d: { step: 'REVIEW', adviserFee: { ongoingType: 'PERCENT', ongoingPercent: '0.75', upfront: '1100.10' } } }, wrap);
    expect(fees.data.saveAccountApplication.adviserFee).toEqual({ ongoingPercent: '0.75', upfront: '1100.10' });
    const resumed = (await gql(ONE, { id }, wrap)).data.accountApplication;
    expect([resumed.step, resumed.status, resumed.linkedAccount.bsb]).toEqual(['REVIEW', 'DRAFT', '062000']);

    const bad = await gql(SAVE, { id, d: { options: { amount: '19999.99', investmentMenu: 'CORE' } } }, wrap);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(bad.errors?.[0].message).toBe('options.amount must be from $20,000 to $50,000,000');

    const key = `gateway-${id}`;
    const [one, two] = await Promise.all([gql(SUBMIT, { id, k: key }, wrap), gql(SUBMIT, { id, k: key }, wrap)]);
    expect([one.errors, two.errors]).toEqual([undefined, undefined]);
    expect([one.data.submitAccountApplication.status, two.data.submitAccountApplication.status]).toEqual(['AWAITING_CLIENT_SIGNATURE', 'AWAITING_CLIENT_SIGNATURE']);
    expect((await gql(CANCEL, { id }, wrap)).data.cancelAccountApplication.status).toBe('CANCELLED');
  });

  it('refuses another dealer\'s adviser who swaps in an application id, as if it did not exist', async () => {
    const id = await draft();
    expect((await gql(ONE, { id }, grow)).data.accountApplication).toBeNull();
    for (const [query, vars] of [[SAVE, { id, d: { step: 'OPTIONS' } }], [SUBMIT, { id, k: 'swap' }], [CANCEL, { id }]] as const) {
      const res = await gql(query, vars, grow);
      expect(res.errors?.[0].extensions?.code).toBe('NOT_FOUND');
      expect(res.data).toBeNull();
    }
    expect((await gql(ONE, { id }, wrap)).data.accountApplication.status).toBe('DRAFT');
  });

  it('lets dealer staff see an application of their dealer but not act on it', async () => {
    const id = await draft();
    const seen = (await gql(ONE, { id }, staff)).data.accountApplication;
    expect([seen.id, seen.canAct]).toEqual([id, false]);
    const refused = await gql(CANCEL, { id }, staff);
    expect([refused.errors?.[0].extensions?.code, refused.errors?.[0].extensions?.reason]).toEqual(['FORBIDDEN', 'ROLE']);
    expect((await gql(START, { p: 'CASH' }, staff)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await gql(ONE, { id }, wrap)).data.accountApplication.status).toBe('DRAFT');
  });
});
