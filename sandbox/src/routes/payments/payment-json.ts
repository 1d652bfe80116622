// A saved payment as the reads answer it, with its challenges; scoped to the caller's accounts.
import type { Db } from '../../db/index.js';
import type { Scope } from '../../http/scope.js';
import { isoTimestamp, money } from '../shared/format.js';
import { paymentNotFound } from './payment-model.js';

export interface PaymentRow {
  payment_id: string;
  account_id: string;
  account_number: string;
  created_by: string;
  status: string;
  signing_type: string;
  schedule_type: string;
  next_date: string;
  last_date: string | null;
  frequency: string | null;
  destination_type: string;
  destination: Record<string, string | null>;
  payee_name: string;
  from_narrative: string | null;
  to_narrative: string | null;
  amount: string;
  created_at: Date | string;
  updated_at: Date | string;
}

export const PAYMENT_COLUMNS = `p.payment_id, p.account_id, a.account_number, p.created_by, p.status, p.signing_type, p.schedule_type,
  p.next_date::text as next_date, p.last_date::text as last_date, p.frequency, p.destination_type, p.destination, p.payee_name,
  p.from_narrative, p.to_narrative, p.amount, p.created_at, p.updated_at`;

/** A payment on an account the caller sees, or 404. */
export async function visiblePayment(db: Pick<Db, 'query'>, scope: Scope, id: string): Promise<PaymentRow> {
  const { rows } = await db.query<PaymentRow>(
    `select ${PAYMENT_COLUMNS} from payments p join accounts a on a.account_id = p.account_id
      where p.payment_id = $1 and exists (select 1 from account_advisers aa where aa.account_id = p.account_id and aa.entity_key = any($2::text[]))`,
    [id, scope.entityKeys],
  );
  if (!rows[0]) throw paymentNotFound();
  return rows[0];
}

export interface ChallengeRow {
  payment_id: string;
  party_id: string;
  name: string;
  status: string;
  verification_method: string | null;
  sends: number;
  sent_at: Date | string | null;
  expires_at: Date | string | null;
  actioned_at: Date | string | null;
}

export async function challengesOf(db: Pick<Db, 'query'>, ids: string[]): Promise<Map<string, ChallengeRow[]>> {
  const { rows } = await db.query<ChallengeRow>(
    `select c.payment_id, c.party_id, p.name, c.status, c.verification_method, c.sends, c.sent_at, c.expires_at, c.actioned_at
       from payment_challenges c join payment_parties p on p.party_id = c.party_id
      where c.payment_id = any($1::text[]) order by c.payment_id, c.party_id`,
    [ids],
  );
  const out = new Map<string, ChallengeRow[]>();
  for (const r of rows) out.set(r.payment_id, [...(out.get(r.payment_id) ?? []), r]);
  return out;
}

/** A payment as the *(ours)* reads answer it (README "Payments"). */
export function paymentJson(p: PaymentRow, challenges: ChallengeRow[]) {
  const d = p.destination;
  return {
    paymentId: p.payment_id,
    status: p.status,
    fromAccountNumber: p.account_number,
    amount: money(p.amount),
    scheduleType: p.schedule_type,
    schedule: { nextDate: p.next_date, lastDate: p.last_date, frequency: p.frequency },
    ...(p.destination_type === 'BPAY'
      ? { paymentDestinationBPAY: { biller: d.biller, billerName: d.billerName, nickname: d.nickname, billerShortName: d.billerShortName, crn: d.crn } }
      : { paymentDestinationEFT: { accountName: d.accountName, accountNumber: d.accountNumber, bsb: d.bsb, clientDescription: d.clientDescription } }),
    payeeName: p.payee_name,
    fromPaymentNarrative: p.from_narrative,
    toPaymentNarrative: p.to_narrative,
    signingType: p.signing_type,
    createdAt: isoTimestamp(p.created_at),
    updatedAt: isoTimestamp(p.updated_at),
    paymentAuthorities: challenges.map((c) => ({
      partyId: c.party_id,
      name: c.name,
      signingType: p.signing_type,
      verificationMethod: c.verification_method,
      status: c.status,
      sentAt: isoTimestamp(c.sent_at),
      expiryTime: isoTimestamp(c.expires_at),
      actionedAt: isoTimestamp(c.actioned_at),
    })),
  };
}
