// An account's status, dates and money, drawn so the popular searches always have hits: some accounts
// opened (and funded) in the last 30 days, some closed in the last 30 days, a few opened in the last 3.
import type { ClientKind } from './generate-clients.js';
import { Random, Weighted } from './random.js';

export interface Lifecycle {
  statusCode: string;
  accountStatus: 'Active' | 'Closed' | 'Pending' | 'Deleted';
  /** Days before the reference day; null when the event has not happened. */
  openedAgo: number;
  fundedAgo: number | null;
  closedAgo: number | null;
}

const OLDEST = 5800; // about 16 years

// O open, R referral, M dormant, H hold, B blocked (all Active); C closed; I incomplete, P proforma (Pending); D deleted.
const STATUS = new Weighted<[string, Lifecycle['accountStatus']]>([
  [['O', 'Active'], 78], [['R', 'Active'], 2], [['M', 'Active'], 2], [['H', 'Active'], 1], [['B', 'Active'], 1],
  [['C', 'Closed'], 11], [['I', 'Pending'], 1.5], [['P', 'Pending'], 1.5], [['D', 'Deleted'], 2],
]);

export function drawLifecycle(random: Random, clientInactive: boolean): Lifecycle {
  const [statusCode, accountStatus] =
    clientInactive && random.chance(0.7) ? (['C', 'Closed'] as const) : STATUS.draw(random);
  switch (accountStatus) {
    case 'Pending':
      return { statusCode, accountStatus, openedAgo: random.int(0, 20), fundedAgo: null, closedAgo: null };
    case 'Deleted':
      return { statusCode, accountStatus, openedAgo: random.int(30, 3000), fundedAgo: null, closedAgo: null };
    case 'Closed': {
      const recent = random.chance(0.15);
      const openedAgo = random.int(recent ? 60 : 120, OLDEST);
      const closedAgo = recent ? random.int(0, 29) : random.int(30, openedAgo - 60);
      return { statusCode, accountStatus, openedAgo, fundedAgo: fundedAgo(random, openedAgo), closedAgo };
    }
    default: {
      const r = random.next();
      const openedAgo = r < 0.012 ? random.int(0, 2) : r < 0.05 ? random.int(3, 29) : random.int(30, OLDEST);
      const funded = openedAgo <= 2 && random.chance(0.5) ? null : fundedAgo(random, openedAgo);
      return { statusCode, accountStatus, openedAgo, fundedAgo: funded, closedAgo: null };
    }
  }
}

function fundedAgo(random: Random, openedAgo: number): number {
  return openedAgo - random.int(0, Math.min(14, openedAgo));
}

/** Balances are log-uniform between bounds and kept as 2-decimal strings (numeric columns). */
export const money = (value: number) => value.toFixed(2);

export function roleType(random: Random, kind: ClientKind): string {
  switch (kind) {
    case 'estate':
      return 'EXECUTOR';
    case 'company':
      return random.chance(0.8) ? 'DIRECTOR' : 'SIGNATORY';
    case 'trust':
    case 'smsf':
      return 'TRUSTEE';
    case 'other':
      return 'SIGNATORY';
    default:
      return random.chance(0.95) ? 'OWNER' : 'POWER OF ATTORNEY';
  }
}
