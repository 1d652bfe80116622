// What `npm run config:check [dir]` prints, and whether it passes: the gateway's verdict on a config folder
// without starting anything. The command (scripts/config-check.ts) only prints this; tests call it directly.
import { formatConfigError, loadConfig } from '../../gateway/src/config-host/index.ts';

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
