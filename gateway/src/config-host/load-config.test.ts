// loadConfig on the real config/ and on broken copies of it: every error at once, each with file,
// pointer and a plain message.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.ts';
import type { ConfigError } from './loaded-config.ts';
import { copyConfig, realConfigDir, type ConfigCopy } from './test-support.ts';

const inCopy = (copy: ConfigCopy, file: string) => path.join(copy.dir, file).split(path.sep).join('/');
const errorsOf = async (dir: string): Promise<ConfigError[]> => {
  const result = await loadConfig(dir);
  expect(result.ok).toBe(false);
  return result.ok ? [] : result.errors;
};

describe('the real config/', () => {
  it('passes, with every area loaded', async () => {
    const result = await loadConfig(realConfigDir);
    expect(result.ok ? [] : result.errors).toEqual([]);
    if (!result.ok) return;
    const { config } = result;
    expect(Object.keys(config.brands)).toEqual(['mgl', 'oasis', 'perpetual']);
    expect(Object.keys(config.featureFlags)).toEqual(['mgl', 'oasis', 'perpetual']);
    expect(Object.keys(config.navigation.sideNav)).toEqual(['mgl', 'oasis', 'perpetual']);
    expect(config.brands.mgl.copy['auth.userIdLabel']).toBe('Macquarie ID');
    expect(config.featureFlags.perpetual.releases.payments).toEqual({ scheduled: false, make: false, mfaEnabled: false });
    expect(config.plugins.plugins.greeting.enabled).toBe(true);
    expect(result.files.length).toBeGreaterThanOrEqual(16);
  });
});

describe('a broken copy', () => {
  let copy: ConfigCopy;
  beforeEach(async () => {
    copy = await copyConfig();
  });
  afterEach(() => copy.remove());

  it('reports every error of every file at once', async () => {
    await copy.edit('plugins.json', (json) => {
      json.plugins.greeting = { enable: true };
    });
    await copy.edit('brands/oasis.json', (json) => {
      json.assistNumber = '1800893141';
      json.theme.primary = 'teal';
    });
    await copy.write('feature-flags/mgl.json', '{\n  "releases": {\n    "search": { "ada": true, }\n  }\n}\n');
    await copy.edit('links.json', (json) => {
      json.targets['help-centre'].prod = json.targets['help-centre'].default;
    });

    expect(await errorsOf(copy.dir)).toEqual([
      { file: inCopy(copy, 'brands/oasis.json'), pointer: '/theme/primary', message: "must be a colour written like '#1a2b3c' (found 'teal')" },
      { file: inCopy(copy, 'brands/oasis.json'), pointer: '/assistNumber', message: "must be a phone number written like '1800 808 508' (found '1800893141')" },
      { file: inCopy(copy, 'feature-flags/mgl.json'), pointer: '', message: "not valid JSON at line 3, column 30: trailing comma before '}': remove the last comma" },
      { file: inCopy(copy, 'links.json'), pointer: '/targets/help-centre/prod', message: "unknown key 'prod' (allowed: default, uat, sit)" },
      { file: inCopy(copy, 'plugins.json'), pointer: '/plugins/greeting/enable', message: "unknown key 'enable' (did you mean 'enabled'?)" },
    ]);
  });

  it('names a missing file, a stray file and a wrong $schema', async () => {
    await rm(path.join(copy.dir, 'feature-flags/oasis.json'));
    await copy.write('feature-flags/anz.json', '{ "releases": {} }');
    await copy.write('notes.json', '{}');
    await copy.edit('account-features.json', (json) => {
      json.$schema = '../schemas/account-feature.schema.json';
    });
    await copy.edit('plugins.json', (json) => {
      delete json.$schema;
    });

    expect(await errorsOf(copy.dir)).toEqual([
      { file: inCopy(copy, 'feature-flags/oasis.json'), pointer: '', message: 'missing: this file is required' },
      { file: inCopy(copy, 'account-features.json'), pointer: '/$schema', message: "must be '../schemas/account-features.schema.json' (found '../schemas/account-feature.schema.json')" },
      { file: inCopy(copy, 'feature-flags/anz.json'), pointer: '', message: 'not a file the portal reads: files in feature-flags/ are named after a brand key (mgl, oasis, perpetual)' },
      { file: inCopy(copy, 'notes.json'), pointer: '', message: 'not a file the portal reads (see config/README.md for the files and what each holds)' },
      { file: inCopy(copy, 'plugins.json'), pointer: '', message: 'missing "$schema": "../schemas/plugins.schema.json" (editors use it to complete and check this file)' },
    ]);
  });

  it('says so when the folder does not exist', async () => {
    expect(await errorsOf(path.join(copy.dir, 'nope'))).toEqual([
      { file: inCopy(copy, 'nope'), pointer: '', message: 'the config folder does not exist' },
    ]);
  });

  it('names files relative to the working directory when they are inside it', async () => {
    const result = await loadConfig(path.relative(process.cwd(), realConfigDir) || '.');
    expect(result.files).toContain('config/links.json');
  });
});
