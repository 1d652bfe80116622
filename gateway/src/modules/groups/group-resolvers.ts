// The account group page and its writes (000 §2, §5 to §8): a processed group built from grouping v2,
// accounts/list, account/access and portfolio balances, each read batched per request.
import type { AccountGroupInput, Resolvers } from '../resolvers-types.js';
import type { GraphQLError } from 'graphql';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import type { AccountRecord } from '@gateway/kit/accounts/account-record.js';
import { sumMoney } from '@gateway/kit/decimal.js';
import { getWrapAccountNumbers } from './api/get-wrap-account-numbers.js';
import { closeGroup, createGroup, updateGroup, validateGroup, type GroupPayload } from './api/group-writes.js';
import { searchGroups } from '@gateway/kit/groups/search-groups.js';
import { cleanGroupName, groupStatus, toAccountGroup, type AccountGroupNode } from './process-group.js';

/** A group's member as GroupAccount's fields read it: the account id and its record, null when not visible. */
export interface MemberNode {
  accountId: string;
  record: AccountRecord | null;
}

function toPayload(input: AccountGroupInput): GroupPayload {
  const name = cleanGroupName(input.name);
  if (!name) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The group name is empty once cleaned');
  return {
    name,
    groupTypes: input.groupTypes,
    attributes: input.attributes ?? [],
    businessVentureId: input.businessVentureId,
    status: input.status ?? 'ACTIVE',
    dealerCode: input.dealerCode,
    accounts: [...new Set(input.accounts)].map((code) => ({ code })),
  };
}

async function loadGroup(ctx: GatewayContext, code: string): Promise<AccountGroupNode> {
  const [group] = await searchGroups(ctx.upstream, { codes: [code] });
  if (!group || group.code !== code) throw gatewayError(ErrorCode.NOT_FOUND, `No visible open group ${code}`);
  return toAccountGroup(group);
}

const settled = <T>(value: T | Error): value is T => !(value instanceof Error);

export const accountGroupResolvers = {
  Query: {
    async accountGroup(_, args, ctx) {
      return loadGroup(ctx, args.code);
    },
    async wrapAccountNumbers(_, args, ctx) {
      return args.composerCodes.length ? getWrapAccountNumbers(ctx.upstream, args.composerCodes) : [];
    },
  },
  Mutation: {
    async validateAccountGroup(_, args, ctx) {
      const { accounts, dealerCode, groupTypes, groupCode } = args.input;
      return validateGroup(ctx.upstream, {
        accounts: accounts.map((code) => ({ code })),
        dealerCode: dealerCode ?? undefined,
        groupTypes: groupTypes ?? undefined,
        groupCode: groupCode ?? undefined,
      });
    },
    async createAccountGroup(_, args, ctx) {
      return toAccountGroup(await createGroup(ctx.upstream, toPayload(args.input), args.idempotencyKey ?? undefined));
    },
    async updateAccountGroup(_, args, ctx) {
      return toAccountGroup(await updateGroup(ctx.upstream, args.code, toPayload(args.input)));
    },
    async closeAccountGroup(_, args, ctx) {
      const res = await closeGroup(ctx.upstream, args.code);
      return { accountGroupCode: res?.code ?? args.code, status: groupStatus(res?.status ?? 'CLOSED') };
    },
  },
  AccountGroup: {
    async accounts(group: AccountGroupNode, _: unknown, ctx: GatewayContext): Promise<MemberNode[]> {
      const records = await ctx.loaders.accountsById.loadMany(group.memberIds);
      return group.memberIds.map((accountId, i) => {
        const record = records[i];
        if (record instanceof Error) throw record;
        return { accountId, record };
      });
    },
    async portfolioValue(group, _, ctx) {
      // All balances start at once (the loader fires every call of the batch together).
      const balances = await ctx.loaders.portfolioBalance.loadMany(group.memberIds);
      if (!balances.every(settled)) return null;
      // Added in whole cents by their digits: a float sum of many balances drifts off the cent.
      return sumMoney(balances.map((b) => b?.netPortfolioValue ?? 0));
    },
    async isEditable(group, _, ctx) {
      const levels = await ctx.loaders.accountAccess.loadMany(group.memberIds);
      const failed = levels.find((l): l is Error => l instanceof Error);
      if (failed) throw failed;
      return levels.every((level) => level === 'FULL');
    },
  },
  GroupAccount: {
    accountNumber: (m: MemberNode) => m.record?.accountNumber ?? m.accountId,
    composerCode: (m: MemberNode) => (m.record as (AccountRecord & { composerCode?: string }) | null)?.composerCode ?? null,
    accountName: (m: MemberNode) => m.record?.accountName ?? null,
    productCode: (m: MemberNode) => m.record?.productCode ?? null,
    productName: (m: MemberNode) => m.record?.accountProduct ?? null,
    accountStatus: (m: MemberNode) => m.record?.accountStatus ?? null,
    businessVenture: (m: MemberNode) => m.record?.businessVenture ?? null,
    dealerCode: (m: MemberNode) => m.record?.dealerCode ?? null,
    adviserCode: (m: MemberNode) => m.record?.adviserCode ?? null,
    async availableBalance(m, _, ctx) {
      const balance = await ctx.loaders.portfolioBalance.load(m.accountId).catch((error: GraphQLError) => {
        throw gatewayError((error.extensions?.code as typeof ErrorCode.UPSTREAM_UNAVAILABLE) ?? ErrorCode.UPSTREAM_UNAVAILABLE, 'Error while retrieving balance for account', { account: m.accountId });
      });
      return balance?.netPortfolioValue ?? null;
    },
    access: (m, _, ctx) => ctx.loaders.accountAccess.load(m.accountId),
  },
} satisfies Resolvers;
