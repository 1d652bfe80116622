// The indexation table (002 §3 Indexation mapping row): sandbox/data/request-indexation.json, checked against
// its JSON Schema by indexation.test.ts. The API answers it in the wealth API's snake_case.
import { readFileSync } from 'node:fs';

export type ProductType = 'standalone cash' | 'wrap badged cash' | 'investment' | 'pension' | 'super';

export interface IndexationRow {
  id: string;
  businessArea: 'Wrap' | 'Cash' | 'Central';
  category: string;
  subCategory: string;
  hierarchy: string;
  process: string;
  subprocess: string;
  allowedProductTypes: ProductType[];
  tpaAuthorityType: string;
  accessLevel: 'FULL' | 'LIMITED' | 'VIEW';
}

export const INDEXATION_FILE = new URL('../../../data/request-indexation.json', import.meta.url);

export const INDEXATION: readonly IndexationRow[] = (JSON.parse(readFileSync(INDEXATION_FILE, 'utf8')) as { rows: IndexationRow[] }).rows;

export const indexationJson = (r: IndexationRow) => ({
  id: r.id,
  business_area: r.businessArea,
  category: r.category,
  sub_category: r.subCategory,
  hierarchy: r.hierarchy,
  process: r.process,
  subprocess: r.subprocess,
  product_types: r.allowedProductTypes,
  tpa_authority_type: r.tpaAuthorityType,
  access_level: r.accessLevel,
});

export const indexationRow = (id: string) => INDEXATION.find((r) => r.id === id);

const compact = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, '');
/** The rows of a process, matched as the portal may spell it: 'Account closure', 'ACCOUNT_CLOSURE', 'account-closure'. */
export const rowsOfProcess = (process: string) => INDEXATION.filter((r) => compact(r.process) === compact(process));

/** The general category (002 §3 Created-case result isGeneralRequestType). */
export const isGeneral = (r: IndexationRow) => r.category === 'Others';

const FAMILIES: [ProductType, string[]][] = [
  ['pension', ['PC', 'AP', 'TA', 'PD', 'PL', 'AN']],
  ['super', ['SC', 'SA', 'SP', 'SL', 'SN', 'SD']],
  ['investment', ['IA', 'IC', 'ID', 'IL', 'IM', 'IN', 'IW', 'FC']],
];

/** 002 §3 Other: the product type an account's requests are filed under (none for online trading). */
export function productTypeOf(a: { product_code: string; account_type: string }): ProductType | null {
  if (a.account_type === 'CASH') return a.product_code === 'CMHW' || a.product_code === 'CMHV' ? 'wrap badged cash' : 'standalone cash';
  if (a.account_type === 'TD') return 'standalone cash';
  if (a.account_type === 'WRAP') return FAMILIES.find(([, codes]) => codes.some((c) => a.product_code.startsWith(c)))?.[0] ?? null;
  return null;
}


