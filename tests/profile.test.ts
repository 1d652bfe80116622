// Profile pages over HTTP, browser-free: sandbox → gateway → GraphQL. The security level round trip
// (Ultimate ↔ Paranoid, Enhanced ↔ Intermediate, Enhanced by default), kept per user; the dealer's ESI details;
// the profile picture's upstream calls (GET blob, POST multipart) scoped to the signed-in user.
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayUrl, gql, passwordGrant, sandboxUrl } from './support.ts';

let perpetual: string;
let vision: string;
beforeAll(async () => {
  [perpetual, vision] = (await Promise.all(['perpetual.adviser', 'vision.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
});

const LEVEL = '{ securityLevel }';
const SET = 'mutation($l: SecurityLevel!) { setSecurityLevel(level: $l) }';
const api = (path: string, token: string, init: RequestInit = {}) => fetch(`${sandboxUrl()}${path}`, { ...init, headers: { authorization: `Bearer ${token}` } });
const backend = async (token: string) => (await (await api('/api/v1/security/preference?key=SECURITY_LEVEL', token)).json()).value;

describe('security level', () => {
  it('saves Ultimate as Paranoid and Enhanced as Intermediate, for the signed-in user only', async () => {
    const up = await gql(SET, { l: 'ULTIMATE' }, perpetual);
    expect(up.errors).toBeUndefined();
    expect(up.data.setSecurityLevel).toBe('ULTIMATE');
    expect(await backend(perpetual)).toBe('Paranoid');
    expect((await gql(LEVEL, {}, perpetual)).data.securityLevel).toBe('ULTIMATE');
    // The other user's level is untouched: Enhanced, the default.
    expect((await gql(LEVEL, {}, vision)).data.securityLevel).toBe('ENHANCED');

    expect((await gql(SET, { l: 'ENHANCED' }, perpetual)).data.setSecurityLevel).toBe('ENHANCED');
    expect(await backend(perpetual)).toBe('Intermediate');
    expect((await gql(LEVEL, {}, perpetual)).data.securityLevel).toBe('ENHANCED');
  });

  it('refuses a level that is not one of the two', async () => {
    const res = await gql(SET, { l: 'PARANOID' }, perpetual);
    expect(res.errors?.length).toBeGreaterThan(0);
  });

  it('needs a sign-in', async () => {
    const res = await gql(LEVEL, {}, '');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('ESI details', () => {
  it('names each fund’s electronic service address with the dealer’s own reference', async () => {
    const q = '{ esiDetails { fundName abn usi esa esaProvider bsb accountNumber reference } }';
    const a = await gql(q, {}, (await passwordGrant('wrap.adviser')).access_token);
    const b = await gql(q, {}, (await passwordGrant('grow.adviser')).access_token);
    expect(a.errors).toBeUndefined();
    expect(a.data.esiDetails.length).toBeGreaterThan(0);
    expect(a.data.esiDetails[0]).toMatchObject({ usi: expect.stringMatching(/^[A-Z]{3}\d{4}AU$/), esa: expect.any(String) });
    // The reference is the dealer's code and the USI: each adviser's own dealer.
    expect(a.data.esiDetails.map((r: { reference: string }) => r.reference)).toEqual(a.data.esiDetails.map((r: { usi: string }) => `HBWP-${r.usi}`));
    for (const row of b.data.esiDetails) expect(row.reference).toMatch(new RegExp(`^[A-Z0-9]{4}-${row.usi}$`));
    expect(b.data.esiDetails[0].reference).not.toBe(a.data.esiDetails[0].reference);
  });
});

describe('ESI details follow the profile menu’s rule (001 §2.2)', () => {
  it('answers exactly the users whose profile menu offers ESI details, NOT_FOUND to the others', async () => {
    const users = ['wrap.adviser', 'grow.adviser', 'perpetual.adviser', 'vision.adviser', 'wrap.only', 'limited.access', 'dealer.staff'];
    const seen = { offered: 0, refused: 0 };
    const refused: string[] = [];
    for (const username of users) {
      const token = (await passwordGrant(username)).access_token;
      const menu = (await gql('{ shell { profileMenu { id } } }', {}, token)).data.shell.profileMenu.map((i: { id: string }) => i.id);
      const res = await gql('{ esiDetails { usi } }', {}, token);
      if (menu.includes('esi-details')) {
        seen.offered++;
        expect(res.errors, username).toBeUndefined();
        expect(res.data.esiDetails.length, username).toBeGreaterThan(0);
      } else {
        seen.refused++;
        refused.push(username);
        expect(res.errors?.[0]?.extensions?.code, username).toBe('NOT_FOUND');
      }
    }
    // Both sides are exercised by the demo users.
    expect(seen.offered).toBeGreaterThan(0);
    expect(seen.refused).toBeGreaterThan(0);
    expect(refused).toEqual(['vision.adviser']);
  });
});

describe('profile picture upstream calls (002 §7)', () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const form = (mac: string, type = 'image/png', bytes: Buffer = png) => {
    const f = new FormData();
    f.append('mac', mac);
    f.append('document', new Blob([new Uint8Array(bytes)], { type }), 'me.png');
    return f;
  };
  const macOf = async (token: string) => (await gql('{ viewer { user { mac } } }', {}, token)).data.viewer.user.mac as string;

  it('stores a picture by multipart and answers its bytes as a blob, per user', async () => {
    const mac = await macOf(perpetual);
    const post = await api('/api/channel/micro/v3s/preference/profile-picture', perpetual, { method: 'POST', body: form(mac) });
    expect(post.status).toBe(200);
    const get = await api('/api/channel/micro/v3s/preference/profile-picture', perpetual);
    expect(get.status).toBe(200);
    expect(get.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await get.arrayBuffer()).equals(png)).toBe(true);
  });

  it('refuses another user’s mac, a non-image and an oversized file', async () => {
    const otherMac = await macOf(vision);
    const mine = await macOf(perpetual);
    const post = (body: FormData) => api('/api/channel/micro/v3s/preference/profile-picture', perpetual, { method: 'POST', body });
    expect((await post(form(otherMac))).status).toBe(400);
    expect((await post(form(mine, 'text/html', Buffer.from('<script>')))).status).toBe(400);
    expect([400, 413]).toContain((await post(form(mine, 'image/png', Buffer.alloc(2 * 1024 * 1024 + 1)))).status);
  });
});

describe('profile picture through the gateway (002 §7)', () => {
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex').toString('base64');
  const SET_PIC = 'mutation($p: ProfilePictureInput!) { setProfilePicture(picture: $p) { contentType data } }';
  const PIC = '{ profilePicture { contentType data } }';

  it('round-trips a picture for the signed-in user, never readable by another', async () => {
    const owner = (await passwordGrant('wrap.adviser')).access_token;
    const other = (await passwordGrant('grow.adviser')).access_token;
    const saved = await gql(SET_PIC, { p: { contentType: 'image/png', data: PNG } }, owner);
    expect(saved.errors).toBeUndefined();
    expect(saved.data.setProfilePicture).toEqual({ contentType: 'image/png', data: PNG });
    expect((await gql(PIC, {}, owner)).data.profilePicture).toEqual({ contentType: 'image/png', data: PNG });
    const theirs = await gql(PIC, {}, other);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data.profilePicture?.data).not.toBe(PNG);
  });

  it('saves photo-sized pictures: 20 KB through /graphql, 1.5 MB through /graphql/files, as the web sends them', async () => {
    const token = (await passwordGrant('perpetual.adviser')).access_token;
    const header = Buffer.from('89504e470d0a1a0a', 'hex');
    for (const [size, endpoint] of [[20 * 1024, '/graphql'], [1536 * 1024, '/graphql/files']] as const) {
      const data = Buffer.concat([header, Buffer.alloc(size - header.length, 7)]).toString('base64');
      const res = await fetch(`${gatewayUrl()}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: SET_PIC, variables: { p: { contentType: 'image/png', data } } }),
      });
      const body = (await res.json()) as { data?: { setProfilePicture: { data: string } }; errors?: unknown[] };
      expect(body.errors, `${size} bytes through ${endpoint}`).toBeUndefined();
      expect(body.data!.setProfilePicture.data).toBe(data);
      expect((await gql(PIC, {}, token)).data.profilePicture.data).toBe(data);
    }
  });

  it('refuses a wrong type or an oversized picture before any upstream call', async () => {
    const token = (await passwordGrant('wrap.adviser')).access_token;
    const wrongType = await gql(SET_PIC, { p: { contentType: 'image/svg+xml', data: PNG } }, token);
    expect(wrongType.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const big = Buffer.alloc(2 * 1024 * 1024 + 1).toString('base64');
    // Sent as the web sends large variables, through /graphql/files (/graphql's 64 KB body limit would refuse it
    // before reading it, and the client, still writing, can then see the connection close instead of the 413).
    const res = await fetch(`${gatewayUrl()}/graphql/files`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query: SET_PIC, variables: { p: { contentType: 'image/png', data: big } } }),
    });
    const tooBig = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(tooBig.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // The stored picture is still the last good one (or none): never the refused bytes.
    expect((await gql(PIC, {}, token)).data.profilePicture?.data).not.toBe(big);
  });

  it('needs a sign-in', async () => {
    expect((await gql(PIC, {}, '')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
