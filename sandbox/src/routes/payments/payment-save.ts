// Saving a payment exactly once: the idempotency binding of issue 7 (a key belongs to its user and its payload).
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import type { Scope } from '../../http/scope.js';
import { fingerprintOf, type PaymentInput } from './payment-model.js';
import { payeeSaved, type CheckedPayment, type PartyRow } from './payment-store.js';

/**
 * Saves the payment and its challenges (status PENDING), or finds the one this caller saved with the same
 * Idempotency-Key and the same payload (replayed); the same key with another payload is refused with 422.
 * The unique index on (created_by, idempotency_key) makes concurrent identical submits create one row.
 */
/**
 * The payment this caller saved earlier with this key and this payload (a replay), before any rule runs: the
 * first save may have changed what the rules see (the payee it saved now exists). The same key with another
 * payload is refused with 422.
 */
export async function priorPayment(db: Pick<Db, 'query'>, scope: Scope, input: PaymentInput, key?: string): Promise<string | null> {
  if (!key) return null;
  const fingerprint = fingerprintOf(input);
  const { rows } = await db.query<{ payment_id: string; idempotency_fingerprint: string }>(
    'select payment_id, idempotency_fingerprint from payments where created_by = $1 and idempotency_key = $2', [scope.mac, key],
  );
  if (rows[0] && rows[0].idempotency_fingerprint !== fingerprint) {
    throw new HttpError(422, { error: { errors: [{ code: 'IDEMPOTENCY_KEY_REUSED', message: 'This Idempotency-Key was used with a different payment' }] }, message: 'This Idempotency-Key was used with a different payment' });
  }
  return rows[0]?.payment_id ?? null;
}

export async function savePayment(db: Db, scope: Scope, input: PaymentInput, checked: CheckedPayment, parties: PartyRow[], key?: string): Promise<{ id: string; replayed: boolean }> {
  const fingerprint = key ? fingerprintOf(input) : null;
  const prior = () => priorPayment(db, scope, input, key);
  const earlier = await prior();
  if (earlier) return { id: earlier, replayed: true };
  const created = await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ payment_id: string }>(
      `insert into payments (payment_id, account_id, created_by, status, signing_type, schedule_type, next_date, last_date, frequency,
                             destination_type, destination, payee_name, from_narrative, to_narrative, amount, payload, idempotency_key, idempotency_fingerprint)
       values ('PAY' || nextval('payment_numbers'), $1, $2, 'AWAITING_AUTHORISATION', $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11, $12, $13, $14::jsonb, $15, $16)
       on conflict (created_by, idempotency_key) where idempotency_key is not null do nothing
       returning payment_id`,
      [
        checked.account.account_id, scope.mac, checked.signingType, input.scheduleType, input.nextDate, input.lastDate, input.frequency,
        input.destinationType, JSON.stringify(input.destination), input.payeeName, input.fromPaymentNarrative, input.toPaymentNarrative,
        input.amount, JSON.stringify(input), key ?? null, fingerprint,
      ],
    );
    const id = rows[0]?.payment_id;
    if (!id) return null;
    for (const p of parties) await tx.query('insert into payment_challenges (payment_id, party_id) values ($1, $2)', [id, p.party_id]);
    if (input.savePayeeBiller) await savePayee(tx, checked.account.account_id, input);
    return id;
  });
  if (created) return { id: created, replayed: false };
  return { id: (await prior())!, replayed: true };
}

async function savePayee(tx: Pick<Db, 'query'>, accountId: string, input: PaymentInput): Promise<void> {
  const d = input.destination;
  const bpay = input.destinationType === 'BPAY';
  // Checked before the save (PAYEE_EXISTS); two different payments saving one new payee at once keep one.
  if (await payeeSaved(tx, accountId, input)) return;
  await tx.query(
    `insert into payees (payee_id, account_id, kind, name, nickname, bsb, account_number, biller_code, crn)
     values ('PB' || nextval('payment_numbers'), $1, $2, $3, $4, $5, $6, $7, $8)`,
    [accountId, bpay ? 'biller' : 'payee', input.payeeName, d.nickname ?? null, d.bsb ?? null, d.accountNumber ?? null, d.biller ?? null, d.crn ?? null],
  );
}
