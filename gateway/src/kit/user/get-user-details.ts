import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface UserDetails {
  mac: string;
  firstName: string;
  lastName: string;
  lastLogin?: string | null;
  securityAttributes?: { lastLogin?: string | null; lastPasswordChange?: string | null };
  brand: string;
  loginBadge: string;
  childBadge: string;
  /** The child badges held (001 §3); older upstreams may leave it out. */
  badges?: string[];
  /** Brand key (mgl, oasis, anz, ybr, perpetual) to the products held under it. */
  supportedBrandProducts: Record<string, string[]>;
  flags: Record<string, boolean>;
  dealerRestricted: boolean;
  dealerCode?: string | null;
}

export async function getUserDetails(upstream: RequestUpstream): Promise<UserDetails> {
  const res = await upstream.get<{ data: UserDetails }>('/api/wealth/channel/user/v1/user/details');
  return res.data;
}
