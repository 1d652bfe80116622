// Which accounts take an adhoc pension payment (002 §3 Other): a wrap account of the Pension product type.
// The gateway gives productType from the upstream; without it the product code's family decides (pension
// PC, AP, TA, PD, PL, AN and their sub-codes).
export const PENSION_FAMILIES = ['PC', 'AP', 'TA', 'PD', 'PL', 'AN'] as const;

export interface PensionAccountFacts {
  kind?: string | null;
  productType?: string | null;
  productCode?: string | null;
}

export function isPensionProductCode(code: string | null | undefined): boolean {
  const upper = (code ?? '').trim().toUpperCase();
  return PENSION_FAMILIES.some((family) => upper.startsWith(family));
}

export function isPensionAccount({ kind, productType, productCode }: PensionAccountFacts): boolean {
  if (kind && kind !== 'WRAP') return false;
  if (productType) return productType.trim().toLowerCase() === 'pension';
  return isPensionProductCode(productCode);
}

/** A pension payment is offered for an active pension account while the brand's flag is on. */
export function offersPensionPayment(account: PensionAccountFacts & { accountStatus?: string | null }, flagOn: boolean): boolean {
  return flagOn && account.accountStatus === 'Active' && isPensionAccount(account);
}
