// The client details and related-accounts answers as the schema's ClientOverview (002 §3, §4, §5).
import { accountKind, normaliseAccountNumber } from '@gateway/kit/accounts/account-kind.js';
import { isEnumValue } from '@gateway/kit/enum-value.js';
import type { AddressRecord, ClientDetailsRecord, ContactRecord, RelatedAccountRecord } from './api/client-overview-api.js';

export const SUB_TYPES = ['MOBILE', 'HOME', 'BUSINESS', 'EMAIL', 'FAX'] as const;
type SubType = (typeof SUB_TYPES)[number];

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

const SUB_TYPE_OF: Record<string, SubType> = {
  mobile: 'MOBILE',
  home: 'HOME',
  business: 'BUSINESS',
  office: 'BUSINESS',
  work: 'BUSINESS',
  email: 'EMAIL',
  fax: 'FAX',
};

function toContact(record: ContactRecord | null | undefined, fallback: SubType) {
  const value = present(record?.value);
  if (!value) return null;
  return { subType: SUB_TYPE_OF[(record?.subType ?? '').toLowerCase()] ?? fallback, value };
}

function toAddress(record: AddressRecord | null | undefined) {
  if (!record) return null;
  const addressLines = (record.addressLines ?? []).map((l) => l.trim()).filter(Boolean);
  const joined = [addressLines.join(', '), [record.suburb, record.state, record.postcode].filter(present).join(' ')]
    .filter(Boolean)
    .join(', ');
  const formattedAddress = present(record.formattedAddress) ?? joined;
  if (!formattedAddress) return null;
  return {
    addressLines,
    suburb: record.suburb ?? null,
    state: record.state ?? null,
    postcode: record.postcode ?? null,
    country: record.country ?? null,
    primary: Boolean(record.primary),
    type: record.type ?? null,
    updatedDate: record.updatedDate ?? null,
    formattedAddress,
  };
}

const AUTHENTICATOR: Record<string, 'INSTALLED' | 'NOT_INSTALLED' | 'IN_PROGRESS'> = {
  installed: 'INSTALLED',
  'not installed': 'NOT_INSTALLED',
  not_installed: 'NOT_INSTALLED',
  'in progress': 'IN_PROGRESS',
  in_progress: 'IN_PROGRESS',
};

function toLoginDetails(details: ClientDetailsRecord['clientLoginDetails']) {
  if (!details) return null;
  const app = details.mobileBankingApp;
  const auth = details.authenticatorApp;
  return {
    mobileAppInstalled: Boolean(app?.installed),
    mobileAppLastLogin: app?.lastLogin ?? null,
    authenticatorStatus: AUTHENTICATOR[(auth?.status ?? '').trim().toLowerCase()] ?? null,
    authenticatorLastLogin: auth?.lastLogin ?? null,
  };
}

/** `devicesError`: the answer carried the single DEVICES_ERROR, so login details are left out (002 §4). */
export function toClientOverview(d: ClientDetailsRecord, devicesError: boolean) {
  const individual = d.type === 'individual';
  const names = [d.firstName, d.middleName, d.lastName].map(present).filter(Boolean).join(' ');
  const fullName = present(d.fullName) ?? (individual ? names : present(d.organisationName) ?? names);
  const byType = new Map<SubType, string>();
  for (const [record, fallback] of [[d.mobile, 'MOBILE'], [d.home, 'HOME'], [d.office, 'BUSINESS'], [d.fax, 'FAX']] as const) {
    const c = toContact(record, fallback);
    if (c && !byType.has(c.subType)) byType.set(c.subType, c.value);
  }
  const email = present(d.email);
  if (email) byType.set('EMAIL', email);
  return {
    contactId: d.contactId,
    type: individual ? 'individual' : 'company',
    contactType: d.contactType ?? null,
    fullName,
    firstName: d.firstName ?? null,
    middleName: d.middleName ?? null,
    lastName: d.lastName ?? null,
    organisationName: d.organisationName ?? null,
    status: d.status ?? null,
    dateOfBirth: present(d.dateOfBirth),
    abn: present(d.abn),
    acn: present(d.acn),
    primaryContact: toContact(d.primaryContact, 'MOBILE'),
    contacts: SUB_TYPES.map((subType) => ({ subType, value: byType.get(subType) ?? null })),
    mailingAddress: toAddress(d.mailingAddress),
    residentialAddress: toAddress(d.homeAddress),
    businessAddress: toAddress(d.businessAddress),
    loginDetails: devicesError ? null : toLoginDetails(d.clientLoginDetails),
    loginDetailsUnavailable: devicesError,
  };
}

/** 002 §5: only Active and Closed accounts are kept. */
const KEPT_STATUSES = { Active: true, Closed: true } as const;

/** The document lets number, product and type be null; a row without them cannot be shown, so it is left out. */
export function toClientAccounts(records: RelatedAccountRecord[]) {
  return records.flatMap((r) => {
    const accountStatus = r.accountStatus;
    if (accountStatus == null || !isEnumValue(KEPT_STATUSES, accountStatus)) return [];
    if (r.accountNumber == null || r.productCode == null || r.accountType == null) return [];
    return [{
      accountId: r.accountId ?? r.accountNumber,
      accountNumber: r.accountNumber,
      accountShortName: (r.accountShortName ?? '').toUpperCase(),
      productCode: r.productCode,
      productDescription: r.productDescription ?? null,
      accountType: r.accountType,
      accountStatus,
      availableBalance: r.availableBalance ?? null,
      ledgerBalance: r.ledgerBalance ?? null,
      maturityDate: r.maturityDate ?? null,
      adviserCode: r.adviserCode ?? null,
      kind: accountKind(r.productCode),
      pageNumber: normaliseAccountNumber(r.accountNumber),
      parentAccountId: r.parentAccountId ?? null,
    }];
  });
}
