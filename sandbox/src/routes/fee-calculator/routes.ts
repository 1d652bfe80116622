// The fee calculator's calls (issue 32 §3; our paths, sandbox/README.md "Fee calculator"): the standard schedule,
// an estimate on it or on an open account's own pricing, and what an open wrap account puts into an estimate.
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/index.js';
import { HttpError } from '../../http/http-error.js';
import type { RequestOf } from '../../http/route-schema.js';
import { monthlyFees } from '../account-reports/fees.js';
import { reportAccount } from '../account-reports/report-account.js';
import { CASH_CODE } from '../portfolio/assets.js';
import { toDay } from '../portfolio/days.js';
import { holdingsOn, portfolioOf } from '../portfolio/derive-portfolio.js';
import { seriesOf } from '../portfolio/history.js';
import { valuesByDay } from '../portfolio/month-end-values.js';
import { accountEstimate, standardEstimate, totalsByType, type AdviserFee, type Estimate } from './estimate.js';
import { centsOf, centsOfNumber, dollars, dollarsText, rateOfNumber, rateUnits, roundDiv } from './fee-maths.js';
import {
  ADMINISTRATION_FIXED_YEARLY, ADMINISTRATION_TIERS, ADVISER_FEE_MAX_DOLLARS, ADVISER_FEE_MAX_PCT, CASH_FEE_PCT,
  INVESTMENT_MENU, MENU_BY_CODE, SCHEDULE_EFFECTIVE_DATE,
} from './fee-schedule.js';
import { feeEstimate, feeEstimateInputs, feeSchedule } from './schemas.js';

export const FEE_CALCULATOR_PREFIX = '/wealth/channel/fees/v1';

/** A 400 naming the field, in the sandbox's coded shape. */
const badField = (field: string, message: string) =>
  new HttpError(400, { error: 'bad_request', message: `${field} ${message}`, errors: [{ code: 'BAD_REQUEST', field, message }] });

type EstimateBody = RequestOf<typeof feeEstimate>['Body'];

/** The body as exact amounts, or the first field that is wrong. */
export function readEstimateBody(body: EstimateBody) {
  const balance = centsOfNumber(body.balance);
  if (balance === null) throw badField('balance', 'must be dollars with at most 2 decimals');
  const seen = new Set<string>();
  const investments = body.investments.map((i, n) => {
    if (!MENU_BY_CODE.has(i.code)) throw badField(`investments/${n}/code`, 'is not on the wrap menu');
    if (seen.has(i.code)) throw badField(`investments/${n}/code`, 'is listed twice');
    seen.add(i.code);
    const cents = centsOfNumber(i.amount);
    if (cents === null) throw badField(`investments/${n}/amount`, 'must be dollars with at most 2 decimals');
    return { code: i.code, cents };
  });
  if (investments.reduce((s, i) => s + i.cents, 0n) > balance) throw badField('investments', 'must add up to no more than the balance');
  let adviserFee: AdviserFee;
  if (body.adviser_fee.type === 'PERCENT') {
    const units = rateOfNumber(body.adviser_fee.value);
    if (units === null) throw badField('adviser_fee/value', 'must be a percentage with at most 4 decimals');
    if (units > rateUnits(ADVISER_FEE_MAX_PCT)) throw badField('adviser_fee/value', `must be at most ${ADVISER_FEE_MAX_PCT}%`);
    adviserFee = { type: 'PERCENT', units };
  } else {
    const cents = centsOfNumber(body.adviser_fee.value);
    if (cents === null) throw badField('adviser_fee/value', 'must be dollars with at most 2 decimals');
    if (cents > centsOf(ADVISER_FEE_MAX_DOLLARS)!) throw badField('adviser_fee/value', `must be at most $${ADVISER_FEE_MAX_DOLLARS}`);
    adviserFee = { type: 'DOLLAR', cents };
  }
  return { balance, investments, adviserFee };
}

/** The estimate as the API answers it: dollars and % as numbers from their exact text. */
export function estimateAnswer(estimate: Estimate) {
  const totals = totalsByType(estimate);
  const monthly = totals.reduce((s, t) => s + t.monthly, 0n);
  const yearly = monthly * 12n;
  // % of the balance to 2 places, half away from zero: yearly / balance x 100.
  const pct = estimate.balance > 0n ? Number(dollarsText(roundDiv(yearly * 10000n, estimate.balance))) : 0;
  return {
    pricing: estimate.pricing,
    balance: dollars(estimate.balance),
    cash: dollars(estimate.cash),
    lines: estimate.lines.map((l) => ({
      fee_type: l.feeType, code: l.code, description: l.description, basis: dollars(l.basis),
      rate_pct: l.ratePct === null ? null : Number(l.ratePct), fixed: l.fixed === null ? null : dollars(l.fixed),
      monthly: dollars(l.monthly), yearly: dollars(l.monthly * 12n),
    })),
    totals: {
      by_type: totals.map((t) => ({ fee_type: t.feeType, monthly: dollars(t.monthly), yearly: dollars(t.monthly * 12n) })),
      monthly: dollars(monthly),
      yearly: dollars(yearly),
      yearly_pct: pct,
    },
  };
}

export function registerFeeCalculatorRoutes(app: FastifyInstance, db: Db): void {
  app.get(`${FEE_CALCULATOR_PREFIX}/fee-schedule`, { schema: feeSchedule }, async () => ({
    data: {
      effective_date: SCHEDULE_EFFECTIVE_DATE,
      administration_tiers: ADMINISTRATION_TIERS.map((t) => ({ from: Number(t.from), to: t.to === null ? null : Number(t.to), rate_pct: Number(t.ratePct) })),
      administration_fixed: Number(ADMINISTRATION_FIXED_YEARLY),
      cash_fee_pct: Number(CASH_FEE_PCT),
      adviser_fee_max_pct: Number(ADVISER_FEE_MAX_PCT),
      adviser_fee_max_dollars: Number(ADVISER_FEE_MAX_DOLLARS),
      investments: INVESTMENT_MENU.map((m) => ({ code: m.asset.code, name: m.asset.name, type: m.asset.type as 'LISTED' | 'MANAGED_FUND' | 'TERM_DEPOSIT', asset_class: m.asset.assetClass, fee_pct: Number(m.feePct) })),
    },
  }));

  app.post<RequestOf<typeof feeEstimate>>(`${FEE_CALCULATOR_PREFIX}/fee-estimates`, { schema: feeEstimate }, async (request) => {
    const input = readEstimateBody(request.body);
    if (request.body.account_id === undefined) return { data: estimateAnswer(standardEstimate(input)) };
    const account = await reportAccount(db, request.scope.entityKeys, request.body.account_id);
    if (account.account_type !== 'WRAP') throw new HttpError(404, { error: 'not_found' });
    const invested = input.investments.reduce((s, i) => s + i.cents, 0n);
    return { data: estimateAnswer(accountEstimate(account.account_id, input.balance, input.balance - invested)) };
  });

  app.get<RequestOf<typeof feeEstimateInputs>>(`${FEE_CALCULATOR_PREFIX}/accounts/:accountId/fee-estimate-inputs`, { schema: feeEstimateInputs }, async (request) => {
    const report = await reportAccount(db, request.scope.entityKeys, request.params.accountId);
    if (report.account_type !== 'WRAP') throw new HttpError(404, { error: 'not_found' });
    // The Fees tab's own derivation: the value series and the monthly rows charged on it (account-reports/routes.ts).
    const series = await seriesOf(db, request.scope, report.account_id);
    const values = valuesByDay(series.days);
    const rows = monthlyFees(report, values);
    const last = rows.at(-1);
    const asAt = last?.period_to ?? series.last;
    const valueCents = values.get(asAt) ?? 0;
    const holdings = holdingsOn(portfolioOf(series.account), toDay(asAt)).filter((h) => h.asset.code !== CASH_CODE);
    const investments = holdings
      .map((h) => ({ code: h.asset.code, name: h.asset.name, cents: Math.round(h.value * 100) }))
      .filter((h) => h.cents > 0)
      .sort((a, b) => b.cents - a.cents || a.code.localeCompare(b.code));
    const invested = investments.reduce((s, i) => s + i.cents, 0);
    const month = last ? rows.filter((r) => r.period_to === last.period_to) : [];
    return {
      data: {
        account_id: report.account_id,
        account_number: report.account_number,
        account_name: report.account_name,
        as_at: asAt,
        balance: valueCents / 100,
        cash: Math.max(0, valueCents - invested) / 100,
        investments: investments.map((i) => ({ code: i.code, name: i.name, amount: i.cents / 100 })),
        latest_month: last
          ? {
              period_from: last.period_from,
              period_to: last.period_to,
              total: month.reduce((s, r) => s + Math.round(r.amount * 100), 0) / 100,
              by_type: month.map((r) => ({ fee_type: r.fee_type, amount: r.amount })),
            }
          : null,
      },
    };
  });
}
