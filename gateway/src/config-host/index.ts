// The config host's public face: load and check config/, and hold the last good config for the gateway.
export { ConfigLoadError } from './config-load-error.ts';
export { createConfigHost, type ConfigHost, type ConfigHostOptions } from './create-config-host.ts';
export { configHostOptionsFromEnv } from './env-options.ts';
export { loadConfig, type LoadOptions } from './load-config.ts';
export { formatConfigError, type ConfigError, type LoadedConfig, type LoadResult } from './loaded-config.ts';
