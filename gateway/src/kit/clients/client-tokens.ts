// 000 §5: client search keeps letters, digits and apostrophes; anything else separates tokens, which
// are sent comma-joined.
export function clientTokens(text: string | null | undefined): string[] {
  return (text ?? '').split(/[^\p{L}\p{N}']+/u).filter((token) => token.replace(/'/g, '') !== '');
}

export const clientQueryParam = (text: string | null | undefined) => clientTokens(text).join(',');
