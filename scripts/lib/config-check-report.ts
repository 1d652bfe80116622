// What `npm run config:check [dir]` prints, and whether it passes: the gateway's verdict on a config folder
// without starting anything. The command (scripts/config-check.ts) only prints this; tests call it directly.
// It imports the loader itself, not the config host's index: the index also brings the gateway's options
// and, through them, graphql-yoga, whose hundreds of modules made the command take seconds to start.
import { loadConfig } from '../../gateway/src/config-host/load-config.ts';
import { formatConfigError } from '../../gateway/src/config-host/loaded-config.ts';

export interface ConfigCheckReport {
  ok: boolean;
  /** Standard output: "config OK (N files)". */
  out: string[];
  /** Standard error: warnings, then every error as file#pointer: message and the count. */
  err: string[];
}

export async function configCheckReport(dir: string): Promise<ConfigCheckReport> {
  const result = await loadConfig(dir);
  const err = result.warnings.map((warning) => `warning: ${formatConfigError(warning)}`);
  if (result.ok) return { ok: true, out: [`config OK (${result.files.length} files)`], err };
  for (const error of result.errors) err.push(formatConfigError(error));
  err.push(`\nconfig has ${result.errors.length} error${result.errors.length === 1 ? '' : 's'} (${result.files.length} files checked)`);
  return { ok: false, out: [], err };
}
