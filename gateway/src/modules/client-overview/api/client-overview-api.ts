import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface ContactRecord {
  subType?: string | null;
  value?: string | null;
}

export interface AddressRecord {
  addressLines?: string[] | null;
  suburb?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  primary?: boolean | null;
  type?: string | null;
  updatedDate?: string | null;
  formattedAddress?: string | null;
}

export interface ClientDetailsRecord {
  contactId: string;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  organisationName?: string | null;
  fullName?: string | null;
  email?: string | null;
  primaryContact?: ContactRecord | null;
  mobile?: ContactRecord | null;
  office?: ContactRecord | null;
  home?: ContactRecord | null;
  fax?: ContactRecord | null;
  address?: AddressRecord | null;
  mailingAddress?: AddressRecord | null;
  homeAddress?: AddressRecord | null;
  businessAddress?: AddressRecord | null;
  dateOfBirth?: string | null;
  abn?: string | null;
  acn?: string | null;
  contactType?: string | null;
  status?: string | null;
  type?: string | null;
  clientLoginDetails?: {
    mobileBankingApp?: { installed?: boolean | null; lastLogin?: string | null } | null;
    authenticatorApp?: { status?: string | null; lastLogin?: string | null } | null;
  } | null;
}

export interface ClientDetailsResponse {
  data?: ClientDetailsRecord | null;
  error?: Array<{ code?: string; message?: string }> | null;
}

export interface RelatedAccountRecord {
  accountId?: string | null;
  accountNumber: string;
  accountShortName?: string | null;
  productCode: string;
  productDescription?: string | null;
  accountType: string;
  accountStatus: string;
  availableBalance?: number | null;
  ledgerBalance?: number | null;
  maturityDate?: string | null;
  adviserCode?: string | null;
}

export const clientDetailsPath = (contactId: string) =>
  `/api/wealth/channel/adviser/v2/adviser/client/${encodeURIComponent(contactId)}/details`;
export const relatedAccountsPath = (contactId: string) =>
  `/api/wealth/channel/adviser/v1/clients/${encodeURIComponent(contactId)}/related-accounts`;

export function getClientDetails(upstream: RequestUpstream, contactId: string, badge: string | undefined) {
  return upstream.get<ClientDetailsResponse>(clientDetailsPath(contactId), { query: { badge } });
}

/** 002 §7: every open-like status and Closed are asked for; include-mot-accounts only for the mgl brand. */
export function getRelatedAccounts(upstream: RequestUpstream, contactId: string, badge: string | undefined, mgl: boolean) {
  return upstream.get<{ account_details?: RelatedAccountRecord[] | null }>(relatedAccountsPath(contactId), {
    query: {
      badge,
      'include-term-deposit-accounts': 'true',
      'include-balances': 'true',
      'account-status': 'Open,Closed,Dormant,Held,Blocked',
      'include-mot-accounts': mgl ? 'true' : undefined,
    },
  });
}
