// Which account page a product code opens (000 §2, §9): cash, term deposit, wrap, or none (trading, unknown),
// and the account number those pages use.
export type AccountKind = 'CASH' | 'TERM_DEPOSIT' | 'WRAP' | 'NONE';

const CASH = new Set(['CHI', 'CMA', 'CMH', 'CMHM', 'CMHV', 'CMHB', 'CMHW', 'CMHC', 'CMHA', 'CMHZ', 'CMHP', 'CMHO', 'CMHX', 'TDEP', 'CMHL', 'CMHF', 'CMT']);
// 002 §3: pension, super and investment families; sub-codes extend a family code (e.g. PCX).
const WRAP_FAMILIES = ['PC', 'AP', 'TA', 'PD', 'PL', 'AN', 'SC', 'SA', 'SP', 'SL', 'SN', 'SD', 'IA', 'IC', 'ID', 'IL', 'IM', 'IN', 'IW', 'FC'];

/** A linked account names its type, not its product (the Babbage links and a wrap account's cash account). */
export function accountKindOfType(accountType: string | null | undefined): AccountKind {
  return accountType === 'CASH' ? 'CASH' : accountType === 'TD' ? 'TERM_DEPOSIT' : accountType === 'WRAP' ? 'WRAP' : 'NONE';
}

export function accountKind(productCode: string): AccountKind {
  const code = productCode.trim().toUpperCase();
  // TDEP starts with TD but is listed as a cash code (a term deposit's proceeds account), so the list wins.
  if (CASH.has(code)) return 'CASH';
  if (code.startsWith('TD')) return 'TERM_DEPOSIT';
  if (WRAP_FAMILIES.some((family) => code.startsWith(family))) return 'WRAP';
  return 'NONE';
}

/** 000 §2: a leading '000' is not part of the number the pages use. */
export const normaliseAccountNumber = (value: string) => value.trim().replace(/^000/, '');
