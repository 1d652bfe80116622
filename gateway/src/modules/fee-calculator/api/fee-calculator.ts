// The fee calculator's calls (issue 32 §3; our paths, sandbox/README.md "Fee calculator").
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamBody } from '@gateway/upstream/upstream-api.js';

const SCHEDULE = '/api/wealth/channel/fees/v1/fee-schedule';
const ESTIMATES = '/api/wealth/channel/fees/v1/fee-estimates';
const INPUTS = '/api/wealth/channel/fees/v1/accounts/{accountId}/fee-estimate-inputs';

export type EstimateBody = UpstreamBody<typeof ESTIMATES, 'post'>;

export const getFeeSchedule = (upstream: RequestUpstream) => upstream.api.GET(SCHEDULE);

/** A computation, not a change: the sandbox keeps nothing. */
export const postFeeEstimate = (upstream: RequestUpstream, body: EstimateBody) => upstream.api.POST(ESTIMATES, { body });

export const getFeeEstimateInputs = (upstream: RequestUpstream, accountId: string) => upstream.api.GET(INPUTS, { params: { path: { accountId } } });
