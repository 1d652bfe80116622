// The favourite-accounts preference as a list of account ids (the gateway saves plain ids; older
// values may hold { accountId } objects).
export function preferenceIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map((item) => {
    if (typeof item === 'string') return item;
    if (item && typeof item === 'object' && 'accountId' in item && typeof item.accountId === 'string') return item.accountId;
    return '';
  });
  return [...new Set(ids.filter(Boolean))];
}

/** The list after adding or removing one id, as the gateway will save it (new favourites go last). */
export function toggledIds(ids: readonly string[], accountId: string, favourite: boolean): string[] {
  const others = ids.filter((id) => id !== accountId);
  return favourite ? [...others, accountId] : others;
}
