// Support for malformed-input.test.ts (not a test itself): a body each payments and Request Centre route takes,
// made from wrap.adviser's seeded accounts and pinned cases, so the walk can spoil one field at a time and still
// get past the fields before it. A route of those families that takes a body and has none here fails the walk.
import { INDEXATION } from '../routes/request-centre/indexation.js';
import type { Sandbox } from '../server.js';

/** The seeded things the bodies name. */
export interface Seeded { payDay: string; lastDay: string; payer: string; party: string; pension: string; followUp: string; activity: string; document: string; account: string }
export interface BodyFixture { name: string; method: 'POST' | 'PATCH'; route: string; url(s: Seeded): string; body(s: Seeded): Record<string, unknown> }

export const FAMILIES = ['/api/wealth/payments/', '/api/wealth/traverse/', '/api/wealth/task-centre/', '/api/wealth/pega/', '/api/wealth/document/', '/api/wealth/cash/'];
/** Routes of those families that read no body (the generic walk sends them bodies anyway). */
export const NO_BODY = new Set([
  'POST /api/wealth/payments/v2/payment/:id/signature/:partyId/challenge',
  'POST /api/wealth/payments/v1/payments/:id/cancel',
  'POST /api/wealth/cash/v1/accounts/:accountNumber/closure',
  'POST /api/wealth/traverse/v1/intent/cancel/:intentId',
  'POST /api/wealth/traverse/v1/intent/authorisation/notification/resend/:intentId/:activityId',
  'POST /api/wealth/advice-fees/v1/arrangements/:accountNumber/renewal',
]);

const pdf = () => Buffer.from('%PDF-1.4 walk').toString('base64');
const WRAP_ADVISER = 'M0000001';
const intentOf = (k: number) => `INT100100${k}`;

async function one<T>(sandbox: Sandbox, sql: string, params: unknown[] = []): Promise<T> {
  const { rows } = await sandbox.db.query<Record<string, T>>(sql, params);
  if (!rows[0]) throw new Error(`the seed has nothing for: ${sql}`);
  return Object.values(rows[0])[0];
}

/** The seeded ids, and a business day ahead: a payment the walk does not spoil passes every rule and is saved. */
export async function seeded(sandbox: Sandbox, today: string): Promise<Seeded> {
  const payer = await one<string>(sandbox,
    'select a.account_number from payment_permissions pp join accounts a on a.account_id = pp.account_id where pp.mac = $1 order by a.account_id limit 1', [WRAP_ADVISER]);
  return {
    payDay: await one<string>(sandbox,
      `select d::date::text from generate_series($1::date + 3, $1::date + 30, interval '1 day') d
        where extract(isodow from d) < 6 and not exists (select 1 from public_holidays h where h.date = d::date) order by d limit 1`, [today]),
    lastDay: await one<string>(sandbox, `select ($1::date + 90)::text`, [today]),
    payer,
    party: await one<string>(sandbox,
      'select s.party_id from account_signatories s join accounts a on a.account_id = s.account_id where a.account_number = $1 order by s.position limit 1', [payer]),
    pension: await one<string>(sandbox,
      `select a.account_number from accounts a join account_advisers aa on aa.account_id = a.account_id join user_entities ue on ue.entity_key = aa.entity_key
        where ue.mac = $1 and a.account_type = 'WRAP' and a.wrap_product_type = 'Pension' and a.account_status = 'Active' order by a.account_id limit 1`, [WRAP_ADVISER]),
    followUp: await one<string>(sandbox, `select id from case_follow_ups where intent_id = $1 and status = 'Pending' limit 1`, [intentOf(2)]),
    activity: await one<string>(sandbox, 'select activity_id from case_authorisers where intent_id = $1 order by position limit 1', [intentOf(1)]),
    document: await one<string>(sandbox, 'select document_id from case_documents where intent_id = $1 and not malware limit 1', [intentOf(3)]),
    account: await one<string>(sandbox, `select payload->'account_details'->0->>'account_number' from cases where intent_id = $1`, [intentOf(3)]),
  };
}

const payment = (s: Seeded) => ({
  fromAccountNumber: s.payer, amount: '12.50', scheduleType: 'recurring', schedule: { nextDate: s.payDay, lastDate: s.lastDay, frequency: 'Monthly' },
  fromPaymentNarrative: 'Rent', toPaymentNarrative: 'Rent', savePayeeBiller: false, paymentAuthorities: [{ partyId: s.party }],
});
const bpay = (s: Seeded) => ({ ...payment(s), paymentDestinationBPAY: { biller: '23796', billerName: 'AGL Energy', nickname: 'Gas', billerShortName: 'AGL', crn: '40112233' } });
const eft = (s: Seeded) => ({ ...payment(s), paymentDestinationEFT: { bsb: '032-000', accountNumber: '456789', accountName: 'Harbour Accounting', clientDescription: 'Fees' } });
const intent = (s: Seeded) => ({
  submission_details: { portal: 'Adviser Online', requester_name: 'Olivia Wrap', requester_mac: WRAP_ADVISER },
  account_details: { account_number: s.pension },
  client_details: { date_of_birth: '1958-03-07' },
  request_details: { amount: 10, option: 'Gross', to_account_number: '12345678', to_account_bsb: '062000', to_account_name: 'Client Savings', to_account_branch: 'Sydney', badge: 'mgl' },
});
const file = () => ({ file_name: 'scan.pdf', content_type: 'application/pdf', content: pdf() });
/** A general request: its fields must be the row's, so the walk gets past them to the ones after. */
const ROW = INDEXATION.find((r) => r.process === 'General request')!;
const P = '/api/wealth/payments';
const T = '/api/wealth/traverse';
const TC = '/api/wealth/task-centre/v1/tasks';
const at = (name: string, method: BodyFixture['method'], route: string, body: BodyFixture['body'], url: BodyFixture['url'] = () => route): BodyFixture =>
  ({ name, method, route, url, body });

export const BODY_FIXTURES: readonly BodyFixture[] = [
  at('validate, BPAY', 'POST', `${P}/v2/validate`, bpay),
  at('validate, EFT', 'POST', `${P}/v2/validate`, eft),
  at('save, BPAY', 'POST', `${P}/v2/payment/save`, bpay),
  at('save, EFT', 'POST', `${P}/v2/payment/save`, eft),
  ...['pension_payments', 'super_rollover', 'super_withdrawal', 'pension_rollover'].map((k) => at(k, 'POST', `${T}/v1/intent/${k}`, intent)),
  at('task search', 'POST', `${TC}/search`, () => ({
    keyword: 'rollover', from_date: '2024-01-01', adviser_codes: [], initiator_macs: [WRAP_ADVISER], request_names: ['Rollover'], event_names: ['ROLLOVER'], status: ['SUBMITTED'],
  })),
  at('task summary', 'POST', `${TC}/summary`, () => ({
    from_date: '2024-01-01', awaiting_statuses: ['SUBMITTED'], in_progress_statuses: ['INPROGRESS'], last_login_date_time: '2024-01-01T00:00:00Z', initiated_by: 'ME',
  })),
  at('follow-up responses', 'PATCH', `${TC}/:id/follow-ups`, (s) => ({ followUpResponses: [{ followUpId: s.followUp, responseContent: 'Sent the form.', documentIds: [] }] }),
    () => `${TC}/${intentOf(2)}/follow-ups`),
  at('documents', 'POST', `${TC}/:intentId/documents`, () => ({ files: [file()] }), () => `${TC}/${intentOf(3)}/documents`),
  at('rc-create', 'POST', `${T}/v2/intent/rc-create`, (s) => ({
    account_number: s.account, client_id: null, indexation_id: ROW.id, category: ROW.category, sub_category: ROW.subCategory, process: ROW.process, subprocess: ROW.subprocess,
    additional_information: 'Please call the client.', files: [file()],
  })),
  at('signed document', 'POST', `${T}/v1/intent/signed_document`, () => ({ intent_id: intentOf(7), ...file() })),
  at('modify', 'POST', '/api/wealth/pega/casemaint/v1/modify', (s) => ({ intent_id: intentOf(1), activity_id: s.activity, action: 'RESEND' })),
  at('sign form', 'POST', '/api/wealth/document/v1/document', () => ({ intent_id: intentOf(1) })),
  at('retrievedoc', 'POST', '/api/wealth/pega/docmgmt/v1/retrievedoc', (s) => ({ case_id: intentOf(3), document_id: s.document })),
];

/** Every path into a body (objects by key, lists by index), the body itself excluded. */
export function fieldPaths(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (!value || typeof value !== 'object') return [];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...at, key], ...fieldPaths(child, [...at, key])]);
}

/** The body with the value at `path` replaced. */
export function withField(body: Record<string, unknown>, path: (string | number)[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** What a caller might put in any field: wrong types, sub-cent and huge numbers, empty, long and markup text. */
export const SPOILERS: readonly unknown[] = [
  null, true, -1, 1e-9, 1e300, '', 'x'.repeat(5000), '<img src=x onerror=alert(1)>', '1.000000001', [], {}, [{}],
];
