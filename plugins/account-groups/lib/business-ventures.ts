// 000 §5: the business ventures offered for a group, by brand and the products the user holds.
// Computed in the web from shell.access.products and shell.brand.key, which the shell already has:
// a gateway field would be one more round trip for a four-line rule with no upstream call behind it.
export function groupBusinessVentures(brandKey: string, products: readonly string[]): string[] {
  if (brandKey === 'perpetual') return ['MPMPPT'];
  const wrap = products.includes('Wrap');
  const vision = products.includes('Vision');
  if (wrap && vision) return ['MPM', 'MPMSWP'];
  if (wrap) return ['MPM'];
  if (vision) return ['MPMSWP'];
  return [];
}
