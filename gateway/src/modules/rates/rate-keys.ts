// Per-brand rate key tables (002 §3 "Per-brand rate key tables exist (contents not shown)"): the upstream's
// rate keys to the labels the portal shows, by brand family and rate kind. The contents are ours. 002 §8: a
// missing mapping is reported as an error (logged) and yields an empty mapping, so its rows are not shown.

export type RateKind = 'cash' | 'termDeposit' | 'wrap';

export type RateKeyTable = Readonly<Record<string, string>>;

const MGL_CASH: RateKeyTable = {
  CMA: 'Cash Management Account',
  CMA_ACCELERATOR: 'Cash Management Accelerator',
  BUSINESS_CMA: 'Business Cash Management Account',
  YBR_CMA: 'Yellow Brick Road Cash Management Account',
};

const TERMS: RateKeyTable = {
  M1: '1 month',
  M3: '3 months',
  M6: '6 months',
  M9: '9 months',
  M12: '12 months',
  Y2: '2 years',
  Y3: '3 years',
  Y5: '5 years',
};

export const RATE_KEY_TABLES: Readonly<Record<string, Partial<Record<RateKind, RateKeyTable>>>> = {
  mgl: {
    cash: MGL_CASH,
    termDeposit: TERMS,
    wrap: {
      WRAP_INVESTMENT: 'Wrap Investment',
      WRAP_SUPER: 'Wrap Super',
      WRAP_PENSION: 'Wrap Pension',
      VISION_INVESTMENT: 'Vision Investment',
      VISION_SUPER: 'Vision Super',
    },
  },
  oasis: {
    wrap: {
      GROW_INVESTMENT: 'Grow Wrap Investment',
      GROW_SUPER: 'Grow Wrap Super',
      GROW_PENSION: 'Grow Wrap Pension',
      VOYAGE_INVESTMENT: 'Voyage Investment',
      VOYAGE_SUPER: 'Voyage Super',
    },
  },
  perpetual: {
    wrap: {
      PPT_INVESTMENT: 'Perpetual WealthFocus Investment',
      PPT_SUPER: 'Perpetual WealthFocus Super',
      PPT_PENSION: 'Perpetual WealthFocus Pension',
    },
  },
};

export interface RateKeyLogger {
  error(message: string): void;
}

/** The brand's table for a rate kind, or undefined when the brand has none. */
export function rateKeyMapping(brand: string, kind: RateKind, tables = RATE_KEY_TABLES): RateKeyTable | undefined {
  return tables[brand]?.[kind];
}

/**
 * The rows with a label from the brand's table. A missing table is reported (logged as an error) and gives
 * an empty mapping, so no rows; a key the table lacks is reported and its row left out (an unlabelled rate
 * is not shown to an adviser).
 */
export function labelRows<T extends { key: string }>(
  rows: readonly T[],
  context: { brand: string; kind: RateKind },
  log: RateKeyLogger = console,
  tables = RATE_KEY_TABLES,
): (T & { label: string })[] {
  const table = rateKeyMapping(context.brand, context.kind, tables);
  if (!table) {
    log.error(JSON.stringify({ level: 'error', msg: 'rate key mapping missing', ...context }));
    return [];
  }
  const out: (T & { label: string })[] = [];
  const missing: string[] = [];
  for (const row of rows) {
    const label = table[row.key];
    if (label) out.push({ ...row, label });
    else missing.push(row.key);
  }
  if (missing.length) log.error(JSON.stringify({ level: 'error', msg: 'rate key mapping missing', ...context, keys: missing }));
  return out;
}
