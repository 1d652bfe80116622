// Rate values and effective dates (002 §3 Rates state; the values are "not shown" in the spec, so these are
// ours: realistic late-2026 Australian rates, % p.a.). Keys are the upstream's rate keys; the gateway maps
// them to labels with its per-brand rate key tables (gateway/src/modules/rates/rate-keys.ts).

/** Cash rates by cash rate badge (002 §6: MBL with cash access, YellowBrickRoad when the ybr list has Cash). */
export const CASH_RATES: Record<string, { effectiveDate: string; rates: { key: string; rate: number }[] }> = {
  MBL: {
    effectiveDate: '2026-11-05',
    rates: [
      { key: 'CMA', rate: 2.25 },
      { key: 'CMA_ACCELERATOR', rate: 4.1 },
      { key: 'BUSINESS_CMA', rate: 2.0 },
    ],
  },
  YellowBrickRoad: {
    effectiveDate: '2026-11-05',
    rates: [{ key: 'YBR_CMA', rate: 2.35 }],
  },
};

/** Term deposit amount tiers, lower and upper bound in dollars (null: no upper bound). */
export const TD_TIERS = [
  { key: 'TIER_1', min: 5_000, max: 499_999.99 },
  { key: 'TIER_2', min: 500_000, max: 999_999.99 },
  { key: 'TIER_3', min: 1_000_000, max: null },
];

/** Term deposit rates: one row per term, one rate per tier (same order as TD_TIERS). */
export const TD_RATES = {
  effectiveDate: '2026-11-19',
  rebateBps: 25,
  terms: [
    { key: 'M1', rates: [3.6, 3.65, 3.7] },
    { key: 'M3', rates: [4.0, 4.05, 4.1] },
    { key: 'M6', rates: [4.1, 4.15, 4.2] },
    { key: 'M9', rates: [4.05, 4.1, 4.15] },
    { key: 'M12', rates: [4.0, 4.05, 4.1] },
    { key: 'Y2', rates: [3.85, 3.9, 3.95] },
    { key: 'Y3', rates: [3.8, 3.85, 3.9] },
    { key: 'Y5', rates: [3.75, 3.8, 3.85] },
  ],
};

/** Wrap cash account balance tiers (dollars) the wrap rates are quoted in. */
export const WRAP_TIERS = [
  { key: 'BAL_1', min: 0, max: 49_999.99 },
  { key: 'BAL_2', min: 50_000, max: 249_999.99 },
  { key: 'BAL_3', min: 250_000, max: null },
];

/** Wrap rates by wrap badge, then by product (one rate per balance tier), and the badge's wrap TD rates page. */
export const WRAP_RATES: Record<string, { effectiveDate: string; termDepositRatesUrl: string; products: { key: string; rates: number[] }[] }> = {
  MacquarieWrap: {
    effectiveDate: '2026-11-01',
    termDepositRatesUrl: 'https://wrap.example-adviser.test/online/rates/term-deposits',
    products: [
      { key: 'WRAP_INVESTMENT', rates: [2.6, 2.85, 3.1] },
      { key: 'WRAP_SUPER', rates: [2.55, 2.8, 3.05] },
      { key: 'WRAP_PENSION', rates: [2.75, 3.0, 3.25] },
    ],
  },
  Vision: {
    effectiveDate: '2026-11-01',
    termDepositRatesUrl: 'https://vision.example-adviser.test/online/rates/term-deposits',
    products: [
      { key: 'VISION_INVESTMENT', rates: [2.5, 2.75, 3.0] },
      { key: 'VISION_SUPER', rates: [2.45, 2.7, 2.95] },
    ],
  },
  GrowWrap: {
    effectiveDate: '2026-10-24',
    termDepositRatesUrl: 'https://growwrap.example-adviser.test/online/rates/term-deposits',
    products: [
      { key: 'GROW_INVESTMENT', rates: [2.4, 2.65, 2.9] },
      { key: 'GROW_SUPER', rates: [2.35, 2.6, 2.85] },
      { key: 'GROW_PENSION', rates: [2.55, 2.8, 3.05] },
    ],
  },
  Voyage: {
    effectiveDate: '2026-10-24',
    termDepositRatesUrl: 'https://voyage.example-adviser.test/online/rates/term-deposits',
    products: [
      { key: 'VOYAGE_INVESTMENT', rates: [2.45, 2.7, 2.95] },
      { key: 'VOYAGE_SUPER', rates: [2.4, 2.65, 2.9] },
    ],
  },
  Perpetual: {
    effectiveDate: '2026-11-12',
    termDepositRatesUrl: 'https://perpetual.example-adviser.test/online/rates/term-deposits',
    products: [
      { key: 'PPT_INVESTMENT', rates: [2.5, 2.8, 3.05] },
      { key: 'PPT_SUPER', rates: [2.45, 2.75, 3.0] },
      { key: 'PPT_PENSION', rates: [2.65, 2.95, 3.2] },
    ],
  },
};

/** 002 §6: these two badges are removed from the user's lists. */
const REMOVED_BADGES = new Set(['ANZGrowWrap', 'ANZPrivateWrap']);

export interface RateBadgeUser {
  badges: string[];
  supportedBrandProducts: Record<string, string[]>;
}

/**
 * The user's rate badges (002 §3 usersRateBadges, §6): cash is MBL when any brand's list has Cash, plus
 * YellowBrickRoad when the ybr list has Cash; wrap is the user's badges that have wrap rates (the removed
 * ANZ badges dropped).
 */
export function rateBadgesOf(user: RateBadgeUser): { cash: string[]; wrap: string[] } {
  const lists = user.supportedBrandProducts ?? {};
  const cashAccess = Object.entries(lists).some(([brand, products]) => brand !== 'ybr' && products.includes('Cash'));
  const cash = [...(cashAccess ? ['MBL'] : []), ...((lists.ybr ?? []).includes('Cash') ? ['YellowBrickRoad'] : [])];
  const wrap = (user.badges ?? []).filter((b) => !REMOVED_BADGES.has(b) && b in WRAP_RATES);
  return { cash, wrap };
}
