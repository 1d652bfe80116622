// Advice fee consent (issue 32 §2): the adviser's ongoing fee arrangements, filtered, sorted and paged upstream, and
// sending a renewal for the client to consent to. Only users the menu's rule admits (adviceFeeConsent) get data; the
// mutation is authorised by the policy's @can before it runs.
import type { Resolvers } from '../resolvers-types.js';
import { bad, keyword as keywordOf, pageSize, text } from '@gateway/kit/arguments.js';
import { requireRule } from '@gateway/kit/shell/require-rule.js';
import { upstreamBodyOf } from '@gateway/upstream/map-error.js';
import { accessAllows } from '../../../../policy/access.ts';
import { ruleOf } from '../../../../policy/decide.ts';
import { listArrangements, sendRenewal, type ArrangementsQuery, type UpstreamArrangement } from './api/arrangements-api.js';

type Status = UpstreamArrangement['status'];
const SENDABLE: readonly Status[] = ['RENEWAL_DUE', 'OVERDUE'];
const RENEW_ACCESS = ruleOf('fees.renewConsent').access as 'VIEW' | 'LIMITED' | 'FULL';

export function toArrangement(a: UpstreamArrangement) {
  return {
    accountId: a.account_id,
    accountNumber: a.account_number,
    accountName: a.account_name,
    productDescription: a.product_description,
    clientId: a.client_id ?? null,
    clientName: a.client_name,
    startDate: a.start_date,
    anniversaryDate: a.anniversary_date,
    feeAmount: a.fee_amount ?? null,
    feeRate: a.fee_rate ?? null,
    status: a.status,
    statusUntilDate: a.status_until ?? null,
    daysLeft: a.days_left ?? null,
    feeStopsDate: a.fee_stops ?? null,
    endedDate: a.ended_date ?? null,
    endReason: a.end_reason ?? null,
    renewal: a.renewal ? { id: a.renewal.request_id, status: a.renewal.status, sentAt: a.renewal.sent_at, answeredAt: a.renewal.answered_at ?? null } : null,
    canSendRenewal: SENDABLE.includes(a.status) && accessAllows(a.access, RENEW_ACCESS),
  };
}

interface Args {
  filter?: { statuses?: Status[] | null; keyword?: string | null } | null;
  sort?: 'DAYS_LEFT' | 'CLIENT' | 'ACCOUNT' | 'ANNIVERSARY' | null;
  order?: 'ASC' | 'DESC' | null;
  first?: number | null;
  after?: string | null;
}

/** The upstream query of the GraphQL arguments; throws BAD_USER_INPUT on a malformed one. */
export function toUpstreamQuery(args: Args): ArrangementsQuery & { limit: number; offset: number } {
  const first = pageSize(args.first, 25);
  let offset = 0;
  if (args.after) {
    if (!/^\d{1,7}$/.test(args.after)) throw bad('after', 'after must be a cursor from endCursor');
    offset = Number(args.after);
  }
  const statuses = args.filter?.statuses ?? [];
  return {
    status: statuses.length ? statuses.join(',') : undefined,
    keyword: keywordOf(args.filter?.keyword),
    sort: (args.sort ?? 'DAYS_LEFT').toLowerCase(),
    order: args.order === 'DESC' ? 'desc' : 'asc',
    limit: first,
    offset,
  };
}

export const feeConsentResolvers = {
  Query: {
    async feeArrangements(_, args, ctx) {
      const query = toUpstreamQuery(args);
      await requireRule(ctx, 'adviceFeeConsent', 'Advice fee consent needs flag reporting.afc and the Wrap or Vision product');
      const res = await listArrangements(ctx.upstream, query);
      const end = query.offset + res.data.length;
      const c = res.meta.counts;
      return {
        totalCount: res.meta.total_count,
        arrangements: res.data.map(toArrangement),
        endCursor: res.data.length === query.limit && end < res.meta.total_count ? String(end) : null,
        todayDate: res.meta.today,
        counts: { current: c.CURRENT, renewalDue: c.RENEWAL_DUE, overdue: c.OVERDUE, lapsed: c.LAPSED, ended: c.ENDED },
        rules: res.meta.rules,
      };
    },
  },
  Mutation: {
    async sendFeeRenewal(_, args, ctx) {
      const accountNumber = text(args.accountNumber);
      if (!accountNumber) throw bad('accountNumber', 'accountNumber is required');
      try {
        const res = await sendRenewal(ctx.upstream, accountNumber);
        ctx.upstream.forgetCaller();
        return { sent: true, refusal: null, arrangement: toArrangement(res.data) };
      } catch (error) {
        const code = (upstreamBodyOf(error) as { code?: unknown } | undefined)?.code;
        if (code === 'NOT_DUE' || code === 'ENDED') return { sent: false, refusal: code, arrangement: null };
        throw error;
      }
    },
  },
} satisfies Resolvers;
