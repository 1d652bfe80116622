// The co-browse session service (sandbox/README.md "Screen sharing"): start, read, upload events, end.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

const BASE = '/api/wealth/cobrowse/v1/sessions';

export interface UpstreamScreenShareSession {
  sessionId: string;
  pin?: string;
  product: string;
  badge: string;
  status: 'WAITING' | 'CONNECTED' | 'ENDED' | 'FAILED';
  endedBy: 'ADVISER' | 'VIEWER' | 'EXPIRED' | 'FAILURE' | null;
  expiresAt: string;
  connectedAt: string | null;
  eventCount: number;
  assistNumber: string;
}

const id = (sessionId: string) => encodeURIComponent(sessionId);

export const startSession = (upstream: RequestUpstream, product: string) => upstream.post<UpstreamScreenShareSession>(BASE, { json: { product } });

export const getSession = (upstream: RequestUpstream, sessionId: string) => upstream.get<UpstreamScreenShareSession>(`${BASE}/${id(sessionId)}`);

export const postEvents = (upstream: RequestUpstream, sessionId: string, events: unknown[]) =>
  upstream.post<{ accepted: number }>(`${BASE}/${id(sessionId)}/events`, { json: events });

/** Ends the session; `logout`: the adviser is signing out, so the viewer hears 'logout' rather than 'end'. */
export const endSession = (upstream: RequestUpstream, sessionId: string, logout = false) =>
  upstream.post<UpstreamScreenShareSession>(`${BASE}/${id(sessionId)}/end`, logout ? { json: { reason: 'logout' } } : {});
