// Helpers for the payments integration tests: seeded accounts read off the sandbox phone console, gateway
// calls and the phone's approve form (002; issue 14).
import { DEV, gql, sandboxUrl } from './support.ts';

/** The accounts a party signs for, in account order, from the phone console's index. */
export async function accountsSignedBy(party: string): Promise<string[]> {
  const html = await (await fetch(`${sandboxUrl()}/console/phone`, { headers: DEV })).text();
  const row = html.split('<tr>').find((r) => r.includes(`>${party}<`)) ?? '';
  const cells = [...row.matchAll(/<td>([^<]*)<\/td>/g)].map((m) => m[1]);
  return (cells.at(-1) ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

export async function phoneApprove(party: string, paymentId: string) {
  const page = await (await fetch(`${sandboxUrl()}/console/phone/${party}`, { headers: DEV })).text();
  const csrf = /name="csrf" value="([^"]+)"/.exec(page)?.[1] ?? '';
  return fetch(`${sandboxUrl()}/console/phone/${party}/challenges/${paymentId}/approve`, {
    method: 'POST', redirect: 'manual',
    headers: { ...DEV, 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ csrf }).toString(),
  });
}

export const PAYMENT_FIELDS = 'paymentId status fromAccountNumber amount scheduleType toPaymentNarrative paymentAuthorities { partyId name status verificationMethod }';

export const bpay = (from: string, extra: Record<string, unknown> = {}) => ({
  fromAccountNumber: from, amount: '12.50', scheduleType: 'IMMEDIATE',
  paymentDestinationBPAY: { biller: '23796', billerName: 'AGL Energy', crn: '40112233' }, ...extra,
});

export const save = (token: string, input: object, idempotencyKey?: string) =>
  gql(`mutation($input: PaymentInput!, $key: String) { savePayment(input: $input, idempotencyKey: $key) { payment { ${PAYMENT_FIELDS} } errors { code field message } } }`, { input, key: idempotencyKey }, token);

export const challenge = (token: string, paymentId: string, partyId: string) =>
  gql('mutation($p: ID!, $q: String!) { sendPaymentChallenge(paymentId: $p, partyId: $q) { outcome code message name verificationMethod } }', { p: paymentId, q: partyId }, token);
