// Where the header's search box shows (001 §2.3): on URLs ending in one of these, or whose second-last
// segment is term-deposit or cash-account (an account page).

const SEARCH_BAR_ENDINGS = [
  '/account',
  '/wrap-account',
  '/client',
  '/dashboard',
  '/search/accounts',
  '/search/transactions',
  '/search/account-groups',
  '/notifications/account-balance',
  '/notifications/pending-payments',
] as const;

const SEARCH_BAR_PARENTS = ['term-deposit', 'cash-account'] as const;

export function showsSearchBar(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (SEARCH_BAR_ENDINGS.some((ending) => path.endsWith(ending))) return true;
  const secondLast = path.split('/').filter(Boolean).at(-2);
  return (SEARCH_BAR_PARENTS as readonly string[]).includes(secondLast ?? '');
}
