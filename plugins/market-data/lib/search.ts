// The search form: words of a code or name and the investment type. Kept in the page's URL (?q=&type=), so Back from
// an investment returns to the same results. An empty search lists the whole menu.
import type { FormRules } from '@kit/form/field-rules';

export const TYPES = ['LISTED', 'MANAGED_FUND'] as const;
export type InvestmentType = (typeof TYPES)[number];

export interface SearchDraft {
  q: string;
  type: string;
}

export interface Search {
  q?: string;
  type?: InvestmentType;
}

export const EMPTY_SEARCH: SearchDraft = { q: '', type: '' };
export const SEARCH_RULES: FormRules<SearchDraft> = { q: [{ maxLength: 100, message: 'marketData.search.tooLong' }] };

export const isType = (value: unknown): value is InvestmentType => TYPES.includes(value as InvestmentType);

export function toSearch(draft: SearchDraft): Search {
  const q = draft.q.trim();
  return { ...(q ? { q } : {}), ...(isType(draft.type) ? { type: draft.type } : {}) };
}

/** The search in the page's URL, read back (anything else there is ignored). */
export function searchFromUrl(params: Record<string, unknown>): Search {
  // The router reads a search of digits as a number (?q=500): it is still text to search for.
  const q = typeof params.q === 'string' || typeof params.q === 'number' ? String(params.q).trim().slice(0, 100) : '';
  return toSearch({ q, type: typeof params.type === 'string' ? params.type : '' });
}
