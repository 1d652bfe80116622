// The client overview through the gateway against the seeded sandbox, and two advisers who swap client ids.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clearFaults, gql, MONEY_TEXT, passwordGrant, sandboxApi, setFault, type Tokens } from './support.ts';

const OVERVIEW = /* GraphQL */ `query($id: ID!) { clientOverview(contactId: $id) {
  contactId fullName type contactType dateOfBirth abn acn
  contacts { subType value }
  residentialAddress { formattedAddress } mailingAddress { formattedAddress } businessAddress { formattedAddress }
  loginDetails { mobileAppInstalled authenticatorStatus } loginDetailsUnavailable
  accounts { accountId accountNumber accountStatus kind pageNumber ledgerBalance }
} }`;

let a: Tokens;
let b: Tokens;
let aClients: Array<{ contact_id: string; type: string }>;
let bClient: string;

async function clientsOf(token: string) {
  const res = await sandboxApi('/api/wealth/ada/search/clients?query=c00&limit=100', token);
  return res.body.data as Array<{ contact_id: string; type: string }>;
}

beforeAll(async () => {
  [a, b] = await Promise.all([passwordGrant('wrap.adviser'), passwordGrant('grow.adviser')]);
  aClients = await clientsOf(a.access_token);
  bClient = (await clientsOf(b.access_token))[0].contact_id;
});
afterEach(() => clearFaults());

describe('clientOverview', () => {
  it("reads an individual's details, login details and Active or Closed accounts that open their pages", async () => {
    const id = aClients.find((c) => c.type === 'individual' && !c.contact_id.endsWith('7'))!.contact_id;
    const res = await gql(OVERVIEW, { id }, a.access_token);
    expect(res.errors).toBeUndefined();
    const o = res.data.clientOverview;
    expect(o).toMatchObject({ contactId: id, type: 'individual', abn: null, loginDetailsUnavailable: false });
    expect(o.fullName.length).toBeGreaterThan(0);
    expect(o.contacts.map((c: { subType: string }) => c.subType)).toEqual(['MOBILE', 'HOME', 'BUSINESS', 'EMAIL', 'FAX']);
    expect(o.contacts[0].value).toMatch(/^04/);
    expect(o.residentialAddress.formattedAddress).toMatch(/\d{4}$/);
    expect(['INSTALLED', 'NOT_INSTALLED', 'IN_PROGRESS']).toContain(o.loginDetails.authenticatorStatus);
    for (const account of o.accounts) expect(['Active', 'Closed']).toContain(account.accountStatus);
  });

  it('lists the accounts the sandbox holds for the client (Active and Closed only) with balances', async () => {
    let found = false;
    for (const { contact_id: id } of aClients.slice(0, 40)) {
      const raw = await sandboxApi(`/api/wealth/channel/adviser/v1/clients/${id}/related-accounts?include-term-deposit-accounts=true&include-balances=true&account-status=Open,Closed,Dormant,Held,Blocked&include-mot-accounts=true&badge=mgl`, a.access_token);
      const expected = raw.body.account_details.filter((x: { accountStatus: string }) => ['Active', 'Closed'].includes(x.accountStatus));
      if (!expected.length) continue;
      const res = await gql(OVERVIEW, { id }, a.access_token);
      expect(res.data.clientOverview.accounts.map((x: { accountNumber: string }) => x.accountNumber)).toEqual(expected.map((x: { accountNumber: string }) => x.accountNumber));
      expect(res.data.clientOverview.accounts.every((x: { ledgerBalance: string | null }) => typeof x.ledgerBalance === 'string' && MONEY_TEXT.test(x.ledgerBalance))).toBe(true);
      found = true;
      break;
    }
    expect(found).toBe(true);
  });

  it('shows everything but login details for a DEVICES_ERROR client', async () => {
    const id = aClients.find((c) => c.contact_id.endsWith('7'))!.contact_id;
    const res = await gql(OVERVIEW, { id }, a.access_token);
    expect(res.errors).toBeUndefined();
    expect(res.data.clientOverview).toMatchObject({ contactId: id, loginDetails: null, loginDetailsUnavailable: true });
    expect(res.data.clientOverview.contacts[0].value).toBeTruthy();
  });

  it("answers NOT_FOUND for another adviser's client, both ways", async () => {
    const mine = aClients[0].contact_id;
    const other = await gql(OVERVIEW, { id: mine }, b.access_token);
    expect(other.data?.clientOverview ?? null).toBeNull();
    expect(other.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const swapped = await gql(OVERVIEW, { id: bClient }, a.access_token);
    expect(swapped.errors?.[0].extensions?.code).toBe('NOT_FOUND');
    const own = await gql(OVERVIEW, { id: bClient }, b.access_token);
    expect(own.errors).toBeUndefined();
    expect(own.data.clientOverview.contactId).toBe(bClient);
  });

  it('fails with an error when the details read fails upstream', async () => {
    const id = aClients[1].contact_id;
    await setFault({ path: `/api/wealth/channel/adviser/v2/adviser/client/${id}/details`, status: 500 });
    const res = await gql(OVERVIEW, { id }, a.access_token);
    expect(res.data?.clientOverview ?? null).toBeNull();
    expect(res.errors?.length).toBeGreaterThan(0);
  });
});
