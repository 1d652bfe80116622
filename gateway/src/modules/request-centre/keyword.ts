// 002 §5 case keyword: trimmed; non-alphanumerics become spaces; a hyphen right after a 3-character prefix
// (a case reference such as RCC-123-45) survives: prefix and remainder are cleaned apart and rejoined.
// Fewer than 2 characters left is no keyword (002 §9: search needs 2 or more).

const clean = (part: string) => part.replace(/[^\p{L}\p{N}]+/gu, ' ').replace(/ {2,}/g, ' ').trim();

export function caseKeyword(raw: string | null | undefined): string | undefined {
  const trimmed = (raw ?? '').trim();
  const cleaned = trimmed.charAt(3) === '-' ? `${clean(trimmed.slice(0, 3))}-${clean(trimmed.slice(4))}` : clean(trimmed);
  return cleaned.replace(/^-|-$/g, '').length >= 2 ? cleaned : undefined;
}
