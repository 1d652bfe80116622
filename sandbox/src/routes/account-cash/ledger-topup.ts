// The transfer out a cash ledger makes on its last day so that it is never overdrawn (ledger-sql.ts "topup"),
// worked out in the process rather than in SQL: the same movements, drawn from the same md5(account_id:day), in
// exact cents (the SQL's numeric arithmetic has no rounding short of the cent here), walked back from the balance.
// The search (routes/transactions) needs it for every account it reads; SQL derives it several times slower.
import { createHash } from 'node:crypto';

export interface TopupAccount {
  account_id: string;
  /** Dollars, as stored (numeric text). */
  balance: string;
  /** yyyy-MM-dd: the ledger's first day (greatest of its window's start and the opening day) and last day. */
  first_day: string;
  last_day: string;
  /** A wrap account's linked cash account: no account keeping fee (it pays the wrap's fees, which come after). */
  linked: boolean;
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const hashOf = (account: string, day: string) => parseInt(createHash('md5').update(`${account}:${day}`).digest('hex').slice(0, 7), 16);
/** Round a positive rational num/den to a whole number, halves up (numeric's round for positive values). */
const roundDiv = (num: bigint, den: bigint) => (2n * num + den) / (2n * den);

/** The day's drawn movement in cents (signed), or 0 when the day carries none. */
function drawnCents(h: number, balanceCents: bigint): bigint {
  if (h % 10 >= 3) return 0n;
  const kind = Math.floor(h / 100) % 20;
  // CREDIT 0-1, DEBIT 2-5, BPAY 6-9, DIRECT_DEBIT 10-12, TRANSFER 13-14, else DIRECT_CREDIT or CONTRIBUTION
  const credit = kind <= 1 || kind >= 15 || (kind >= 13 && Math.floor(h / 2000) % 2 === 0);
  const [mulNum, mulDen] = kind >= 15 ? [132n, 100n] : kind >= 2 && kind <= 5 ? [4n, 10n] : [1n, 1n];
  const v = BigInt((Math.floor(h / 31) % 150000) + 1500);
  // size = round(v / 100 × scale × mul, 2), scale = balance / 20000 held between 0.05 and 3
  const [scaleNum, scaleDen] = balanceCents < 100_000n ? [5n, 100n] : balanceCents > 6_000_000n ? [3n, 1n] : [balanceCents, 2_000_000n];
  const cents = roundDiv(v * scaleNum * mulNum, scaleDen * mulDen);
  return credit ? cents : -cents;
}

/** The month-end interest credit in cents: round(max(balance, 0) × 0.035 / 12 × (0.8 + (h % 40) / 100) + 0.01, 2). */
function interestCents(h: number, balanceCents: bigint): bigint {
  const b = balanceCents > 0n ? balanceCents : 0n;
  // b/100 × 35/1000 / 12 × (80 + h%40)/100 dollars → cents: b × 35 × (80 + h%40) / (1000 × 12 × 100)
  return roundDiv(b * 35n * BigInt(80 + (h % 40)) + 1_200_000n, 1_200_000n);
}

/** Every movement before the transfer out and the wrap fees, oldest first: its day and signed cents. */
function movesOf(a: TopupAccount, balance: bigint): { day: string; cents: bigint }[] {
  const moves: { day: string; cents: bigint }[] = [];
  const first = Date.parse(`${a.first_day}T00:00:00Z`);
  for (let ms = first, end = Date.parse(`${a.last_day}T00:00:00Z`); ms <= end; ms += DAY_MS) {
    const day = iso(ms);
    const next = iso(ms + DAY_MS);
    if (day.endsWith('-01') && !a.linked) moves.push({ day, cents: -500n });
    const h = hashOf(a.account_id, day);
    const drawn = drawnCents(h, balance);
    if (drawn !== 0n) moves.push({ day, cents: drawn });
    if (next.endsWith('-01')) moves.push({ day, cents: interestCents(h, balance) });
  }
  return moves;
}

function topupOf(moves: readonly { cents: bigint }[], balance: bigint): bigint {
  if (!moves.length) return 0n;
  let running = balance;
  let lowest = balance;
  for (let i = moves.length - 1; i >= 0; i--) {
    running -= moves[i]!.cents;
    if (running < lowest) lowest = running;
  }
  return lowest >= 0n ? 0n : ((-lowest + 9_999n) / 10_000n) * 10_000n;
}

/** The transfer out on the account's last day, in cents (0: none). */
export function topupCents(a: TopupAccount): bigint {
  const balance = BigInt(Math.round(Number(a.balance) * 100));
  return topupOf(movesOf(a, balance), balance);
}

/**
 * The ledger's balance in cents at the end of each of `days` (ascending yyyy-MM-dd), transfer out included and the
 * wrap fees left out: the Transactions tab's running balance after the day's last movement, before any wrap fee.
 * A day before the first movement has the balance that movement started from.
 */
export function closingsBeforeFees(a: TopupAccount, days: readonly string[]): number[] {
  const balance = BigInt(Math.round(Number(a.balance) * 100));
  const moves = movesOf(a, balance);
  const topup = topupOf(moves, balance);
  // Walk back from the balance: before the last day's transfer out the ledger held the balance and the transfer.
  const out = new Array<number>(days.length);
  let running = balance + topup;
  let m = moves.length - 1;
  for (let i = days.length - 1; i >= 0; i--) {
    const day = days[i]!;
    while (m >= 0 && moves[m]!.day > day) running -= moves[m--]!.cents;
    out[i] = Number(day >= a.last_day ? balance : running);
  }
  return out;
}
