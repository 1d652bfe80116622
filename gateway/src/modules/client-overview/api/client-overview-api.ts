import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const DETAILS = '/api/wealth/channel/adviser/v2/adviser/client/{clientId}/details';
const RELATED = '/api/wealth/channel/adviser/v1/clients/{clientId}/related-accounts';

export type ClientDetailsResponse = UpstreamResponse<typeof DETAILS>;
export type ClientDetailsRecord = NonNullable<ClientDetailsResponse['data']>;
export type ContactRecord = NonNullable<ClientDetailsRecord['mobile']>;
export type AddressRecord = NonNullable<ClientDetailsRecord['address']>;
export type RelatedAccountRecord = NonNullable<UpstreamResponse<typeof RELATED>['account_details']>[number];

export function getClientDetails(upstream: RequestUpstream, contactId: string, badge: string | undefined) {
  return upstream.api.GET(DETAILS, { params: { path: { clientId: contactId }, query: { badge } } });
}

/** 002 §7: every open-like status and Closed are asked for; include-mot-accounts only for the mgl brand. */
export function getRelatedAccounts(upstream: RequestUpstream, contactId: string, badge: string | undefined, mgl: boolean) {
  return upstream.api.GET(RELATED, {
    params: {
      path: { clientId: contactId },
      query: {
        badge,
        'include-term-deposit-accounts': 'true',
        'include-balances': 'true',
        'account-status': 'Open,Closed,Dormant,Held,Blocked',
        'include-mot-accounts': mgl ? 'true' : undefined,
      },
    },
  });
}
