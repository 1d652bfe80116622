// The co-browse session service (sandbox/README.md "Screen sharing"): start, read, upload events, end.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody, UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const SESSION = '/api/wealth/cobrowse/v1/sessions/{id}';
const EVENTS = '/api/wealth/cobrowse/v1/sessions/{id}/events';

/** A session; the start answer adds its PIN. */
export type UpstreamScreenShareSession = UpstreamResponse<typeof SESSION> & Partial<Pick<UpstreamResponse<'/api/wealth/cobrowse/v1/sessions', 'post'>, 'pin'>>;

export const startSession = (upstream: RequestUpstream, product: string) => upstream.api.POST('/api/wealth/cobrowse/v1/sessions', { body: { product } });

export const getSession = (upstream: RequestUpstream, id: string) => upstream.api.GET(SESSION, { params: { path: { id } } });

export const postEvents = (upstream: RequestUpstream, id: string, events: UpstreamBody<typeof EVENTS>) =>
  upstream.api.POST(EVENTS, { params: { path: { id } }, body: events });

/** Ends the session; `logout`: the adviser is signing out, so the viewer hears 'logout' rather than 'end'. */
export const endSession = (upstream: RequestUpstream, id: string, logout = false) =>
  upstream.api.POST('/api/wealth/cobrowse/v1/sessions/{id}/end', { params: { path: { id } }, body: logout ? { reason: 'logout' } : {} });
