// Which categories the box offers (000 §2, §6): Clients only with the ada flag, Wrap groups only with
// wrap access. With Clients on it leads the list and is the default (001 §2.3); otherwise Accounts.
export type SearchCategory = 'clients' | 'accounts' | 'wrapGroups';

export interface CategoryRules {
  clientsFlag: boolean;
  wrapAccess: boolean;
}

export function availableCategories({ clientsFlag, wrapAccess }: CategoryRules): SearchCategory[] {
  return [...(clientsFlag ? (['clients'] as const) : []), 'accounts', ...(wrapAccess ? (['wrapGroups'] as const) : [])];
}

export function defaultCategory(rules: CategoryRules): SearchCategory {
  return availableCategories(rules)[0];
}
