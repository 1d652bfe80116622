// Account groups of the demo advisers: 2 to 8 active wrap accounts of one adviser, one dealer and one
// business venture each. An account is in at most one FEE group (the validate call's FEE_GROUP_CLASH).
import { DaysBefore } from './calendar.js';
import type { Person } from './plan-advisers.js';
import { Random } from './random.js';
import type { GroupCandidate } from './samples.js';

export interface GroupRow {
  code: string;
  name: string;
  group_types: string; // a text[] literal, e.g. '{FEE}'
  business_venture_id: string;
  status: 'ACTIVE' | 'INACTIVE' | 'PENDING' | 'CLOSED';
  dealer_code: string;
  attributes: string; // JSON
  created_by: string;
  created_date: string;
  updated_date: string | null;
  search_text: string;
}

export interface GeneratedGroups {
  groups: GroupRow[];
  members: { group_code: string; account_id: string }[];
  /** Group codes per adviser (person key), in creation order. */
  byAdviser: Map<string, string[]>;
}

interface Kind {
  types: string[];
  attributes: string[];
  suffix: string;
}

const ADVISER_FEE: Kind = { types: ['FEE'], attributes: ['ADVISER_SERVICE_FEE'], suffix: 'Family Adviser Fee' };
const ADMIN_FEE: Kind = { types: ['FEE'], attributes: ['ADMIN_FEE'], suffix: 'Admin Fee Group' };
const REPORTING: Kind = { types: ['REPORTING'], attributes: [], suffix: 'Household Reporting' };
const STATEMENTS: Kind = { types: ['STATEMENTS'], attributes: [], suffix: 'Family Statements' };
const REPORTING_STATEMENTS: Kind = { types: ['REPORTING', 'STATEMENTS'], attributes: [], suffix: 'Reporting and Statements' };

// Statement groups exist only under the Perpetual brand (the ppt child badge shows them).
const SEQUENCE: Record<string, Kind[]> = {
  mgl: [ADVISER_FEE, REPORTING, ADMIN_FEE, REPORTING, ADVISER_FEE],
  oasis: [ADVISER_FEE, REPORTING, ADMIN_FEE],
  perpetual: [ADVISER_FEE, STATEMENTS, REPORTING, REPORTING_STATEMENTS, ADMIN_FEE],
};

/** Some groups are not active, so the status filters and the "unknown means ACTIVE" rule have data. */
const NOT_ACTIVE: Record<string, GroupRow['status']> = { 'hbwp-olivia:4': 'CLOSED', 'hbwp-sophie:2': 'PENDING', 'pnpw-ethan:1': 'INACTIVE' };

export function generateGroups(
  seed: number,
  reference: string,
  persons: Person[],
  candidates: Map<string, GroupCandidate[]>,
  creatorOf: (person: Person) => string,
): GeneratedGroups {
  const random = Random.for(seed, 'groups');
  const days = new DaysBefore(reference);
  const result: GeneratedGroups = { groups: [], members: [], byAdviser: new Map() };
  const inFeeGroup = new Set<string>();
  let next = 101;

  for (const person of persons) {
    if (person.groups === 0) continue;
    const pool = candidates.get(person.key) ?? [];
    const byVenture = new Map<string, GroupCandidate[]>();
    for (const c of pool) (byVenture.get(c.venture) ?? byVenture.set(c.venture, []).get(c.venture)!).push(c);
    // The adviser's main venture first, then the others in turn.
    const ventures = [...byVenture.keys()].sort((a, b) => byVenture.get(b)!.length - byVenture.get(a)!.length || a.localeCompare(b));
    const codes: string[] = [];
    const grouped = new Set<string>();
    const sequence = SEQUENCE[person.dealer.brand];
    for (let g = 0; g < person.groups; g++) {
      const kind = sequence[g % sequence.length];
      const fee = kind.types.includes('FEE');
      const venture = ventures.find((v, i) => i === g % ventures.length && usable(byVenture.get(v)!, fee, inFeeGroup) >= 2)
        ?? ventures.find((v) => usable(byVenture.get(v)!, fee, inFeeGroup) >= 2);
      if (!venture) continue;
      // Accounts not yet in one of this adviser's groups first, so no two groups have the same members.
      const free = byVenture.get(venture)!.filter((c) => !fee || !inFeeGroup.has(c.accountId));
      const ordered = [
        ...random.shuffle(free.filter((c) => !grouped.has(c.accountId))),
        ...random.shuffle(free.filter((c) => grouped.has(c.accountId))),
      ];
      const chosen = ordered.slice(0, Math.min(ordered.length, random.int(2, 8)));
      const code = `AG${String(next++).padStart(6, '0')}`;
      const name = `${chosen[0].surname} ${kind.suffix}`;
      const createdAgo = random.int(20, 700);
      const status = NOT_ACTIVE[`${person.key}:${g}`] ?? 'ACTIVE';
      result.groups.push({
        code,
        name,
        group_types: `{${kind.types.join(',')}}`,
        business_venture_id: venture,
        status,
        dealer_code: person.dealer.code,
        attributes: JSON.stringify(kind.attributes),
        created_by: creatorOf(person),
        created_date: `${days.get(createdAgo)}T${String(random.int(22, 23)).padStart(2, '0')}:${String(random.int(0, 59)).padStart(2, '0')}:00Z`,
        updated_date: random.chance(0.4) ? `${days.get(random.int(1, createdAgo - 1))}T03:15:00Z` : null,
        search_text: `${name} ${code}`.toLowerCase(),
      });
      for (const c of chosen) {
        if (fee) inFeeGroup.add(c.accountId);
        grouped.add(c.accountId);
        result.members.push({ group_code: code, account_id: c.accountId });
      }
      codes.push(code);
    }
    result.byAdviser.set(person.key, codes);
  }
  return result;
}

function usable(list: GroupCandidate[], fee: boolean, inFeeGroup: Set<string>): number {
  return fee ? list.filter((c) => !inFeeGroup.has(c.accountId)).length : list.length;
}
