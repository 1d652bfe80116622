// The feedback survey (000 §2, §3): sends the answer with the user's mac, the website name and the app version.
import type { Resolvers } from '../resolvers-types.js';
import { setPreference } from '@gateway/kit/user/set-preference.js';
import { sendFeedback } from './api/send-feedback.js';
import { appVersion, WEBSITE_NAME } from '@gateway/kit/app-identity.js';
import { checkFeedback, FEEDBACK_PREFERENCE } from './feedback-input.js';

export const feedbackResolvers = {
  Mutation: {
    async sendFeedback(_, args, ctx) {
      const answer = checkFeedback(args.input);
      const user = await ctx.loaders.userDetails();
      const res = await sendFeedback(ctx.upstream, { mac: user.mac, websiteName: WEBSITE_NAME, appVersion: appVersion(), ...answer });
      await setPreference(ctx.upstream, FEEDBACK_PREFERENCE, { answeredAt: res.data.receivedAt });
      return { receivedAt: res.data.receivedAt };
    },
  },
} satisfies Resolvers;
