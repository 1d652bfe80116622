// Request Centre cases (issue 13). The seed part gives each demo user about fifty cases on the accounts they see:
// every task status and cancellation reason of 002 §3, every payload block, histories, follow-ups, authorisers in
// every status and a few real documents, dated over the last 120 days. The first nine of each user are pinned
// (README "Request Centre", seed) for browser tests. seedBulkCases adds N plain cases across every adviser.
import type { Db } from '../db/types.js';
import { BatchWriter } from '../db/bulk-insert.js';
import { ScopeResolver } from '../http/scope.js';
import { CANCELLATION_REASONS, TASK_STATUSES } from '../routes/request-centre/case-model.js';
import {
  CASE_SPEC, accountsByNumber, caseAccount, caseIdOf, caseValues, intentIdOf, nextIds, writeCases,
  type AccountInfo, type NewAuthoriser, type NewCase, type NewDocument, type NewFollowUp, type NewHistory,
} from '../routes/request-centre/case-write.js';
import { printablePdf } from '../routes/request-centre/printable-pdf.js';
import { PROCESSES, processByName, type AccountKind, type Process } from './case-payloads.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './data/first-names.js';
import { LAST_NAMES } from './data/last-names.js';
import { deferIndexes } from './deferred-indexes.js';
import { Random } from './random.js';
import { SEED_DEFAULTS } from './index.js';

const DAY = 86_400_000;
const MIN = 60_000;
const APPROVAL = new Set(['AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PARTIAL_APPROVED', 'PENDING_DOC_UPLOAD', 'APPROVED', 'DECLINED']);

/** One planned case: its final status, cancellation reason and process; pinned ones carry their extras. */
interface Plan {
  status: string;
  reason?: string;
  process: string;
  /** Days since the last update (pinned cases are recent, inside the portal's default 30 days). */
  updatedDaysAgo?: number;
  pin?: 'otp_locked' | 'pending_follow_up' | 'documents' | 'declined_by' | 'cancelled_by' | 'doc_upload' | 'partial';
}

/** The nine pinned cases, INT1<u>00k / C-1<u>00k for the u-th demo user (1-based by mac) and k = 1..9. */
export const PINNED: Plan[] = [
  { status: 'AWAITING_CLIENT_APPROVAL', process: 'Rollover', updatedDaysAgo: 1, pin: 'otp_locked' },
  { status: 'AWAITING_ADVISER', process: 'General request', updatedDaysAgo: 2, pin: 'pending_follow_up' },
  { status: 'INPROGRESS', process: 'Change of signatory', updatedDaysAgo: 3, pin: 'documents' },
  { status: 'CANCELLED', reason: 'CANCELLED_EXPIRED', process: 'Withdrawal', updatedDaysAgo: 4 },
  { status: 'DECLINED', process: 'Amend pension', updatedDaysAgo: 5, pin: 'declined_by' },
  { status: 'CANCELLED', reason: 'CANCELLED_BY_ADVISER', process: 'Rollover', updatedDaysAgo: 6, pin: 'cancelled_by' },
  { status: 'PENDING_DOC_UPLOAD', process: 'Account closure', updatedDaysAgo: 7, pin: 'doc_upload' },
  { status: 'PARTIAL_APPROVED', process: 'Super partial payment', updatedDaysAgo: 8, pin: 'partial' },
  { status: 'AWAITING_FUNDS_OR_ASSETS', process: 'TD maturity elections', updatedDaysAgo: 9 },
];

/** The rest: every status twice and every cancellation reason once, processes in turn. */
function matrix(): Plan[] {
  const plans: Plan[] = [];
  let p = 0;
  const next = () => PROCESSES[p++ % PROCESSES.length].name;
  const reasonOf = (status: string) => (status === 'FAILED' ? 'CANCELLED_PROCESSING_ERROR' : status === 'CANCELLED' ? 'CANCELLED_BY_SYSTEM' : undefined);
  for (const status of TASK_STATUSES) for (let i = 0; i < 2; i++) plans.push({ status, process: next(), reason: reasonOf(status) });
  for (const reason of CANCELLATION_REASONS) plans.push({ status: 'CANCELLED', reason, process: next() });
  return plans;
}

const title = (upper: string) => upper.toLowerCase().replace(/\b[a-z]/g, (c) => c.toUpperCase());
const personName = (r: Random) => `${r.pick(r.chance(0.5) ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES)} ${r.pick(LAST_NAMES)}`;

function kindOf(a: AccountInfo): AccountKind {
  if (a.account_type === 'TD') return 'td';
  if (a.account_type === 'CASH') return 'cash';
  if (a.wrap_product_type === 'Super') return 'super';
  if (a.wrap_product_type === 'Pension') return 'pension';
  return 'investment';
}

interface Ctx {
  r: Random;
  user: { mac: string; name: string };
  colleagues: { mac: string; name: string }[];
  byKind: Map<AccountKind, AccountInfo[]>;
  all: AccountInfo[];
  items: { n: number };
  now: number;
}

const item = (ctx: Ctx, prefix: string) => `${prefix}${ctx.items.n++}`;

function pickAccount(ctx: Ctx, kind: AccountKind): AccountInfo {
  const list = (kind === 'any' ? undefined : ctx.byKind.get(kind)) ?? ctx.all;
  return ctx.r.pick(list.length ? list : ctx.all);
}

const TEXT_DOC = (c: { case_id: string; intent_name: string }) =>
  Buffer.from(`File note for ${c.case_id} (${c.intent_name})\n\nClient meeting held; the client confirmed the instruction.\nAttached: identification verified by the adviser.\n`, 'utf8');

function buildCase(ctx: Ctx, plan: Plan, intentNo: number, caseNo: number): NewCase {
  const { r } = ctx;
  const process: Process = processByName(plan.process);
  const account = pickAccount(ctx, process.kind);
  const other = ctx.all.find((a) => a !== account && a.account_type === 'CASH');
  const updatedAgo = plan.updatedDaysAgo ?? r.int(0, 110);
  const updated = new Date(ctx.now - updatedAgo * DAY - r.int(5, 600) * MIN);
  const created = new Date(updated.getTime() - (plan.status === 'SUBMITTED' ? r.int(1, 30) * MIN : r.int(1, 10) * DAY + r.int(1, 600) * MIN));
  const initiator = plan.pin || r.chance(0.7) ? ctx.user : r.pick(ctx.colleagues);
  const intentId = intentIdOf(intentNo);
  const caseId = caseIdOf(caseNo);
  const migrated = plan.reason === 'migrated_reference_id' || plan.reason === 'migrated_pega_case';
  const approvals = process.authorised || APPROVAL.has(plan.status);

  // Authorisers: the account holder, and for some a second signatory.
  const authorisers: NewAuthoriser[] = [];
  if (approvals) {
    const names = [title(account.account_name).split(' & ')[0], personName(r)];
    const count = plan.pin === 'otp_locked' || plan.pin === 'partial' || plan.pin === 'declined_by' ? 2 : r.int(1, 2);
    const statusOf = (i: number): string => {
      switch (plan.status) {
        case 'AWAITING_CLIENT_APPROVAL': case 'PENDING_APPROVAL': return 'PENDING_APPROVAL';
        case 'PENDING_DOC_UPLOAD': return i === 0 ? 'PENDING_DOC_UPLOAD' : 'APPROVED';
        case 'PARTIAL_APPROVED': return i === 0 ? 'APPROVED' : 'PENDING_APPROVAL';
        case 'DECLINED': return i === 0 ? 'DECLINED' : 'CANCELLED';
        case 'CANCELLED': case 'FAILED': return 'CANCELLED';
        case 'SUBMITTED': case 'RECEIVED': return 'PENDING_APPROVAL';
        default: return 'APPROVED';
      }
    };
    for (let i = 0; i < count; i++) {
      authorisers.push({
        activity_id: item(ctx, 'ACT'), party_id: `P${String(r.int(1, 9_999_999)).padStart(7, '0')}`, authoriser_name: names[i],
        authorisation_level: count > 1 ? 'JOINT' : 'SOLE', role_type: r.pick(['OWNER', 'TRUSTEE', 'DIRECTOR', 'SIGNATORY']),
        status: statusOf(i), updated_at: new Date(updated.getTime() - i * MIN), expire_by: new Date(created.getTime() + 30 * DAY),
        errors: [], otp_locked: plan.pin === 'otp_locked' && i === 1, position: i,
      });
    }
  }
  const names = authorisers.map((a) => a.authoriser_name);

  // Documents and follow-ups.
  const documents: NewDocument[] = [];
  const doc = (name: string, type: string, content: Buffer, kind: NewDocument['kind'] = 'attachment'): string => {
    const id = item(ctx, 'DOC');
    documents.push({ document_id: id, document_name: name, content_type: type, content, uploaded_at: new Date(created.getTime() + MIN), uploaded_by: initiator.name, kind });
    return id;
  };
  if (plan.pin === 'documents' || r.chance(0.12)) doc(`file-note-${caseId}.txt`, 'text/plain', TEXT_DOC({ case_id: caseId, intent_name: plan.process }));
  if (plan.pin === 'documents' || plan.status === 'COMPLETED') {
    doc(`signed-authority-${caseId}.pdf`, 'application/pdf', printablePdf(`Signed authority ${caseId}`, [
      { text: 'Signed request authority', size: 16, bold: true }, { text: `${plan.process} - case ${caseId}`, gap: 6 },
      { text: `Signed by ${names[0] ?? title(account.account_name)}`, gap: 12 },
    ]), plan.pin === 'documents' ? 'attachment' : 'signed');
  }
  const followUps: NewFollowUp[] = [];
  const followUp = (status: string, at: Date, extra: Partial<NewFollowUp> = {}): string => {
    const id = item(ctx, 'FU-');
    const responded = status === 'Responded';
    followUps.push({
      id, status, request_type: 'INFORMATION', recipient_type: r.chance(0.8) ? 'Adviser' : 'Client', request_method: 'ONLINE',
      request_reason: r.pick(['Missing information', 'Identification required', 'Signature does not match']),
      response_expected_channels: ['ONLINE'], requested_by: 'Back office', requested_at: at,
      request_why: r.pick(['We could not verify the client\'s identity.', 'The form is missing the second signature.', 'The BSB supplied does not match the bank.']),
      request_what: r.pick(['Upload a certified copy of the client\'s driver licence.', 'Upload the form signed by both account holders.', 'Confirm the settlement account details.']),
      request_return_method: 'Upload in Adviser Online', response_expected_date: new Date(at.getTime() + 7 * DAY).toISOString().slice(0, 10),
      reminder_sent: status !== 'Pending' && status !== 'Responded',
      ...(responded ? { responded_by: initiator.name, responded_at: new Date(at.getTime() + DAY), response_content: 'Uploaded as requested.', response_received_channel: 'Adviser Online' } : {}),
      ...extra,
    });
    return id;
  };

  // History, oldest first: SUBMITTED, RECEIVED, then the path to the final status (repeats merge in the portal).
  const history: NewHistory[] = [{ type: 'SUBMITTED', at: created }];
  const span = updated.getTime() - created.getTime();
  const at = (f: number) => new Date(created.getTime() + Math.round(span * f));
  if (plan.status !== 'SUBMITTED') history.push({ type: 'RECEIVED', at: at(0.05) });
  if (APPROVAL.has(plan.status) || (approvals && !['SUBMITTED', 'RECEIVED'].includes(plan.status))) {
    history.push({ type: 'AWAITING_CLIENT_APPROVAL', at: at(0.1), authorisers: names }, { type: 'AWAITING_CLIENT_APPROVAL', at: at(0.2), authorisers: names });
  }
  if (!['SUBMITTED', 'RECEIVED', 'AWAITING_CLIENT_APPROVAL', 'PENDING_APPROVAL', 'PENDING_DOC_UPLOAD'].includes(plan.status)) {
    history.push({ type: 'INPROGRESS', at: at(0.3) }, { type: 'INPROGRESS', at: at(0.4) });
    if (plan.status === 'AWAITING_ADVISER' || plan.pin === 'pending_follow_up' || r.chance(0.35)) {
      const first = followUp('Responded', at(0.45));
      history.push({ type: 'AWAITING_ADVISER', at: at(0.45), follow_up_ids: [first] }, { type: 'INPROGRESS', at: at(0.55), follow_up_ids: [first] });
    }
  }
  if (plan.status === 'AWAITING_ADVISER') {
    const pending = followUp('Pending', at(0.9));
    history.push({ type: 'AWAITING_ADVISER', at: at(0.9), follow_up_ids: [pending] });
  }
  if (plan.reason === 'CLIENT_TO_RESUBMIT') history.push({ type: 'AWAITING_ADVISER', at: at(0.7), follow_up_ids: [followUp('NoResponse-Expired', at(0.7))] });
  if (plan.status === 'AWAITING_CLIENT') history.push({ type: 'AWAITING_ADVISER', at: at(0.6), follow_up_ids: [followUp('NoResponse-AutoUnpend', at(0.6))] });
  if (plan.status === 'AWAITING_EXTERNAL_PARTY') history.push({ type: 'AWAITING_ADVISER', at: at(0.6), follow_up_ids: [followUp('NoResponse-UnPend', at(0.6))] });
  const last = history[history.length - 1];
  const declining = authorisers.find((a) => a.status === 'DECLINED')?.authoriser_name;
  if (plan.status !== last.type || plan.status === 'INPROGRESS') {
    history.push({ type: plan.status, at: updated, authorisers: plan.status === 'DECLINED' && declining ? [declining] : plan.status === 'APPROVED' ? names : [] });
  }

  const accountDetails = [caseAccount(account, plan.process === 'Amend pension' && r.chance(0.2))];
  const cancelledBy = plan.status === 'CANCELLED' && plan.reason === 'CANCELLED_BY_ADVISER' ? initiator.name : null;
  const sla = process.name === 'General request' ? '10 business days' : '5 business days';
  const eta = new Date(created.getTime() + (process.name === 'General request' ? 14 : 7) * DAY).toISOString().slice(0, 10);
  return {
    intent_id: intentId,
    case_id: caseId,
    intent_name: process.name,
    event_name: process.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
    event_type: migrated ? 'MIGRATED' : process.name === 'General request' ? 'REQUEST_CENTRE' : 'DIGITAL',
    status: plan.status,
    api_status: plan.status === 'FAILED' ? 'error' : plan.status === 'SUBMITTED' ? 'in_progress' : 'success',
    approval_id: approvals ? `APR${intentNo}` : null,
    fulfillment_id: ['INPROGRESS', 'COMPLETED', 'READY_FOR_COLLECTION', 'AWAITING_PROCESSING_DATE', 'AWAITING_FUNDS_OR_ASSETS'].includes(plan.status) ? `F-${intentNo}` : null,
    initiator_mac: initiator.mac,
    initiator_name: initiator.name,
    request_source: migrated ? 'Back office' : r.chance(0.85) ? 'Adviser Online' : 'Client Online',
    description: `${process.subprocess} for ${account.account_name}`,
    indexation_id: process.indexationId,
    created_date: created,
    updated_date: updated,
    cancellation_reason_code: ['CANCELLED', 'FAILED', 'DECLINED'].includes(plan.status) ? (plan.reason ?? null) : null,
    payload: {
      account_details: accountDetails,
      adviser_codes: account.primary_key ? [{ adviser_code: account.primary_key, dealer_code: account.dealer_code, adviser_name: account.adviser_name }] : [],
      create_request_type: process.name === 'General request' ? 'REQUEST_CENTRE' : 'DIGITAL',
      ...process.payload(r, { ...account, ledger_balance: r.int(0, 25_000) }, other && { ...other, ledger_balance: 0 }),
      ...(cancelledBy ? { update_detail: { code: 'CANCELLED_BY_ADVISER', message: 'Cancelled by the adviser', user_name: cancelledBy } } : {}),
      ...(plan.status === 'RECLASSIFIED' ? { reclassified_to: 'General request' } : {}),
      ...(plan.status === 'FAILED' ? { errors: [{ code: 'PROCESSING_ERROR', message: 'The instruction could not be processed.' }] } : {}),
      eta,
    },
    meta: {
      online_request_name: process.subprocess, subprocess_name: process.subprocess, product_code: account.product_code,
      business_venture: account.business_venture, sla, eta, category: null, attachment_status: [],
    },
    entity_keys: account.entity_keys,
    history,
    follow_ups: followUps,
    authorisers,
    documents,
  };
}

async function seedNumber(db: Db): Promise<number> {
  const { rows } = await db.query<{ seed: number }>('select seed from seed_info limit 1');
  return Number(rows[0]?.seed ?? SEED_DEFAULTS.seed);
}

/** The seed part: about fifty cases for each demo user with accounts. */
export async function seedRequestCases(db: Db): Promise<void> {
  const seed = await seedNumber(db);
  const scopes = new ScopeResolver(db, 0);
  const users = (await db.query<{ mac: string; name: string }>(`select mac, first_name || ' ' || last_name as name from users order by mac`)).rows;
  const now = Date.now();
  const cases: NewCase[] = [];
  for (const [u, user] of users.entries()) {
    const scope = await scopes.forUser(user.mac);
    const numbers = (await db.query<{ account_number: string }>(
      `select distinct a.account_number from accounts a join account_advisers aa on aa.account_id = a.account_id
        where aa.entity_key = any($1::text[]) and a.account_status = 'Active' and a.account_type <> 'MOT' order by 1`,
      [scope?.entityKeys ?? []],
    )).rows.map((r) => r.account_number);
    if (!numbers.length) continue;
    const accounts = [...(await accountsByNumber(db, numbers)).values()].sort((a, b) => a.account_number.localeCompare(b.account_number));
    const r = Random.for(seed, `request-cases:${user.mac}`);
    const byKind = new Map<AccountKind, AccountInfo[]>();
    for (const a of accounts) byKind.set(kindOf(a), [...(byKind.get(kindOf(a)) ?? []), a]);
    const ctx: Ctx = {
      r, user, byKind, all: accounts, now, items: { n: 1_000_000 + (u + 1) * 10_000 },
      colleagues: [1, 2].map((i) => ({ mac: `P${user.mac.slice(1)}${i}`, name: personName(r) })),
    };
    const base = 1_000_000 + (u + 1) * 1000;
    [...PINNED, ...matrix()].forEach((plan, k) => cases.push(buildCase(ctx, plan, base + k + 1, base + k + 1)));
  }
  await writeCases(db, cases);
  // One pinned case per user shows an attachment already flagged as malware (002 §8).
  await db.query(
    `with flagged as (
       update case_documents d set malware = true from cases c
        where c.intent_id = d.intent_id and c.intent_id like 'INT1_0_003' and d.content_type = 'text/plain'
        returning d.intent_id, d.document_name)
     update cases c set meta = jsonb_set(c.meta, '{attachment_status}', jsonb_build_array(jsonb_build_object('code', 'CMSE067', 'description', 'Malware detected in [' || f.document_name || ']')))
       from flagged f where f.intent_id = c.intent_id`,
  );
}

/**
 * N plain cases spread over every adviser (the benchmark's 100,000): one bulk load with the case indexes built
 * afterwards, a SUBMITTED history event each. Accounts are sampled evenly (at most 20,000); a case's initiator is
 * the user who holds its adviser entity, else the adviser. Answers how many it wrote.
 */
export async function seedBulkCases(db: Db, count: number, opts: { seed?: number; log?: (m: string) => void } = {}): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`seedBulkCases: count must be a whole number >= 1, got ${count}`);
  const seed = opts.seed ?? (await seedNumber(db));
  const total = Number((await db.query<{ n: number }>('select count(*) as n from accounts')).rows[0].n);
  const step = Math.max(1, Math.ceil(total / 20_000));
  const { rows: sample } = await db.query<{ account_number: string }>(
    `select account_number from accounts where account_type <> 'MOT' and substr(account_id, 2)::bigint % $1 = 0 order by account_id`,
    [step],
  );
  const accounts = [...(await accountsByNumber(db, sample.map((s) => s.account_number))).values()].filter((a) => a.primary_key);
  if (!accounts.length) throw new Error('seedBulkCases: no accounts to raise cases on');
  const holders = new Map(
    (await db.query<{ entity_key: string; mac: string; name: string }>(
      `select distinct on (ue.entity_key) ue.entity_key, u.mac, u.first_name || ' ' || u.last_name as name
         from user_entities ue join users u on u.mac = ue.mac order by ue.entity_key, u.mac`,
    )).rows.map((h) => [h.entity_key, h]),
  );
  const r = Random.for(seed, `bulk-cases:${count}`);
  const started = performance.now();
  const now = Date.now();
  return db.transaction(async (tx) => {
    const ids = await nextIds(tx, count);
    const restore = await deferIndexes(tx, ['cases']);
    const writer = new BatchWriter(tx, 'cases', CASE_SPEC, 5000);
    for (let i = 0; i < count; i++) {
      const a = accounts[r.int(0, accounts.length - 1)];
      const process = PROCESSES[r.int(0, PROCESSES.length - 1)];
      const status = TASK_STATUSES[r.int(0, TASK_STATUSES.length - 1)];
      const holder = holders.get(a.primary_key!);
      const updated = new Date(now - r.int(0, 120 * 24 * 60) * MIN);
      const created = new Date(updated.getTime() - r.int(0, 20 * 24 * 60) * MIN);
      const cancelled = status === 'CANCELLED' || status === 'FAILED' || status === 'DECLINED';
      writer.add(caseValues({
        intent_id: intentIdOf(ids.intent + i),
        case_id: caseIdOf(ids.caseNo + i),
        intent_name: process.name,
        event_name: process.name.toUpperCase().replace(/[^A-Z0-9]+/g, '_'),
        event_type: 'DIGITAL',
        status,
        initiator_mac: holder?.mac ?? `X${a.primary_key}`,
        initiator_name: holder?.name ?? a.adviser_name ?? a.primary_key!,
        request_source: 'Adviser Online',
        description: `${process.subprocess} for ${a.account_name}`,
        indexation_id: process.indexationId,
        created_date: created,
        updated_date: updated,
        cancellation_reason_code: cancelled ? CANCELLATION_REASONS[r.int(0, CANCELLATION_REASONS.length - 1)] : null,
        payload: {
          account_details: [caseAccount(a)],
          adviser_codes: [{ adviser_code: a.primary_key, dealer_code: a.dealer_code, adviser_name: a.adviser_name }],
          create_request_type: 'DIGITAL',
          amount: Math.round(r.logUniform(500, 500_000) * 100) / 100,
        },
        meta: { online_request_name: process.subprocess, subprocess_name: process.subprocess, product_code: a.product_code, business_venture: a.business_venture, sla: '5 business days', attachment_status: [] },
        entity_keys: a.entity_keys,
      }));
      if (writer.full) await writer.flush();
    }
    await writer.flush();
    await tx.query(
      `insert into case_history (intent_id, type, occurred_at)
       select intent_id, 'SUBMITTED', created_date from cases where intent_id >= $1 and length(intent_id) = length($1) and intent_id <= $2`,
      [intentIdOf(ids.intent), intentIdOf(ids.intent + count - 1)],
    );
    opts.log?.(`${count} cases written in ${((performance.now() - started) / 1000).toFixed(1)} s; building indexes`);
    await restore();
    await tx.exec('analyze cases');
    opts.log?.(`${count} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return count;
  });
}
