// The favourite-accounts preference as account ids. Its value shape is ours to choose (the spec does
// not show it): a list of ids, or of objects carrying accountId (or id).
export function favouriteIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const ids = value.map((item) => {
    if (typeof item === 'string' || typeof item === 'number') return String(item);
    if (item && typeof item === 'object') {
      const { accountId, id } = item as { accountId?: unknown; id?: unknown };
      const chosen = accountId ?? id;
      return typeof chosen === 'string' || typeof chosen === 'number' ? String(chosen) : '';
    }
    return '';
  });
  return [...new Set(ids.filter(Boolean))];
}
