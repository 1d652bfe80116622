// The session layer's SessionApi over the gateway's sign-in plumbing.
import type { ApolloClient } from '@apollo/client';
import type { SessionApi } from '../session/index';
import { ANONYMOUS } from './operation-context';
import { END_SESSION } from './operations/end-session';
import { GET_ERROR_URL } from './operations/get-error-url';
import { GET_LOGIN_URL } from './operations/get-login-url';
import { GET_LOGOUT_URL } from './operations/get-logout-url';
import { RENEW_SESSION } from './operations/renew-session';

export function createSessionApi(client: ApolloClient): SessionApi {
  // Tokens and exit addresses are never cached: each answer is for one use.
  const options = { context: ANONYMOUS, fetchPolicy: 'no-cache' } as const;

  return {
    async renewSession(refreshToken) {
      const { data } = await client.mutate({ mutation: RENEW_SESSION, variables: { refreshToken }, ...options });
      if (!data) throw new Error('renewSession gave no tokens');
      const t = data.renewSession;
      return {
        accessToken: t.accessToken,
        refreshToken: t.refreshToken,
        scope: t.scope,
        expiresIn: t.expiresIn,
        refreshTokenExpiresIn: t.refreshTokenExpiresIn,
      };
    },

    async endSession(refreshToken) {
      await client.mutate({ mutation: END_SESSION, variables: { refreshToken }, ...options });
    },

    async exitUrl(badge, target, loginRedirectUri) {
      switch (target.page) {
        case 'login': {
          const variables = { badge, redirectUri: loginRedirectUri, goTo: target.goTo };
          const { data } = await client.query({ query: GET_LOGIN_URL, variables, ...options });
          return required(data?.signIn.loginUrl);
        }
        case 'logout': {
          const { data } = await client.query({ query: GET_LOGOUT_URL, variables: { badge, reason: target.reason }, ...options });
          return required(data?.signIn.logoutUrl);
        }
        case 'error': {
          const { data } = await client.query({ query: GET_ERROR_URL, variables: { badge, code: target.code }, ...options });
          return required(data?.signIn.errorUrl);
        }
      }
    },
  };
}

function required(url: string | undefined): string {
  if (!url) throw new Error('The gateway gave no sign-in address');
  return url;
}
