// The config host's settings from the environment: CONFIG_DIR (default config) and CONFIG_WATCH
// (1/0; default on outside production mode, APP_ENV=production, like GraphiQL: reloading is a development aid).
import { isProductionMode, parseEnvironment } from '../options.ts';
import type { ConfigHostOptions } from './create-config-host.ts';

export function configHostOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): ConfigHostOptions {
  const watch = env.CONFIG_WATCH === undefined || env.CONFIG_WATCH === ''
    ? !isProductionMode(parseEnvironment(env.APP_ENV))
    : /^(1|true|on|yes)$/i.test(env.CONFIG_WATCH);
  return { dir: env.CONFIG_DIR || 'config', watch };
}
