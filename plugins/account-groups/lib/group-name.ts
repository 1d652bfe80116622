/** 000 §5: characters other than letters, digits, whitespace, - ( ) ' & become spaces; then trimmed. */
export function cleanGroupName(name: string): string {
  return name.replace(/[^\p{L}\p{N}\s\-()'&]/gu, ' ').trim();
}
