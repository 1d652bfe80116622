// Holds the last good config for the gateway. Starting on invalid config throws (ConfigLoadError);
// with watch on (development), a change under config/ is reloaded without a restart, and an invalid
// change keeps the last good config and logs why.
import { createHash } from 'node:crypto';
import { ConfigLoadError } from './config-load-error.ts';
import { loadConfig } from './load-config.ts';
import { formatConfigError, type ConfigError, type LoadedConfig } from './loaded-config.ts';
import { watchConfigDir, type DirWatcher } from './watch-config-dir.ts';

export interface ConfigHostOptions {
  /** The config folder, e.g. 'config'. */
  dir: string;
  /** Reload on change (development). Default false. */
  watch?: boolean;
  /** Where plugin folders live; default plugins/ beside dir. */
  pluginsDir?: string;
  /** Quiet time after the last change before reloading. Default 100 ms. */
  debounceMs?: number;
  logger?: Pick<Console, 'info' | 'warn'>;
}

export interface ConfigHost {
  /** The last good config. */
  current(): LoadedConfig;
  /** Why the latest reload was refused; empty after a good one. */
  lastErrors(): ConfigError[];
  /** Warnings of the config in use (they never block). */
  warnings(): ConfigError[];
  /**
   * A short fingerprint of the config in use, the same on every gateway that loaded the same files: answers carry
   * it (x-config-version), so an open browser tab learns that the menus it drew have changed.
   */
  version(): string;
  /** Called with each newly accepted config; returns an unsubscribe function. */
  onChange(listener: (config: LoadedConfig) => void): () => void;
  /** Reloads now; true when the new config was accepted. */
  reload(): Promise<boolean>;
  close(): void;
}

/** The fingerprint of a loaded config: its content, not when or where it was loaded. */
export const configVersion = (config: LoadedConfig): string => createHash('sha256').update(JSON.stringify(config)).digest('hex').slice(0, 12);

const list = (errors: ConfigError[]) => errors.map((e) => `  ${formatConfigError(e)}`).join('\n');

export async function createConfigHost(options: ConfigHostOptions): Promise<ConfigHost> {
  const logger = options.logger ?? console;
  const first = await loadConfig(options.dir, { pluginsDir: options.pluginsDir });
  if (!first.ok) throw new ConfigLoadError(first.errors);
  if (first.warnings.length) logger.warn(`config warnings:\n${list(first.warnings)}`);

  let config = first.config;
  let version = configVersion(config);
  let warnings = first.warnings;
  let errors: ConfigError[] = [];
  const listeners = new Set<(config: LoadedConfig) => void>();
  let watcher: DirWatcher | undefined;
  let running: Promise<boolean> | undefined;
  let again = false;

  const reloadOnce = async (): Promise<boolean> => {
    const result = await loadConfig(options.dir, { pluginsDir: options.pluginsDir });
    await watcher?.refresh();
    if (!result.ok) {
      errors = result.errors;
      logger.warn(`config change refused, still using the last good config:\n${list(errors)}`);
      return false;
    }
    config = result.config;
    version = configVersion(config);
    warnings = result.warnings;
    errors = [];
    logger.info(`config reloaded (${result.files.length} files)`);
    for (const listener of listeners) listener(config);
    return true;
  };

  // One reload at a time; a change during a reload triggers one more afterwards, so the last edit wins.
  const reload = (): Promise<boolean> => {
    if (running) {
      again = true;
      return running;
    }
    running = reloadOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        void reload();
      }
    });
    return running;
  };

  if (options.watch) watcher = await watchConfigDir(options.dir, options.debounceMs ?? 100, () => void reload());

  return {
    current: () => config,
    version: () => version,
    lastErrors: () => errors,
    warnings: () => warnings,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    close: () => watcher?.close(),
  };
}
