// What the seed does not store about a client (002 §3 Client details): other phone numbers, street
// addresses, ABN/ACN and the client's login devices, derived from the contact id so every start answers
// the same. *(ours)*: the seed keeps one suburb, mobile and email a client; the rest is made up here.
import { STREETS } from './streets.js';

/** Every tenth client (contact ids ending in 7) answers its details with the single DEVICES_ERROR (002 §4). */
export const devicesError = (contactId: string) => /7$/.test(contactId);

export interface SeedClient {
  contact_id: string;
  contact_type: string | null;
  type: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  organisation_name: string | null;
  suburb: string | null;
  state: string | null;
  postcode: string | null;
  status: string | null;
  email: string | null;
  mobile: string | null;
  date_of_birth: string | null;
}

/** FNV-1a of the contact id and a salt: one stable number per question asked about a client. */
function hash(contactId: string, salt: string): number {
  let h = 0x811c9dc5;
  for (const ch of `${salt}:${contactId}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return h;
}
const pick = (contactId: string, salt: string, n: number) => hash(contactId, salt) % n;
const digits = (contactId: string, salt: string, length: number) =>
  String(hash(contactId, salt)).padStart(10, '0').slice(-length).padStart(length, '0');

const AREA_CODE: Record<string, string> = { NSW: '02', ACT: '02', VIC: '03', TAS: '03', QLD: '07', SA: '08', WA: '08', NT: '08' };

function landline(client: SeedClient, salt: string): string {
  const d = digits(client.contact_id, salt, 8);
  return `${AREA_CODE[client.state ?? ''] ?? '02'} ${d.slice(0, 4)} ${d.slice(4)}`;
}

/** An ABN with a valid check (weights 10,1,3,...,19; sum divisible by 89). */
export function makeAbn(contactId: string): string {
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const tail = digits(contactId, 'abn', 9).split('').map(Number);
  for (let lead = 10; lead < 100; lead++) {
    const all = [Math.floor(lead / 10) - 1, lead % 10, ...tail];
    if (all.reduce((s, d, i) => s + d * weights[i], 0) % 89 === 0) {
      const abn = [Math.floor(lead / 10), lead % 10, ...tail].join('');
      return `${abn.slice(0, 2)} ${abn.slice(2, 5)} ${abn.slice(5, 8)} ${abn.slice(8)}`;
    }
  }
  return makeAbn(`${contactId}x`);
}

/** An ACN with a valid check digit (weights 8..1, complement of the sum mod 10). */
export function makeAcn(contactId: string): string {
  const first = digits(contactId, 'acn', 8).split('').map(Number);
  const check = (10 - (first.reduce((s, d, i) => s + d * (8 - i), 0) % 10)) % 10;
  const acn = [...first, check].join('');
  return `${acn.slice(0, 3)} ${acn.slice(3, 6)} ${acn.slice(6)}`;
}

function address(client: SeedClient, type: 'MAILING' | 'RESIDENTIAL' | 'BUSINESS', primary: boolean, poBox: boolean) {
  const id = client.contact_id;
  const line = poBox
    ? `PO Box ${100 + pick(id, `${type}-box`, 9000)}`
    : `${type === 'BUSINESS' ? `Level ${1 + pick(id, 'level', 30)}, ` : ''}${1 + pick(id, `${type}-no`, 240)} ${STREETS[pick(id, `${type}-street`, STREETS.length)]}`;
  const suburb = client.suburb ?? '';
  const state = client.state ?? '';
  const postcode = client.postcode ?? '';
  return {
    addressLines: [line],
    suburb,
    state,
    postcode,
    country: 'Australia',
    primary,
    type,
    updatedDate: `20${String(18 + pick(id, `${type}-upd`, 8)).padStart(2, '0')}-${String(1 + pick(id, `${type}-m`, 12)).padStart(2, '0')}-${String(1 + pick(id, `${type}-d`, 28)).padStart(2, '0')}`,
    formattedAddress: `${line}, ${suburb} ${state} ${postcode}`.trim(),
  };
}

const contact = (subType: string, value: string | null) => (value ? { subType, value } : null);

const AUTHENTICATOR = ['Installed', 'Not Installed', 'In Progress'] as const;

function lastLogin(contactId: string, salt: string): string {
  const day = 1 + pick(contactId, `${salt}-d`, 28);
  const hour = pick(contactId, `${salt}-h`, 24);
  const minute = pick(contactId, `${salt}-mi`, 60);
  return `2026-${String(1 + pick(contactId, `${salt}-m`, 10)).padStart(2, '0')}-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`;
}

export function clientLoginDetails(contactId: string) {
  const installed = pick(contactId, 'app', 3) !== 0;
  const status = AUTHENTICATOR[pick(contactId, 'auth', 3)];
  return {
    mobileBankingApp: { installed, lastLogin: installed ? lastLogin(contactId, 'app-login') : null },
    authenticatorApp: { status, lastLogin: status === 'Installed' ? lastLogin(contactId, 'auth-login') : null },
  };
}

/** The details answer's data (field names of 002 §3 Client details). */
export function clientDetails(client: SeedClient) {
  const id = client.contact_id;
  const individual = client.type === 'individual';
  const fullName = individual
    ? [client.first_name, client.middle_name, client.last_name].filter(Boolean).join(' ')
    : client.organisation_name ?? '';
  const mobile = contact('Mobile', client.mobile);
  const home = individual && pick(id, 'home', 3) !== 0 ? contact('Home', landline(client, 'home')) : null;
  const office = !individual || pick(id, 'office', 4) === 0 ? contact('Business', landline(client, 'office')) : null;
  const fax = !individual && pick(id, 'fax', 3) === 0 ? contact('Fax', landline(client, 'fax')) : null;
  const email = contact('Email', client.email);
  const homeAddress = individual ? address(client, 'RESIDENTIAL', true, false) : null;
  const businessAddress = individual ? null : address(client, 'BUSINESS', true, false);
  const mailingAddress = pick(id, 'mail', 3) === 0 ? address(client, 'MAILING', false, true) : null;
  const company = ['Company', 'Client Company', 'Corporate', 'SMSF Holding Trustee'].includes(client.contact_type ?? '');
  return {
    contactId: id,
    firstName: client.first_name,
    middleName: client.middle_name,
    lastName: client.last_name,
    organisationName: client.organisation_name,
    fullName,
    email: client.email,
    primaryContact: individual ? mobile : (office ?? mobile),
    mobile,
    office,
    home,
    fax,
    emailContact: email,
    address: homeAddress ?? businessAddress,
    mailingAddress,
    homeAddress,
    businessAddress,
    dateOfBirth: client.date_of_birth,
    abn: individual ? null : makeAbn(id),
    acn: company ? makeAcn(id) : null,
    contactType: client.contact_type,
    status: client.status,
    type: client.type,
  };
}
