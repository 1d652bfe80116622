// Payment permissions, payee groups, lookups, payment lists and public holidays (002 §3, §7).
import type { QueryResolvers } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { copyOf, text } from '../../copy.js';
import { getPaymentPermissions } from '@gateway/kit/accounts/payment-permissions.js';
import { getAccess } from './api/permissions.js';
import { getPublicHolidays } from '@gateway/kit/reference/get-public-holidays.js';
import { getPayeeGroups, lookupBiller, lookupBranch } from './api/lookups.js';
import { getPayment, listPayments } from './api/payment-calls.js';
import { authorityOf, paymentAccess, toPayment } from './map-payment.js';
import { paymentFlags } from './payment-flags.js';
import { failureOf } from './upstream-failure.js';

const MAX_SIZE = 200;

function pageArgs(page: number | null | undefined, size: number | null | undefined) {
  if (page != null && page < 0) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'page starts at 0', { field: 'page' });
  if (size != null && (size < 1 || size > MAX_SIZE)) throw gatewayError(ErrorCode.BAD_USER_INPUT, `size is 1 to ${MAX_SIZE}`, { field: 'size' });
  return { page: page ?? 0, size: size ?? 50 };
}

const items = (list: unknown[] | undefined) => (list ?? []) as Record<string, unknown>[];

/** A lookup's failure: not in the directory or malformed is the field's message; anything else, lookupFailed. */
function lookupMiss(ctx: GatewayContext, error: unknown) {
  const copy = copyOf(ctx);
  // A code not in the directory answers 404: a miss, not an error.
  const notFound = (error as { extensions?: { code?: string } }).extensions?.code === ErrorCode.NOT_FOUND;
  const failure = notFound ? null : failureOf(error);
  const invalid = notFound || failure?.status === 400 || !!failure?.codes.some((c) => /NOT_FOUND|INVALID/.test(c));
  return { found: false, details: null, message: text(copy, invalid ? 'payments.field.codeInvalid' : 'payments.lookupFailed') };
}

export const paymentQueries = {
  async paymentPermissions(_, args, ctx) {
    const [access, permissions, flags] = await Promise.all([
      getAccess(ctx.upstream, args.accountNumber),
      getPaymentPermissions(ctx.upstream, args.accountNumber),
      paymentFlags(ctx),
    ]);
    return {
      accountNumber: permissions.accountNumber,
      hasAccess: access.hasAccess,
      access: paymentAccess(permissions.access ?? access.access),
      canMakePayment: permissions.canMakePayment,
      productCode: permissions.productCode ?? null,
      signingType: permissions.signingType ?? null,
      authority: authorityOf(permissions.signingType),
      paymentsEnabled: flags.payments,
      mfaEnabled: flags.mfaEnabled,
    };
  },

  async payeesAndBillers(_, args, ctx) {
    const g = await getPayeeGroups(ctx.upstream, args.accountNumber);
    return {
      accountNumber: g.accountNumber,
      linkedAccounts: items(g.linkedAccounts),
      nominatedAccounts: items(g.nominatedAccounts),
      taxAccounts: items(g.taxAccounts),
      savedPayees: items(g.savedPayees),
      savedBillers: items(g.savedBillers),
      clientAccounts: items(g.clientAccounts),
    };
  },

  async bsbLookup(_, args, ctx) {
    try {
      return { found: true, details: await lookupBranch(ctx.upstream, args.code), message: null };
    } catch (error) {
      return lookupMiss(ctx, error);
    }
  },

  async billerLookup(_, args, ctx) {
    try {
      return { found: true, details: await lookupBiller(ctx.upstream, args.code), message: null };
    } catch (error) {
      return lookupMiss(ctx, error);
    }
  },

  async payments(_, args, ctx) {
    const { page, size } = pageArgs(args.page, args.size);
    const res = await listPayments(ctx.upstream, { accountNumber: args.accountNumber ?? undefined, view: args.view?.toLowerCase(), page, size });
    return { nodes: res.payments.map(toPayment), page: res.page, size: res.size, total: res.total };
  },

  async payment(_, args, ctx) {
    try {
      return toPayment(await getPayment(ctx.upstream, args.id));
    } catch (error) {
      if ((error as { extensions?: { code?: string } }).extensions?.code === ErrorCode.NOT_FOUND) return null;
      throw error;
    }
  },

  async publicHolidays(_, __, ctx) {
    return getPublicHolidays(ctx.upstream);
  },
} satisfies QueryResolvers;
