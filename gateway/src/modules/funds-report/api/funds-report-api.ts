import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';
import type { UpstreamResponse } from '@gateway/upstream/upstream-api.js';

const REPORT = '/api/intermediary-accounts/v1/intermediaries/{mac}/funds-and-accounts';
const HOLDINGS = '/api/intermediary-accounts/v1/intermediaries/{mac}/funds-and-accounts/holdings';

export type UpstreamFundsReport = UpstreamResponse<typeof REPORT>;
export type UpstreamFundsReportHoldings = UpstreamResponse<typeof HOLDINGS>;

export interface ReportQuery {
  assetCode?: string;
  dealerCode?: string;
  adviserCode?: string;
}

export function getFundsReport(upstream: RequestUpstream, mac: string, query: ReportQuery): Promise<UpstreamFundsReport> {
  return upstream.api.GET(REPORT, { params: { path: { mac }, query } });
}

export function getFundsReportHoldings(upstream: RequestUpstream, mac: string, query: ReportQuery & { after?: string; limit: number }): Promise<UpstreamFundsReportHoldings> {
  return upstream.api.GET(HOLDINGS, { params: { path: { mac }, query } });
}
