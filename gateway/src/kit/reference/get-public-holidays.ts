// The bank's public holidays (002 §7): payments' date picker and chat's business hours both read them.
import type { RequestUpstream } from '../../upstream/request-upstream.js';

export const getPublicHolidays = (upstream: RequestUpstream) => upstream.api.GET('/api/wealth/payments/v1/get-public-holidays');
