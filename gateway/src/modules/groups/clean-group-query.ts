// 000 §5: wrap group search keeps letters, digits, whitespace and - ( ) ' & , (anything else is
// dropped); whitespace runs collapse to one space.
export function cleanGroupQuery(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[^\p{L}\p{N}\s\-()'&,]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
