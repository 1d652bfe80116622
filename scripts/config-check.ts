// `npm run config:check [dir]`: the gateway's verdict on config/ without starting anything.
// Prints "config OK (N files)" or every error as file#pointer: message, and exits 1 on errors.
import { formatConfigError, loadConfig } from '../gateway/src/config-host/index.ts';

const dir = process.argv[2] ?? process.env.CONFIG_DIR ?? 'config';
const result = await loadConfig(dir);

for (const warning of result.warnings) console.warn(`warning: ${formatConfigError(warning)}`);
if (result.ok) {
  console.log(`config OK (${result.files.length} files)`);
} else {
  for (const error of result.errors) console.error(formatConfigError(error));
  console.error(`\nconfig has ${result.errors.length} error${result.errors.length === 1 ? '' : 's'} (${result.files.length} files checked)`);
  process.exitCode = 1;
}
