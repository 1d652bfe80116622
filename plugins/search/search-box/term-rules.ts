// When the debounced term searches and when the overlay shows (000 §4 "Search interaction", §9).
import type { SearchCategory } from './categories';

export const MIN_TERM_LENGTH = 3;
export const DEBOUNCE_MS = 250;

export function isValidTerm(term: string): boolean {
  return term.trim().length >= MIN_TERM_LENGTH;
}

/**
 * After a pause in typing: a valid term opens the overlay (and searches); a shorter one closes it,
 * except that accounts and wrap groups keep it open for a non-empty short term (their recent and
 * popular entries stay useful).
 */
export function overlayAfterTyping(category: SearchCategory, term: string): boolean {
  if (isValidTerm(term)) return true;
  return category !== 'clients' && term.trim().length > 0;
}

/** Focusing the empty box offers the recent and popular entries; clients have none. */
export function overlayOnFocus(category: SearchCategory, term: string): boolean {
  return category !== 'clients' || isValidTerm(term);
}
