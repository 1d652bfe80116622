// Behaviour tracking (001 §3, §7, §8): the facts logs carry, the log collector, the SDK heartbeat and the health check.
import type { Resolvers } from '../resolvers-types.js';
import { appVersion, WEBSITE_NAME } from '@gateway/kit/app-identity.js';
import { heartbeat, reportHealth, sendLogs } from './api/tracking-calls.js';
import { checkHealthReport, logText } from './checks.js';

export const trackingResolvers = {
  Query: {
    async trackingContext(_, __, ctx) {
      const user = await ctx.loaders.userDetails();
      return { appName: WEBSITE_NAME, appVersion: appVersion(), mac: user.mac };
    },
    async trackingHeartbeat(_, __, ctx) {
      try {
        const res = await heartbeat(ctx.upstream);
        return res?.data?.alive === true;
      } catch {
        return false;
      }
    },
  },
  Mutation: {
    async sendTrackingLogs(_, args, ctx) {
      const res = await sendLogs(ctx.upstream, logText(args.logs));
      return { accepted: res?.data?.accepted ?? 0 };
    },
    async reportTrackingHealth(_, args, ctx) {
      const { jsStatus, customerSessionId } = checkHealthReport(args.jsStatus, args.customerSessionId);
      const user = await ctx.loaders.userDetails();
      // customerID is the signed-in user's mac from the session, never the browser's say.
      await reportHealth(ctx.upstream, { jsStatus, customerID: user.mac, customerSessionID: customerSessionId });
      return true;
    },
  },
} satisfies Resolvers;
