// A pension wrap account's Centrelink schedules (issue 17; our path). Any other account: 404.
import type { RequestUpstream } from '@gateway/upstream/request-upstream.js';

export interface UpstreamSchedule {
  schedule_id: string;
  financial_year: string;
  period_from: string;
  period_to: string;
  purchase_price: number;
  relevant_number: number;
  deductible_amount: number;
  annual_payments: number;
  payment_frequency: 'MONTHLY' | 'QUARTERLY' | 'HALF_YEARLY' | 'YEARLY';
  date_issued: string;
}

export async function getCentrelinkSchedules(upstream: RequestUpstream, accountId: string) {
  const res = await upstream.get<{ data: UpstreamSchedule[] }>(`/api/wealth/channel/centrelink/v1/accounts/${encodeURIComponent(accountId)}/schedules`);
  return res.data;
}
