// Runs the wealth API sandbox: `npm run sandbox`. Environment: see sandbox/README.md.
import { dbOptionsFromEnv } from './db/index.js';
import { startSandbox } from './server.js';

const optionalInt = (name: string): number | undefined => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return n;
};

const sandbox = await startSandbox({
  ...dbOptionsFromEnv(),
  port: optionalInt('SANDBOX_PORT') ?? 4010,
  host: process.env.SANDBOX_HOST || '127.0.0.1',
  seed: { accounts: optionalInt('SEED_ACCOUNTS'), clients: optionalInt('SEED_CLIENTS') },
  accessTokenTtl: optionalInt('ACCESS_TOKEN_TTL'),
  refreshTokenTtl: optionalInt('REFRESH_TOKEN_TTL'),
  log: process.env.SANDBOX_LOG === '1',
  redisUrl: process.env.REDIS_URL || undefined,
  events: {
    secret: process.env.EVENTS_SECRET || undefined,
    targets: (process.env.EVENTS_TARGETS ?? '').split(',').map((s) => s.trim()).filter(Boolean),
  },
});
console.log(`Wealth API sandbox listening on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
