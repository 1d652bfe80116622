import { expect, it } from 'vitest';
import { configHostOptionsFromEnv } from './env-options.ts';

it.each([
  [{}, { dir: 'config', watch: true }],
  [{ APP_ENV: 'production' }, { dir: 'config', watch: false }],
  [{ APP_ENV: 'production', CONFIG_WATCH: '1' }, { dir: 'config', watch: true }],
  // The mode is APP_ENV's alone: a NODE_ENV a build tool left behind changes nothing.
  [{ NODE_ENV: 'production' }, { dir: 'config', watch: true }],
  [{ APP_ENV: 'uat' }, { dir: 'config', watch: true }],
  [{ CONFIG_WATCH: 'off', CONFIG_DIR: '/etc/adviser/config' }, { dir: '/etc/adviser/config', watch: false }],
])('%j -> %j', (env, expected) => {
  expect(configHostOptionsFromEnv(env)).toEqual(expected);
});
