// The playground page with GraphiQL bundled in (@graphql-yoga/render-graphiql), so it works offline
// instead of fetching its scripts from a CDN. The bundle is 9 MB: it is required on the first
// playground request, not at start, so production (no playground) and tests never load it.
import { createRequire } from 'node:module';
import type { GraphiQLOptions } from 'graphql-yoga';
import { playgroundPolicy } from './http/security-headers.ts';

const require = createRequire(import.meta.url);
let render: ((options: GraphiQLOptions) => string) | undefined;
let lastPolicy: { options: string; policy: string } | undefined;

export function renderGraphiQL(options: GraphiQLOptions): string {
  render ??= (require('@graphql-yoga/render-graphiql') as { renderGraphiQL: (o: GraphiQLOptions) => string }).renderGraphiQL;
  const html = render(options);
  // The page's Content-Security-Policy names its inline scripts by hash; they change only with the options.
  const key = JSON.stringify(options);
  if (lastPolicy?.options !== key) lastPolicy = { options: key, policy: playgroundPolicy(html) };
  return html;
}

/** The policy of the playground page last rendered (the gateway serves one playground). */
export const playgroundPagePolicy = (): string | undefined => lastPolicy?.policy;

/** The playground's opening text: how a developer gets a token, and a first query over real data. */
export function playgroundDefaultQuery(authBaseUrl: string): string {
  return `# Adviser Online gateway. Every viewer and search field needs a signed-in user:
#   curl -s -d grant_type=password -d username=wrap.adviser -d password=demo ${authBaseUrl}/oauth2/token
# then open Headers below and paste {"Authorization": "Bearer <access_token>"}.
# Demo users: ${authBaseUrl}/auth/demo-users
{
  viewer {
    greeting
    user { firstName lastName brand childBadge }
  }
  accountSearch(filter: { keyword: "trust" }, first: 5) {
    totalCount
    nodes { accountNumber accountName accountType accountStatus accountBalance }
    pageInfo { hasNextPage endCursor }
  }
}
`;
}
