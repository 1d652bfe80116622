// `npm run bench:payments`: issue 14's figures. A sandbox on a fresh PGlite folder (default seed) and a gateway in
// front of it, as separate processes. For wrap.adviser, on the first account of a signatory who takes push:
//  1. A payment end to end: validate -> save (a new idempotency key each) -> challenge, through the gateway
//     (goal p95 <= 500 ms for the three) and the same three calls direct on the sandbox, interleaved, side by side.
//  2. 100 concurrent identical submits through the gateway with one idempotency key: the time, and how many
//     payments they made (must be 1).
// Options: --samples N (100).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { numberArg } from './lib/args.ts';
import { accessToken, gatewayQuery } from './lib/gateway-client.ts';
import { startServices } from './lib/services.ts';
import { formatRatio, formatRow, percentile } from './lib/stats.ts';

const samples = numberArg('samples', 100);
const GOAL_P95_MS = 500;
const DEV = { 'x-sandbox-dev': '1' };
const PARTY = 'P0101'; // wrap.adviser's signatory who approves by push (sandbox/README.md "Payments")

const VALIDATE = /* GraphQL */ `mutation($i: PaymentInput!) { validatePayment(input: $i) { valid errors { code } paymentAuthorities { partyId } } }`;
const SAVE = /* GraphQL */ `mutation($i: PaymentInput!, $k: String) { savePayment(input: $i, idempotencyKey: $k) { payment { paymentId } errors { code } } }`;
const CHALLENGE = /* GraphQL */ `mutation($p: ID!, $q: String!) { sendPaymentChallenge(paymentId: $p, partyId: $q) { outcome code } }`;

async function direct(sandboxUrl: string, token: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${sandboxUrl}/api/wealth/payments/v2/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`sandbox ${path}: ${res.status} ${await res.text()}`);
  return res.json() as Promise<any>;
}

/** The first account the party signs for, from the sandbox phone's index. */
async function accountOf(sandboxUrl: string, party: string): Promise<string> {
  const html = await (await fetch(`${sandboxUrl}/console/phone`, { headers: DEV })).text();
  const row = html.split('<tr>').find((r) => r.includes(`>${party}<`)) ?? '';
  const cells = [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
  const account = (cells.at(-1) ?? '').split(',')[0]?.trim();
  if (!account) throw new Error(`no account signed by ${party}`);
  return account;
}

const destination = { biller: '23796', billerName: 'AGL Energy', crn: '40112233' };

const dir = mkdtempSync(join(tmpdir(), 'bench-payments-'));
try {
  const services = await startServices({ dataDir: dir });
  try {
    const token = await accessToken(services.sandboxUrl, 'wrap.adviser');
    const account = await accountOf(services.sandboxUrl, PARTY);
    const viaGateway = { fromAccountNumber: account, amount: '1.25', scheduleType: 'IMMEDIATE', paymentDestinationBPAY: destination };
    const viaSandbox = { fromAccountNumber: account, amount: 1.25, scheduleType: 'immediate', paymentDestinationBPAY: destination };

    const gatewayRun = async () => {
      const started = performance.now();
      const v = await gatewayQuery(services.gatewayUrl, token, VALIDATE, { i: viaGateway });
      if (!v.validatePayment.valid) throw new Error(`validate: ${JSON.stringify(v.validatePayment.errors)}`);
      const s = await gatewayQuery(services.gatewayUrl, token, SAVE, { i: viaGateway, k: randomUUID() });
      const id = s.savePayment.payment?.paymentId;
      if (!id) throw new Error(`save: ${JSON.stringify(s.savePayment.errors)}`);
      const c = await gatewayQuery(services.gatewayUrl, token, CHALLENGE, { p: id, q: PARTY });
      if (c.sendPaymentChallenge.outcome !== 'SENT') throw new Error(`challenge: ${JSON.stringify(c.sendPaymentChallenge)}`);
      return performance.now() - started;
    };
    const directRun = async () => {
      const started = performance.now();
      await direct(services.sandboxUrl, token, 'validate', viaSandbox);
      const saved = await direct(services.sandboxUrl, token, 'payment/save', viaSandbox, { 'idempotency-key': randomUUID() });
      await direct(services.sandboxUrl, token, `payment/${saved.paymentId}/signature/${PARTY}/challenge`);
      return performance.now() - started;
    };

    for (let i = 0; i < 5; i++) {
      await gatewayRun();
      await directRun();
    }
    const flow = { gateway: [] as number[], direct: [] as number[] };
    for (let i = 0; i < samples; i++) {
      // Interleaved, so both sides see the same machine state.
      flow.gateway.push(await gatewayRun());
      flow.direct.push(await directRun());
    }

    const key = randomUUID();
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 100 }, () => gatewayQuery(services.gatewayUrl, token, SAVE, { i: viaGateway, k: key })));
    const burstMs = performance.now() - started;
    const ids = new Set(answers.map((a) => a.savePayment.payment?.paymentId ?? `error ${JSON.stringify(a.savePayment.errors)}`));

    console.log(`\nwrap.adviser, account ${account} (signatory ${PARTY}, by push), a $1.25 BPAY payment each time; the gateway also checks the payment permission first`);
    console.log(`\nValidate -> save -> challenge, end to end (${samples} payments each way)`);
    console.log(formatRow('direct on sandbox', flow.direct));
    console.log(formatRow('through the gateway', flow.gateway));
    console.log(formatRatio(flow.gateway, flow.direct));
    const p95 = percentile(flow.gateway, 95);
    console.log(`goal: gateway p95 <= ${GOAL_P95_MS} ms for the three calls: ${p95.toFixed(2)} ms ${p95 <= GOAL_P95_MS ? 'MET' : 'NOT MET'}`);
    console.log(`\n100 concurrent identical submits (one idempotency key) through the gateway: ${burstMs.toFixed(0)} ms; payments made: ${ids.size} ${ids.size === 1 ? '(exactly one: MET)' : `NOT MET: ${[...ids].join(', ')}`}`);
    process.exitCode = p95 <= GOAL_P95_MS && ids.size === 1 ? 0 : 1;
  } finally {
    await services.stop();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
