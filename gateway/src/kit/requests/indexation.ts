// The request types' indexation table (task-centre indexation; the sandbox's path, 002 leaves it unshown): what
// the request centre offers and what access each type asks, which the policy's request-type facts read too.
import type { RequestUpstream } from '../../upstream/request-upstream.js';

/** A row of the indexation table (002 §3 Indexation mapping row). */
export interface IndexationRow {
  id: string;
  business_area: string;
  category: string;
  sub_category: string;
  hierarchy?: string | null;
  process: string;
  subprocess?: string | null;
  /** standalone cash, wrap badged cash, investment, pension, super (the sandbox's spelling; see product-type.ts). */
  product_types: string[];
  tpa_authority_type?: string | null;
  /** The least access on the account the row needs: VIEW, LIMITED or FULL. */
  access_level?: string | null;
}

type Row = Record<string, unknown>;
const pick = (row: Row, snake: string, camel: string) => row[snake] ?? row[camel];

/** The sandbox serves its data file's camelCase rows; a snake_case upstream reads the same. */
export function toIndexationRow(row: Row): IndexationRow {
  const text = (snake: string, camel: string) => {
    const v = pick(row, snake, camel);
    return typeof v === 'string' ? v : null;
  };
  const types = pick(row, 'product_types', 'allowedProductTypes');
  return {
    id: String(row.id),
    business_area: text('business_area', 'businessArea') ?? '',
    category: text('category', 'category') ?? '',
    sub_category: text('sub_category', 'subCategory') ?? '',
    hierarchy: text('hierarchy', 'hierarchy'),
    process: text('process', 'process') ?? '',
    subprocess: text('subprocess', 'subprocess'),
    product_types: Array.isArray(types) ? types.filter((t): t is string => typeof t === 'string') : [],
    tpa_authority_type: text('tpa_authority_type', 'tpaAuthorityType'),
    access_level: text('access_level', 'accessLevel'),
  };
}

export async function getIndexation(upstream: RequestUpstream): Promise<IndexationRow[]> {
  const res = await upstream.api.GET('/api/wealth/task-centre/v1/indexation');
  // The document's rows; read leniently all the same (a `{ rows }` wrapper, camelCase names).
  const data: unknown = res?.data;
  const rows: Row[] = Array.isArray(data) ? data : ((data as { rows?: Row[] } | undefined)?.rows ?? []);
  return rows.map(toIndexationRow);
}

