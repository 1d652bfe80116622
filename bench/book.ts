// `npm run bench:book -- [--accounts N] [--iterations N] [--user U] [--reuse]`: the adviser's book at scale.
// The 1M-account PGlite store of bench:search (.data/bench-<N>, seeded and prepared once, --reuse skips even the
// check); then starts the sandbox and the gateway and times the book for one user (default wrap.adviser, who sees
// about 207,000 accounts), directly on the sandbox and through GraphQL, interleaved. The gateway keeps a user's GET
// answers for 2 s (000 §7), so each gateway call waits out that cache: every call timed reaches the sandbox.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { flagArg, numberArg, stringArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { prepareStore } from './lib/prepare-store.ts';
import { seedStore } from './lib/seed-store.ts';
import { startServices } from './lib/services.ts';
import { formatRatio, formatRow, timed } from './lib/stats.ts';

const accounts = numberArg('accounts', 1_000_000);
const iterations = numberArg('iterations', 60);
const user = stringArg('user', 'wrap.adviser');
const reuse = flagArg('reuse');
const CACHE_MS = 2_100;

const BOOK = /* GraphQL */ `query { book {
  asAt total { accounts balance change } products { product figure { balance } } allocation { assetClass value }
  needsAttention { lowCash { count items { accountNumber } } maturingTermDeposits { count } paymentsAwaitingAuthorisation { count }
    requestsAwaitingAdviser { count } scheduledPaymentsShort { count } }
} }`;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

async function main() {
  const dataDir = resolve(`.data/bench-${accounts}`);
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  if (!(reuse && existsSync(dataDir)) && (await seedStore({ label: 'PGlite', accounts, env }))) await prepareStore('PGlite', { dataDir });
  else if (!reuse) await prepareStore('PGlite', { dataDir });
  console.log('[PGlite] starting the sandbox and the gateway');
  const services = await startServices({ dataDir });
  try {
    const token = await accessToken(services.sandboxUrl, user);
    const mac = ((await (await fetch(`${services.sandboxUrl}/api/wealth/channel/user/v1/user/details`, { headers: { authorization: `Bearer ${token}` } })).json()) as { mac?: string; data?: { mac: string } });
    const userMac = mac.mac ?? mac.data?.mac;
    const direct = async () => {
      const res = await fetch(`${services.sandboxUrl}/api/intermediary-accounts/v1/intermediaries/${userMac}/book`, { headers: { authorization: `Bearer ${token}` } });
      if (!res.ok) throw new Error(`direct: ${res.status} ${await res.text()}`);
      return (await res.json()) as { total: { accounts: number; balance: number } };
    };
    const first = await direct();
    await gatewayQuery(services.gatewayUrl, token, BOOK, {});
    console.log(`${user}: ${first.total.accounts.toLocaleString('en-AU')} active accounts in the book, FUA $${first.total.balance.toLocaleString('en-AU')}`);
    const loadBefore = loadavg()[0];
    const sides = { direct: [] as number[], gateway: [] as number[] };
    let lastGateway = performance.now();
    for (let i = 0; i < iterations; i++) {
      const run = async (side: 'direct' | 'gateway') => {
        if (side === 'gateway') await sleep(Math.max(0, CACHE_MS - (performance.now() - lastGateway)));
        sides[side].push(await timed(async () => void (side === 'direct' ? await direct() : await gatewayQuery(services.gatewayUrl, token, BOOK, {}))));
        if (side === 'gateway') lastGateway = performance.now();
      };
      // Alternate which side goes first, so neither always finds the other's work just done.
      for (const side of i % 2 ? (['gateway', 'direct'] as const) : (['direct', 'gateway'] as const)) await run(side);
    }
    console.log(
      [
        `\nPGlite: the book of ${user}, ${iterations} calls per side, ${accounts.toLocaleString('en-AU')} accounts`,
        formatRow('direct (sandbox)', sides.direct),
        formatRow('through the gateway', sides.gateway),
        formatRatio(sides.gateway, sides.direct),
        `load average (1 min) ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`,
      ].join('\n'),
    );
  } finally {
    await services.stop();
  }
}

await main();
