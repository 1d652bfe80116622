// The feedback survey over HTTP: web → gateway → sandbox. The gateway adds the signed-in user's mac, the
// website name and the app version, and records the behavioural-intercept-feedback preference.
import { beforeAll, describe, expect, it } from 'vitest';
import { DEV, gql, passwordGrant, sandboxUrl } from './support.ts';

let wrapOnly: string;
let perpetual: string;
beforeAll(async () => {
  [wrapOnly, perpetual] = (await Promise.all(['wrap.only', 'perpetual.adviser'].map((u) => passwordGrant(u)))).map((t) => t.access_token);
});

const SEND = 'mutation($input: FeedbackInput!) { sendFeedback(input: $input) { receivedAt } }';
const PREF = '{ viewer { preferences(keys: ["behavioural-intercept-feedback"]) { key value } } }';

async function received(mac: string) {
  const res = await fetch(`${sandboxUrl()}/sandbox/feedback?mac=${mac}`, { headers: DEV });
  return ((await res.json()) as { feedback: Record<string, unknown>[] }).feedback;
}

describe('feedback survey', () => {
  it('reaches the sandbox with mac, website name and app version, and records that it was answered', async () => {
    const res = await gql(SEND, { input: { rating: 4, positiveComments: ' Quick search ', negativeComments: 'More filters <b>please</b>' } }, wrapOnly);
    expect(res.errors).toBeUndefined();
    const last = (await received('M0000006')).at(-1);
    expect(last).toMatchObject({
      mac: 'M0000006',
      websiteName: 'Adviser Online',
      rating: 4,
      positiveComments: 'Quick search',
      negativeComments: 'More filters <b>please</b>',
      receivedAt: res.data.sendFeedback.receivedAt,
    });
    expect(last?.appVersion).toMatch(/^\d+\.\d+\.\d+/);
    const pref = await gql(PREF, {}, wrapOnly);
    expect(pref.data.viewer.preferences[0].value).toEqual({ answeredAt: res.data.sendFeedback.receivedAt });
  });

  it("sends each user's own mac, whoever is asked about", async () => {
    const before = (await received('M0000006')).length;
    const res = await gql(SEND, { input: { rating: 2 } }, perpetual);
    expect(res.errors).toBeUndefined();
    expect((await received('M0000003')).at(-1)).toMatchObject({ mac: 'M0000003', rating: 2, positiveComments: '', negativeComments: '' });
    expect(await received('M0000006')).toHaveLength(before);
  });

  it('refuses a rating out of range and overlong comments before calling upstream', async () => {
    const bad = await gql(SEND, { input: { rating: 0 } }, wrapOnly);
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const long = await gql(SEND, { input: { rating: 3, negativeComments: 'x'.repeat(2001) } }, wrapOnly);
    expect(long.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    const anon = await gql(SEND, { input: { rating: 3 } });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});
