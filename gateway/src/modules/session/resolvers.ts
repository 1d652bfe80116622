// Sign-in plumbing: page addresses per badge, and the upstream OAuth2 refresh and revoke.
import type { Resolvers } from '../resolvers-types.js';
import { refreshTokens, revokeToken } from './api/oauth.js';
import { assertLoginBadge, errorUrl, loginUrl, logoutUrl, type LoginBadge } from './sign-in-urls.js';

/** What signIn hands SignInInfo's fields: the checked login badge. */
export interface SignInParent {
  badge: LoginBadge;
}

export const sessionResolvers = {
  Query: {
    signIn: (_, args) => ({ badge: assertLoginBadge(args.badge) }),
  },

  SignInInfo: {
    loginUrl: ({ badge }, args, ctx) =>
      loginUrl(ctx.settings.authBaseUrl, badge, args.redirectUri, args.goTo),
    logoutUrl: ({ badge }, args, ctx) =>
      logoutUrl(ctx.settings.authBaseUrl, badge, args.reason),
    errorUrl: ({ badge }, args, ctx) =>
      errorUrl(ctx.settings.authBaseUrl, badge, args.code),
  },

  Mutation: {
    async renewSession(_, args, ctx) {
      const tokens = await refreshTokens(ctx.upstream, args.refreshToken).catch((error: unknown) => {
        // A spent refresh token revokes its whole family upstream (reuse detection): the access token
        // this caller holds is of that family, so it is finished here too.
        if ((error as { extensions?: { upstreamError?: unknown } }).extensions?.upstreamError === 'invalid_grant') ctx.upstream.revokeCaller();
        throw error;
      });
      return {
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        scope: tokens.scope,
        expiresIn: tokens.expires_in,
        refreshTokenExpiresIn: tokens.refresh_token_expires_in,
      };
    },

    async endSession(_, args, ctx) {
      // A revoked token must not keep reading cached answers, here or in another instance.
      ctx.upstream.revokeCaller();
      await revokeToken(ctx.upstream, args.refreshToken);
      return true;
    },
  },
} satisfies Resolvers;
