// Editing config/ while the gateway runs (development): a good change shows on the next request with no
// restart; a broken one keeps the last good config and configStatus says which file and where; fixing
// it clears the errors. A gateway of its own, on a copy of config/, so the shared one is untouched.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ConfigLoadError } from '../gateway/src/config-host/index.ts';
import { copyConfig, type ConfigCopy } from '../gateway/src/config-host/test-support.ts';
import { startGateway, type RunningGateway } from '../gateway/src/server.ts';
import { passwordGrant } from './support.ts';

/** How long a saved file may take to be seen: a hang guard, not a speed check (a busy machine delays the watcher). */
const RELOADED = { timeout: 20_000, interval: 50 };

let copy: ConfigCopy;
let gateway: RunningGateway;
let token: string;

async function ask(query: string, withToken = true) {
  const res = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(withToken ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query }),
  });
  return (await res.json()) as { data?: any; errors?: any[] };
}

interface Item {
  id: string;
  children?: Item[] | null;
}
const flatten = (items: Item[]): Item[] => items.flatMap((item) => [item, ...flatten(item.children ?? [])]);
async function sideNavIds(): Promise<string[]> {
  const res = await ask('{ shell { sideNavigation { id children { id children { id } } } } }');
  expect(res.errors).toBeUndefined();
  return flatten(res.data.shell.sideNavigation).map((item) => item.id);
}
const configStatus = async () => (await ask('{ configStatus { ok errors { file pointer message } warnings { file } } }', false)).data.configStatus;

beforeAll(async () => {
  // The copy has the plugin manifests beside config/, as the repository does (test-support.ts).
  copy = await copyConfig();
  gateway = await startGateway({ port: 0, upstreamBaseUrl: inject('sandboxUrl'), webDist: null, configDir: copy.dir, configWatch: true });
  token = (await passwordGrant('wrap.adviser')).access_token;
});

afterAll(async () => {
  await gateway?.close();
  await copy?.remove();
});

const SIDE_NAV = 'navigation/side-nav.json';
const goTo = (json: any) => json.items.find((item: any) => item.id === 'go-to');

describe('config reload without a restart', () => {
  it('serves the copy catalogue at run time: a copy edit is live on the next load, no rebuild', async () => {
    const copyUrl = `${gateway.url}/copy/en-AU.json`;
    const first = await fetch(copyUrl);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await first.json())['shell.notFound.title']).toBe('Page not found');
    const etag = first.headers.get('etag')!;
    expect((await fetch(copyUrl, { headers: { 'if-none-match': etag } })).status).toBe(304);

    await copy.edit('copy/en-AU.json', (json) => {
      json['shell.notFound.title'] = 'We could not find that page';
    });
    await vi.waitFor(async () => expect((await (await fetch(copyUrl)).json())['shell.notFound.title']).toBe('We could not find that page'), RELOADED);
    expect((await fetch(copyUrl, { headers: { 'if-none-match': etag } })).status).toBe(200);
  });

  it('hides an item for one badge once the rule is saved, keeps the last good config through a typo, and clears the errors on the fix', async () => {
    expect(await sideNavIds()).toContain('onecare');
    const original = await readFile(path.join(copy.dir, SIDE_NAV), 'utf8');

    // A product owner hides OneCare from Macquarie Wrap advisers (a rule for the mgl family only).
    await copy.edit(SIDE_NAV, (json) => {
      goTo(json).children.find((item: any) => item.id === 'onecare').byBrand = { mgl: { rule: { notPermissions: { badges: ['MacquarieWrap'] } } } };
    });
    await vi.waitFor(async () => expect(await sideNavIds()).not.toContain('onecare'), RELOADED);
    expect(await configStatus()).toEqual({ ok: true, errors: [], warnings: [] });

    // A typo: the gateway keeps serving the last good config and says where the mistake is.
    let pointer = '';
    await copy.edit(SIDE_NAV, (json) => {
      const group = json.items.indexOf(goTo(json));
      const index = goTo(json).children.findIndex((item: any) => item.id === 'onecare');
      const onecare = goTo(json).children[index];
      onecare.lable = onecare.label;
      delete onecare.label;
      pointer = `/items/${group}/children/${index}/lable`;
    });
    const file = path.join(copy.dir, SIDE_NAV);
    await vi.waitFor(
      async () =>
        expect((await configStatus()).errors).toContainEqual({
          file,
          pointer,
          message: "unknown key 'lable' (did you mean 'label'?)",
        }),
      RELOADED,
    );
    expect((await configStatus()).ok).toBe(false);
    const ids = await sideNavIds();
    expect(ids).not.toContain('onecare');
    expect(ids).toContain('dashboard');

    // The fix: the original file back, errors gone, OneCare back.
    await copy.write(SIDE_NAV, original);
    await vi.waitFor(async () => expect(await configStatus()).toEqual({ ok: true, errors: [], warnings: [] }), RELOADED);
    expect(await sideNavIds()).toContain('onecare');
  });
});

describe('start on invalid config', () => {
  it('rejects with every error, each naming its file and JSON pointer', async () => {
    const broken = await copyConfig();
    try {
      await broken.edit('plugins.json', (json) => {
        json.plugins.greeting = { enable: true };
      });
      await broken.edit('brands/oasis.json', (json) => {
        json.assistNumber = '1800893141';
      });
      const start = startGateway({ port: 0, upstreamBaseUrl: inject('sandboxUrl'), webDist: null, configDir: broken.dir, configWatch: true });
      const error = (await start.catch((e: unknown) => e)) as ConfigLoadError;
      expect(error).toBeInstanceOf(ConfigLoadError);
      expect(error.message).toContain(`${path.join(broken.dir, 'plugins.json')}#/plugins/greeting/enable: unknown key 'enable' (did you mean 'enabled'?)`);
      expect(error.message).toContain(`${path.join(broken.dir, 'brands/oasis.json')}#/assistNumber: must be a phone number`);
      expect(error.errors).toHaveLength(2);
    } finally {
      await broken.remove();
    }
  });
});
