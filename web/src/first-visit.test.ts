import { describe, expect, it, vi } from 'vitest';
import { firstVisitLoginUrl, OPEN_PATHS, type FirstVisit } from './first-visit';
import { MemoryStorage } from './session/memory-storage';
import { SESSION_KEYS, writeTokens } from './session/session-storage';

function visit(hash: string, search = '', storage = new MemoryStorage()) {
  const fetch = vi.fn(async (_url: string, init: RequestInit) => {
    const { variables } = JSON.parse(String(init.body)) as { variables: Record<string, string | null> };
    return new Response(JSON.stringify({ data: { signIn: { loginUrl: `https://login.example/${variables.badge}?goTo=${variables.goTo}&r=${variables.redirectUri}` } } }));
  });
  const input: FirstVisit = {
    location: { origin: 'http://localhost:4000', pathname: '/', search, hash },
    storage,
    metaBrand: 'mgl',
    fetch: fetch as unknown as typeof globalThis.fetch,
  };
  return { input, fetch, storage };
}

describe('first visit', () => {
  it('sends a tab without a sign-in to its brand’s login page, keeping where it was going', async () => {
    const { input, storage } = visit('#/dashboard/search/accounts?query=smith', '?brand=oasis');
    expect(await firstVisitLoginUrl(input)).toBe(
      'https://login.example/oasis?goTo=/dashboard/search/accounts?query=smith&r=http://localhost:4000/#/login',
    );
    expect(storage.getItem(SESSION_KEYS.brand)).toBe('oasis');
  });

  it('asks for no goTo from the root', async () => {
    const { input } = visit('');
    expect(await firstVisitLoginUrl(input)).toBe('https://login.example/mgl?goTo=null&r=http://localhost:4000/#/login');
  });

  it('loads the app when the tab holds tokens or is coming back from sign-in', async () => {
    const signedIn = new MemoryStorage();
    writeTokens(signedIn, { accessToken: 'a', refreshToken: 'r', scope: 'WEALTH_FULL_VIEW', expiresIn: 900, refreshTokenExpiresIn: 7200 });
    const a = visit('#/dashboard', '', signedIn);
    expect(await firstVisitLoginUrl(a.input)).toBeNull();
    const b = visit('#/login?access_token=x');
    expect(await firstVisitLoginUrl(b.input)).toBeNull();
    expect(await firstVisitLoginUrl(visit('#/preview').input)).toBeNull();
    expect(a.fetch).not.toHaveBeenCalled();
    expect(b.fetch).not.toHaveBeenCalled();
  });

  it('loads the app (and its error states) when the gateway cannot answer', async () => {
    const { input } = visit('#/dashboard');
    input.fetch = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await firstVisitLoginUrl(input)).toBeNull();
  });
});

describe('open paths', () => {
  it('are exactly the route tree’s pages outside the signed-in guard', async () => {
    const { routeTree } = await import('./routes/route-tree');
    // Routes are not initialised until a router is made: read the options they were created with.
    const open = (routeTree.children as unknown as { options: { path?: string } }[])
      .map((route) => route.options.path)
      .filter((path): path is string => Boolean(path))
      .map((path) => `/${path.replace(/^\//, '')}`);
    expect(open.sort()).toEqual([...OPEN_PATHS].sort());
  });
});
