// The product type the indexation table allows requests by (002 §3 Indexation mapping row, §3 Other):
// pension, super and investment by their code families (sub-codes extend a family); wrap-badged cash is the
// cash account of a wrap (CMHW, and Vision's CMHV); any other cash code, and a term deposit (the bank's cash
// business), is standalone cash. Online trading and unknown codes have none: no request categories.
import { accountKind } from '@gateway/kit/accounts/account-kind.js';

export type RequestProductType = 'standalone cash' | 'wrap badged cash' | 'investment' | 'pension' | 'super';

const FAMILIES: ReadonlyArray<[RequestProductType, readonly string[]]> = [
  ['pension', ['PC', 'AP', 'TA', 'PD', 'PL', 'AN']],
  ['super', ['SC', 'SA', 'SP', 'SL', 'SN', 'SD']],
  ['investment', ['IA', 'IC', 'ID', 'IL', 'IM', 'IN', 'IW', 'FC']],
];
const WRAP_BADGED_CASH = new Set(['CMHW', 'CMHV']);

export function requestProductType(productCode: string): RequestProductType | null {
  const code = productCode.trim().toUpperCase();
  const kind = accountKind(code);
  if (kind === 'CASH') return WRAP_BADGED_CASH.has(code) ? 'wrap badged cash' : 'standalone cash';
  if (kind === 'TERM_DEPOSIT') return 'standalone cash';
  if (kind === 'WRAP') return FAMILIES.find(([, codes]) => codes.some((family) => code.startsWith(family)))?.[0] ?? null;
  return null;
}

/** 002 §3 access levels, least first: the policy's one ranking (docs/architecture.md "One policy"). */
export { accessAllows } from '../../../../policy/access.ts';
