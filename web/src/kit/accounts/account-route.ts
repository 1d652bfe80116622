// Which account page an account opens (000 §2, 001 §2.1): chosen from the product code, with a leading
// '000' stripped from the number. Trading and unknown products have no page, so they do not navigate.
import type { AppRouteId } from '../route-ids';

export type AccountKind = 'cash' | 'term-deposit' | 'wrap';

const CASH = new Set(['CHI', 'CMA', 'CMH', 'CMHM', 'CMHV', 'CMHB', 'CMHW', 'CMHC', 'CMHA', 'CMHZ', 'CMHP', 'CMHO', 'CMHX', 'TDEP', 'CMHL', 'CMHF', 'CMT']);
// 002 §3: the pension, super and investment code families; sub-codes extend a family code.
const WRAP_FAMILIES = ['PC', 'AP', 'TA', 'PD', 'PL', 'AN', 'SC', 'SA', 'SP', 'SL', 'SN', 'SD', 'IA', 'IC', 'ID', 'IL', 'IM', 'IN', 'IW', 'FC'];

export function accountKind(productCode: string): AccountKind | null {
  const code = productCode.trim().toUpperCase();
  // TDEP starts with TD but the specification lists it among the cash codes, so the list wins.
  if (CASH.has(code)) return 'cash';
  if (code.startsWith('TD')) return 'term-deposit';
  if (WRAP_FAMILIES.some((family) => code.startsWith(family))) return 'wrap';
  return null;
}

export const stripLeadingZeros = (accountNumber: string) => accountNumber.trim().replace(/^000/, '');

const ROUTE: Record<AccountKind, 'cash-account' | 'term-deposit' | 'wrap-account'> = {
  cash: 'cash-account',
  'term-deposit': 'term-deposit',
  wrap: 'wrap-account',
};

export interface AccountRoute {
  id: Extract<AppRouteId, 'cash-account' | 'term-deposit' | 'wrap-account'>;
  params: { accountNumber: string };
}

/** The page an account opens, or null when its product has none. */
export function accountRoute(productCode: string, accountNumber: string): AccountRoute | null {
  const kind = accountKind(productCode);
  return kind ? { id: ROUTE[kind], params: { accountNumber: stripLeadingZeros(accountNumber) } } : null;
}
