// What the create-request form offers: clients, accounts, the categories an account allows, validations.
import type { QueryResolvers, RequestSubCategory } from '../resolvers-types.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { AccountRecord } from '@gateway/kit/accounts/account-record.js';
import { searchAccounts } from '@gateway/kit/accounts/search-accounts.js';
import { dedupeAccounts } from '@gateway/kit/accounts/dedupe-accounts.js';
import { keywordParam } from '@gateway/kit/accounts/keyword-tokens.js';
import { searchClients } from '@gateway/kit/clients/search-clients.js';
import { clientQueryParam } from '@gateway/kit/clients/client-tokens.js';
import { displayName, toClient } from '@gateway/kit/clients/map-client.js';
import { queryBadge } from '@gateway/kit/query-badge.js';
import { getClientById } from './api/get-client-by-id.js';
import { getIndexation } from '@gateway/kit/requests/indexation.js';
import { getValidations } from './api/traverse.js';
import type { IndexationRow } from './api/task-centre.js';
import { errorItems } from '@gateway/kit/upstream-errors.js';
import { upstreamBodyOf } from '../../upstream/map-error.js';
import { checkId, indexationRow, ownAccount } from './access.js';
import { accessAllows, requestProductType, type RequestProductType } from './product-type.js';
import { shownValidationErrors } from '@gateway/kit/validation-tiers.js';

/** 002 §9: 2 characters or more; the account search for create request returns at most 50. */
const MIN_KEYWORD = 2;
const ACCOUNT_LIMIT = 50;
const CLIENT_LIMIT = 30;

const businessAreaOf = (type: RequestProductType) => (type === 'standalone cash' || type === 'wrap badged cash' ? 'Cash' : 'Wrap');

/** The indexation rows open to an account of this product type under this access level. */
export const allowedRows = (rows: readonly IndexationRow[], type: RequestProductType | null, access: string | null) =>
  type ? rows.filter((r) => r.product_types.includes(type) && accessAllows(access, r.access_level)) : [];

export async function accessOf(ctx: GatewayContext, account: AccountRecord): Promise<string | null> {
  return ctx.loaders.accountAccess.load(account.accountId);
}

async function toRequestAccounts(ctx: GatewayContext, rows: AccountRecord[]) {
  const accounts = dedupeAccounts(rows).flatMap((a) => {
    const productType = requestProductType(a.productCode);
    return productType ? [{ a, productType }] : [];
  });
  const access = await ctx.loaders.accountAccess.loadMany(accounts.map(({ a }) => a.accountId));
  return accounts.slice(0, ACCOUNT_LIMIT).map(({ a, productType }, i) => ({
    accountNumber: a.accountNumber,
    accountName: a.accountName,
    productCode: a.productCode,
    productDescription: a.accountProduct,
    productType,
    accessLevel: access[i] instanceof Error || !access[i] ? 'VIEW' : (access[i] as string),
    businessArea: businessAreaOf(productType),
  }));
}

export const createRequestQueries = {
  async requestCategories(_, args, ctx) {
    const [account, rows] = await Promise.all([ownAccount(ctx, args.accountNumber), getIndexation(ctx.upstream)]);
    const allowed = allowedRows(rows, requestProductType(account.productCode), await accessOf(ctx, account));
    const groups = new Map<string, { category: string; businessArea: string; subCategories: RequestSubCategory[] }>();
    for (const r of allowed) {
      const key = `${r.business_area}\u0000${r.category}`;
      if (!groups.has(key)) groups.set(key, { category: r.category, businessArea: r.business_area, subCategories: [] });
      groups.get(key)!.subCategories.push({ id: String(r.id), subCategory: r.sub_category, hierarchy: r.hierarchy ?? null, process: r.process, subprocess: r.subprocess ?? null });
    }
    return [...groups.values()];
  },

  /** 002 §5: tokens comma-joined (apostrophes kept); active clients only. */
  async requestClients(_, args, ctx) {
    const query = clientQueryParam(args.keyword);
    if (args.keyword.trim().length < MIN_KEYWORD || !query) return [];
    const res = await searchClients(ctx.upstream, { query, limit: CLIENT_LIMIT, badge: ctx.caller.badge });
    if (res.error?.length) throw gatewayError(ErrorCode.UPSTREAM_UNAVAILABLE, 'Client search reported errors');
    return (res.data ?? []).filter((c) => (c.status ?? '').toLowerCase() === 'active').map(toClient);
  },

  /** A client's active accounts (found by the client's name, kept by its id), or a keyword search; at most 50. */
  async requestAccounts(_, args, ctx) {
    const user = await ctx.loaders.userDetails();
    const badge = queryBadge(ctx.caller, user);
    const base = { accountStatus: ['Active'], badge, sortColumn: ['account_short_name', 'account_type'], sortOrder: 'asc' };
    if (args.contactId) {
      const client = await getClientById(ctx.upstream, checkId(args.contactId, 'contactId'), ctx.caller.badge);
      if (!client) throw gatewayError(ErrorCode.NOT_FOUND, 'No such client', { field: 'contactId' });
      const page = await searchAccounts(ctx.upstream, user.mac, { ...base, keyword: keywordParam(displayName(client)), limit: 100 }, undefined);
      return toRequestAccounts(ctx, (page.data?.accounts ?? []).filter((a) => a.clientId === client.contact_id));
    }
    const keyword = keywordParam(args.keyword);
    if ((args.keyword ?? '').trim().length < MIN_KEYWORD || !keyword) {
      if (args.keyword == null) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'Give a contactId or a keyword', { field: 'keyword' });
      return [];
    }
    const page = await searchAccounts(ctx.upstream, user.mac, { ...base, keyword, limit: ACCOUNT_LIMIT }, undefined);
    return toRequestAccounts(ctx, page.data?.accounts ?? []);
  },

  async requestValidations(_, args, ctx) {
    const [row, account, user] = await Promise.all([indexationRow(ctx, args.subCategoryId), ownAccount(ctx, args.accountNumber), ctx.loaders.userDetails()]);
    let body: unknown;
    try {
      body = await getValidations(ctx.upstream, row.process, account.accountNumber, queryBadge(ctx.caller, user));
    } catch (error) {
      const code = (error as { extensions?: { code?: string } }).extensions?.code;
      body = upstreamBodyOf(error);
      if (code !== ErrorCode.BAD_USER_INPUT || !errorItems(body).length) throw error;
    }
    const items = errorItems(body).map((e) => e as Parameters<typeof shownValidationErrors>[0][number]);
    return shownValidationErrors(items);
  },
} satisfies QueryResolvers;
