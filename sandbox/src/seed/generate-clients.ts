// Clients: individuals, companies, trusts and funds, each serviced by one adviser (entity_key).
import { CLUB_KINDS, COMPANY_SUFFIXES, PLACE_WORDS } from './data/organisation-words.js';
import { FEMALE_FIRST_NAMES, MALE_FIRST_NAMES } from './data/first-names.js';
import { LAST_NAMES } from './data/last-names.js';
import { SUBURBS } from './data/suburbs.js';
import type { Person } from './plan-advisers.js';
import { Random, Weighted } from './random.js';

/** How a client owns accounts: decides account names and role types. */
export type ClientKind = 'individual' | 'estate' | 'company' | 'trust' | 'smsf' | 'other';

export interface Client {
  contact_id: string;
  contact_type: string;
  type: 'individual' | 'company' | 'other';
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  organisation_name: string | null;
  suburb: string;
  state: string;
  postcode: string;
  status: 'Active' | 'Inactive' | 'Prospect';
  email: string;
  mobile: string;
  date_of_birth: string | null;
  entity_key: string;
  search_text: string;
  // Not stored: what accounts of this client are named and who services them.
  kind: ClientKind;
  displayName: string;
  /** The family or firm name groups are named after. */
  surname: string;
  partnerInitial: string;
  person: Person;
}

const CONTACT_TYPES = new Weighted<[string, ClientKind, Client['type']]>([
  [['Person', 'individual', 'individual'], 45],
  [['Client', 'individual', 'individual'], 15],
  [['Contact', 'individual', 'individual'], 4],
  [['Referrer', 'individual', 'individual'], 2],
  [['Estate', 'estate', 'individual'], 4],
  [['Company', 'company', 'company'], 8],
  [['Client Company', 'company', 'company'], 2],
  [['Corporate', 'company', 'company'], 1],
  [['Trust', 'trust', 'company'], 9],
  [['SMSF Trustee', 'smsf', 'company'], 5],
  [['SMSF Holding Trustee', 'smsf', 'company'], 2],
  [['Partnership', 'other', 'other'], 1],
  [['Association', 'other', 'other'], 0.5],
  [['Organization', 'other', 'other'], 0.5],
  [['Government Body', 'other', 'other'], 0.2],
  [['Registered Cooperative', 'other', 'other'], 0.2],
  [['Research House', 'other', 'other'], 0.1],
]);

const STATUSES = new Weighted<Client['status']>([['Active', 85], ['Inactive', 10], ['Prospect', 5]]);

export function generateClients(seed: number, count: number, persons: Person[]): Client[] {
  const random = Random.for(seed, 'clients');
  const servicing = new Weighted(persons.map((p) => [p, p.share] as const));
  const clients: Client[] = new Array(count);
  for (let i = 0; i < count; i++) clients[i] = makeClient(random, i, servicing.draw(random));
  return clients;
}

/**
 * Contact types of people and firms in the book who hold no account themselves (referrers, other contacts,
 * research houses): one drawn for a client who is not a prospect, and so will hold accounts, is that client's
 * holder type instead (issue 31: a client with five accounts was typed "Referrer"). Relabelled after the draw, so
 * the seed's random stream, and every account it makes, stay as they were.
 */
export const HOLDER_TYPE_OF: Readonly<Record<string, string>> = { Referrer: 'Client', Contact: 'Client', 'Research House': 'Organization' };

function makeClient(random: Random, index: number, person: Person): Client {
  const client = drawClient(random, index, person);
  const holder = HOLDER_TYPE_OF[client.contact_type];
  return holder && client.status !== 'Prospect' ? { ...client, contact_type: holder } : client;
}

function drawClient(random: Random, index: number, person: Person): Client {
  const [contactType, kind, type] = CONTACT_TYPES.draw(random);
  const place = random.pick(SUBURBS);
  const female = random.chance(0.5);
  const first = random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
  const last = random.pick(LAST_NAMES);
  const partnerInitial = random.pick(female ? MALE_FIRST_NAMES : FEMALE_FIRST_NAMES)[0];
  const contactId = `C${String(index + 1).padStart(7, '0')}`;
  const isPerson = type === 'individual';
  const middle = isPerson && random.chance(0.4) ? random.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES) : null;
  const organisation = isPerson ? null : organisationName(random, contactType, first, last, partnerInitial, place.suburb);
  const displayName = organisation ?? [first, middle, last].filter(Boolean).join(' ');
  const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const birthYear = kind === 'estate' ? random.int(1925, 1950) : random.int(1938, 2003);
  return {
    contact_id: contactId,
    contact_type: contactType,
    type,
    first_name: isPerson ? first : null,
    middle_name: middle,
    last_name: isPerson ? last : null,
    organisation_name: organisation,
    suburb: place.suburb,
    state: place.state,
    postcode: place.postcode,
    status: STATUSES.draw(random),
    email: isPerson ? `${slug(first)}.${slug(last)}@example.com` : `admin@${slug(organisation!).slice(0, 24)}.example.com`,
    mobile: `04${random.int(10, 99)} ${random.int(100, 999)} ${random.int(100, 999)}`,
    date_of_birth: isPerson
      ? `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`
      : null,
    entity_key: person.entities.wrap ?? person.entities.cash!,
    search_text: [displayName, place.suburb, contactId].join(' ').toLowerCase(),
    kind,
    displayName,
    surname: last,
    partnerInitial,
    person,
  };
}

function organisationName(random: Random, contactType: string, first: string, last: string, partner: string, suburb: string): string {
  const placeWord = random.pick(PLACE_WORDS);
  switch (contactType) {
    case 'Trust': {
      const r = random.next();
      if (r < 0.5) return `${last} Family Trust`;
      if (r < 0.8) return `${first[0]} & ${partner} ${last} Family Trust`;
      return `${placeWord} Unit Trust`;
    }
    case 'SMSF Trustee':
      return random.chance(0.6) ? `${last} Super Fund` : `${last} Family Superannuation Fund`;
    case 'SMSF Holding Trustee':
      return `${last} SMSF Pty Ltd`;
    case 'Partnership':
      return `${last} & ${random.pick(LAST_NAMES)} Partners`;
    case 'Association':
      return `${suburb} ${random.pick(CLUB_KINDS)} Inc`;
    case 'Organization':
      return `${placeWord} Foundation`;
    case 'Government Body':
      return `${suburb} Regional Council`;
    case 'Registered Cooperative':
      return `${placeWord} Co-operative Ltd`;
    case 'Research House':
      return `${placeWord} Research Pty Ltd`;
    default: // Company, Client Company, Corporate
      return random.chance(0.5)
        ? `${last} ${random.pick(COMPANY_SUFFIXES)} Pty Ltd`
        : `${placeWord} ${random.pick(COMPANY_SUFFIXES)} Pty Ltd`;
  }
}
