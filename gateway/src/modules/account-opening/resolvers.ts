// Open an account (issue 32 §1): products, applications and their moves, each one upstream call. Whether the user
// may act is the policy's answer (decide() on the user's role), shown so the web offers no button that would be refused.
import { ErrorCode, gatewayError } from '@gateway/errors.js';
import { checkFiles } from '@gateway/kit/upload-files.js';
import type { GatewayContext } from '@gateway/context.js';
import { decide } from '../../../../policy/decide.ts';
import type { Resolvers } from '../resolvers-types.js';
import {
  cancelApplication, getApplication, getApplications, getProducts, postApplication, postDocuments, putApplication, resendApplication,
  submitApplication, type UpstreamApplication,
} from './api/onboarding.js';
import { draftBody } from './draft-body.js';
import { PRODUCT_OUT, toApplication, toTile } from './map-application.js';
import { visible } from '../../policy/resource-facts.js';

async function mayAct(ctx: GatewayContext, action: 'application.edit' | 'application.start'): Promise<boolean> {
  const role = (await ctx.loaders.userDetails()).dealerRestricted ? 'dealerStaff' : 'adviser';
  return decide(action, action === 'application.start' ? { role } : { role, resource: {} }).allow;
}

async function answer(ctx: GatewayContext, a: UpstreamApplication) {
  ctx.upstream.forgetCaller();
  return toApplication(a, await mayAct(ctx, 'application.edit'));
}

const ID = /^[A-Za-z0-9]{1,40}$/;
function checkId(id: string): string {
  if (!ID.test(id)) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The application id is not valid', { field: 'id' });
  return id;
}

export const accountOpeningResolvers = {
  Query: {
    openAccountProducts: async (_, __, ctx) => (await getProducts(ctx.upstream)).map(toTile),
    async accountApplications(_, args, ctx) {
      const statuses = args.statuses?.length ? [...args.statuses] : null;
      const [list, canAct] = await Promise.all([getApplications(ctx.upstream, statuses), mayAct(ctx, 'application.edit')]);
      return list.map((a) => toApplication(a, canAct));
    },
    async accountApplication(_, args, ctx) {
      if (!ID.test(args.id)) return null;
      const [a, canAct] = await Promise.all([visible(getApplication(ctx.upstream, args.id)), mayAct(ctx, 'application.edit')]);
      return a && toApplication(a, canAct);
    },
    canStartAccountApplication: (_, __, ctx) => mayAct(ctx, 'application.start'),
  },
  Mutation: {
    startAccountApplication: async (_, args, ctx) => answer(ctx, await postApplication(ctx.upstream, PRODUCT_OUT[args.product])),
    saveAccountApplication: async (_, args, ctx) => answer(ctx, await putApplication(ctx.upstream, checkId(args.id), draftBody(args.draft))),
    async submitAccountApplication(_, args, ctx) {
      const key = args.idempotencyKey.trim();
      if (!key || key.length > 100) throw gatewayError(ErrorCode.BAD_USER_INPUT, 'The idempotency key must be 1 to 100 characters', { field: 'idempotencyKey' });
      return answer(ctx, await submitApplication(ctx.upstream, checkId(args.id), key));
    },
    cancelAccountApplication: async (_, args, ctx) => answer(ctx, await cancelApplication(ctx.upstream, checkId(args.id))),
    resendAccountApplication: async (_, args, ctx) => answer(ctx, await resendApplication(ctx.upstream, checkId(args.id))),
    uploadApplicationDocuments: async (_, args, ctx) => answer(ctx, await postDocuments(ctx.upstream, checkId(args.id), checkFiles(args.files))),
  },
} satisfies Resolvers;
