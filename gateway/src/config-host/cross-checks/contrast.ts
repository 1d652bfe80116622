// WCAG 2 contrast between two colours written '#rrggbb': (L1 + 0.05) / (L2 + 0.05), L the relative
// luminance of the lighter and the darker colour. AA asks 4.5:1 for normal text.
export const textContrastMinimum = 4.5;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (the same colour) to 21 (black on white); the order of the two does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** '4.49:1': two decimals, rounded down, so a ratio just short of the minimum never reads as reaching it. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
