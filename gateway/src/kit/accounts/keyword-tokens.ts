// 000 §5: runs of non-alphanumeric characters separate keyword tokens; tokens are sent comma-joined.
export function keywordTokens(text: string | null | undefined): string[] {
  return (text ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
}

export const keywordParam = (text: string | null | undefined) => keywordTokens(text).join(',');
