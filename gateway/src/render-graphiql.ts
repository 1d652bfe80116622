// The playground page with GraphiQL bundled in (@graphql-yoga/render-graphiql), so it works offline
// instead of fetching its scripts from a CDN. The bundle is 9 MB: it is required on the first
// playground request, not at start, so production (no playground) and tests never load it.
import { createRequire } from 'node:module';
import type { GraphiQLOptions } from 'graphql-yoga';
import { withDemoSignIn } from './http/demo-sign-in.ts';
import { playgroundPolicy } from './http/security-headers.ts';

const require = createRequire(import.meta.url);
let render: ((options: GraphiQLOptions) => string) | undefined;
let lastPolicy: { options: string; policy: string } | undefined;

/**
 * The playground page; with `demoSignIn` (development only: never in production mode) it carries the demo sign-in
 * control that fills GraphiQL's Authorization header (http/demo-sign-in.ts).
 */
export function renderGraphiQL(options: GraphiQLOptions, { demoSignIn = false }: { demoSignIn?: boolean } = {}): string {
  render ??= (require('@graphql-yoga/render-graphiql') as { renderGraphiQL: (o: GraphiQLOptions) => string }).renderGraphiQL;
  const page = render(options);
  const html = demoSignIn ? withDemoSignIn(page) : page;
  // The page's Content-Security-Policy names its inline scripts by hash; they change only with the options.
  const key = JSON.stringify([options, demoSignIn]);
  if (lastPolicy?.options !== key) lastPolicy = { options: key, policy: playgroundPolicy(html) };
  return html;
}

/** The policy of the playground page last rendered (the gateway serves one playground). */
export const playgroundPagePolicy = (): string | undefined => lastPolicy?.policy;

/** The playground's opening text: how a developer gets a token, and a first query over real data. */
export function playgroundDefaultQuery(authBaseUrl: string, { demoSignIn = false }: { demoSignIn?: boolean } = {}): string {
  const getToken = `#   curl -s -d grant_type=password -d username=wrap.adviser -d password=demo ${authBaseUrl}/oauth2/token
# and paste {"Authorization": "Bearer <access_token>"} into Headers below.`;
  const howToSignIn = demoSignIn
    ? `# Pick a demo user at the bottom right and Sign in: that fills the Authorization header.
# Or get a token yourself:
${getToken}`
    : `${getToken}`;
  return `# Adviser Online gateway. Every viewer and search field needs a signed-in user.
${howToSignIn}
# Demo users: ${authBaseUrl}/auth/demo-users. Error codes: ErrorCode in the Docs.
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
