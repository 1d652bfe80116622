// The onboarding calls (sandbox/README.md "Account opening"), one function each.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';
import type { UploadFile } from '@gateway/kit/upload-files.js';

const B = '/api/wealth/onboarding/v1';
const PRODUCTS = `${B}/products` as const;
const APPLICATIONS = `${B}/applications` as const;
const ONE = `${B}/applications/{applicationId}` as const;

export type UpstreamProduct = UpstreamResponse<typeof PRODUCTS>['data'][number];
export type UpstreamApplication = UpstreamResponse<typeof ONE>['data'];
export type DraftBody = Record<string, unknown>;

const path = (applicationId: string) => ({ path: { applicationId } });

export const getProducts = async (upstream: RequestUpstream) => (await upstream.api.GET(PRODUCTS)).data;

export const getApplications = async (upstream: RequestUpstream, statuses: string[] | null) =>
  (await upstream.api.GET(APPLICATIONS, { params: { query: statuses ? { status: statuses.join(',') } : {} } })).data;

export const getApplication = async (upstream: RequestUpstream, id: string) => (await upstream.api.GET(ONE, { params: path(id) })).data;

export const postApplication = async (upstream: RequestUpstream, product: UpstreamProduct['product']) =>
  (await upstream.api.POST(APPLICATIONS, { body: { product } })).data;

export const putApplication = async (upstream: RequestUpstream, id: string, body: DraftBody) =>
  (await upstream.api.PUT(ONE, { params: path(id), body })).data;

/** The idempotency key is a header: the same key again answers the application as it is now. */
export const submitApplication = async (upstream: RequestUpstream, id: string, idempotencyKey: string) =>
  (await upstream.api.POST(`${ONE}/submit`, { params: { ...path(id), header: { 'idempotency-key': idempotencyKey } } })).data;

export const cancelApplication = async (upstream: RequestUpstream, id: string) => (await upstream.api.POST(`${ONE}/cancel`, { params: path(id) })).data;

export const resendApplication = async (upstream: RequestUpstream, id: string) => (await upstream.api.POST(`${ONE}/resend`, { params: path(id) })).data;

export const postDocuments = async (upstream: RequestUpstream, id: string, files: UploadFile[]) =>
  (await upstream.api.POST(`${ONE}/documents`, { params: path(id), body: { files } })).data;
