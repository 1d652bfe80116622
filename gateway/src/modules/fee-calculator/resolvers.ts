// The fee calculator (issue 32 §3): the standard wrap fee schedule, yearly fee estimates and an open wrap account's
// inputs. Answered only to users the Fee calculator's menu rule admits (config/rules.json feeCalculator: the wrap
// badge and the feesCalculator account feature), as the menu offers it. The upstream works every figure out exactly
// and scopes an account to the user's adviser entities (another adviser's is NOT_FOUND); amounts stay decimal text
// here, sent upstream as the numbers the wealth APIs read by their digits.
import { requireRule } from '@gateway/kit/shell/require-rule.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { upstreamBodyOf } from '../../upstream/map-error.js';
import type { Resolvers } from '../resolvers-types.js';
import { getFeeEstimateInputs, getFeeSchedule, postFeeEstimate } from './api/fee-calculator.js';

const RULE = 'feeCalculator';
const gate = (ctx: GatewayContext) => requireRule(ctx, RULE, 'The fee calculator is for the Macquarie Wrap badge with the feesCalculator feature (001 §6)');

/** The upstream's field (`investments/0/code`) as the input's path (`investments.0.code`). */
export function inputField(upstream: string): string {
  return upstream.replace(/\//g, '.').replace(/^adviser_fee\./, 'adviserFee.');
}

/** A 400 that names a field is BAD_USER_INPUT with extensions.field; anything else as it came. */
function rethrowWithField(error: unknown): never {
  const body = upstreamBodyOf(error) as { errors?: { field?: unknown; message?: unknown }[] } | undefined;
  const first = Array.isArray(body?.errors) ? body.errors[0] : undefined;
  if (first && typeof first.field === 'string' && typeof first.message === 'string') {
    throw gatewayError(ErrorCode.BAD_USER_INPUT, first.message, { field: inputField(first.field) });
  }
  throw error;
}

const negative = (money: string) => money.startsWith('-');

export const feeCalculatorResolvers = {
  Query: {
    async feeSchedule(_, _args, ctx) {
      await gate(ctx);
      const { data } = await getFeeSchedule(ctx.upstream);
      return {
        effectiveDate: data.effective_date,
        administrationTiers: data.administration_tiers.map((t) => ({ lowerBound: t.from, upperBound: t.to ?? null, rate: t.rate_pct })),
        administrationFixed: data.administration_fixed,
        cashFeeRate: data.cash_fee_pct,
        adviserFeeMaxRate: data.adviser_fee_max_pct,
        adviserFeeMaxAmount: data.adviser_fee_max_dollars,
        investments: data.investments
          .map((i) => ({ code: i.code, name: i.name, type: i.type, assetClass: i.asset_class, feeRate: i.fee_pct }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    },

    async feeEstimate(_, { input }, ctx) {
      await gate(ctx);
      if (negative(input.balance)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'must not be negative', { field: 'balance' });
      input.investments.forEach((i, n) => {
        if (negative(i.amount)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'must not be negative', { field: `investments.${n}.amount` });
      });
      if (negative(input.adviserFee.value)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'must not be negative', { field: 'adviserFee.value' });
      const res = await postFeeEstimate(ctx.upstream, {
        balance: Number(input.balance),
        investments: input.investments.map((i) => ({ code: i.code, amount: Number(i.amount) })),
        adviser_fee: { type: input.adviserFee.kind, value: Number(input.adviserFee.value) },
        ...(input.accountId ? { account_id: input.accountId } : {}),
      }).catch(rethrowWithField);
      const d = res.data;
      return {
        pricing: d.pricing,
        balance: d.balance,
        cash: d.cash,
        lines: d.lines.map((l) => ({
          type: l.fee_type, code: l.code ?? null, description: l.description, basis: l.basis,
          rate: l.rate_pct ?? null, fixed: l.fixed ?? null, monthly: l.monthly, yearly: l.yearly,
        })),
        totals: d.totals.by_type.map((t) => ({ type: t.fee_type, monthly: t.monthly, yearly: t.yearly })),
        monthly: d.totals.monthly,
        yearly: d.totals.yearly,
        yearlyRate: d.totals.yearly_pct,
      };
    },

    async feeEstimateInputs(_, { accountId }, ctx) {
      await gate(ctx);
      if (!/^[A-Za-z0-9-]{1,40}$/.test(accountId)) throw gatewayError(ErrorCode.NOT_FOUND, 'No such wrap account');
      const { data: d } = await getFeeEstimateInputs(ctx.upstream, accountId);
      return {
        accountId: d.account_id,
        accountNumber: d.account_number,
        accountName: d.account_name,
        asAt: d.as_at,
        balance: d.balance,
        cash: d.cash,
        investments: d.investments.map((i) => ({ code: i.code, name: i.name, amount: i.amount })),
        latestMonth: d.latest_month ? { periodFrom: d.latest_month.period_from, periodTo: d.latest_month.period_to, total: d.latest_month.total } : null,
      };
    },
  },
} satisfies Resolvers;
