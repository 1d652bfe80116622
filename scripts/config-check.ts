// `npm run config:check [dir]`: the gateway's verdict on config/ without starting anything.
// Prints "config OK (N files)" or every error as file#pointer: message, and exits 1 on errors.
import { configCheckReport } from './lib/config-check-report.ts';

const dir = process.argv[2] ?? process.env.CONFIG_DIR ?? 'config';
const report = await configCheckReport(dir);
for (const line of report.out) console.log(line);
for (const line of report.err) console.error(line);
if (!report.ok) process.exitCode = 1;
