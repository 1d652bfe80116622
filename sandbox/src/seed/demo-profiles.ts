// What the seed writes for each demo user beyond DEMO_USERS: badges, products, flags, access, and the
// dealers and advisers behind them. wrap.adviser (M0000001) and grow.adviser (M0000002) share no
// dealer, so no adviser, account, client or group of one is visible to the other.
import type { Brand, PlatformKey } from './products.js';

export type MixKey = 'mglFull' | 'wrapOnly' | 'visionOnly' | 'oasis' | 'perpetual' | 'cashOnly';
export type EntityProduct = 'wrap' | 'cash' | 'mot';

export interface DealerPlan {
  code: string;
  name: string;
  brand: Brand;
  /** Has a dealer-level (type D) adviser entity, code dealer || '0000'. */
  dealerEntity: boolean;
  /** Wrap platforms its advisers sell (oasis dealers sell their own badges). */
  platforms: PlatformKey[];
}

export interface PersonPlan {
  key: string;
  dealer: string;
  name: string;
  products: EntityProduct[];
  /** Share of all accounts (demo advisers) or relative weight within their brand (background). */
  share: number;
  mix: MixKey;
  /** Demo advisers whose accounts get account groups, and how many. */
  groups?: number;
}

export const DEMO_DEALERS: DealerPlan[] = [
  { code: 'HBWP', name: 'Harbour Bridge Wealth Partners', brand: 'mgl', dealerEntity: true, platforms: ['macquarieWrap', 'wrap2', 'vision'] },
  { code: 'SXFP', name: 'Southern Cross Financial Planning', brand: 'mgl', dealerEntity: false, platforms: ['macquarieWrap', 'vision'] },
  { code: 'BGAD', name: 'Bluegum Advice Group', brand: 'mgl', dealerEntity: false, platforms: ['macquarieWrap'] },
  { code: 'VSPA', name: 'Vista Private Advisers', brand: 'mgl', dealerEntity: false, platforms: ['vision'] },
  { code: 'GWWA', name: 'Greenway Wealth Advisers', brand: 'oasis', dealerEntity: true, platforms: ['growWrap', 'voyage'] },
  { code: 'RDFP', name: 'Riverside Financial Partners', brand: 'oasis', dealerEntity: false, platforms: ['voyage'] },
  { code: 'PNPW', name: 'Pinnacle Private Wealth', brand: 'perpetual', dealerEntity: false, platforms: ['perpetual', 'perpetualPps'] },
];

// Shares sum to 0.45; background advisers of every brand hold the other 55 % of accounts.
export const DEMO_PERSONS: PersonPlan[] = [
  { key: 'hbwp-olivia', dealer: 'HBWP', name: 'Olivia Bennett', products: ['wrap', 'cash', 'mot'], share: 0.08, mix: 'mglFull', groups: 5 },
  { key: 'hbwp-daniel', dealer: 'HBWP', name: 'Daniel Harris', products: ['wrap', 'cash'], share: 0.05, mix: 'mglFull', groups: 4 },
  { key: 'hbwp-sophie', dealer: 'HBWP', name: 'Sophie Clarke', products: ['wrap', 'cash', 'mot'], share: 0.04, mix: 'mglFull', groups: 3 },
  { key: 'hbwp-matthew', dealer: 'HBWP', name: 'Matthew Lee', products: ['wrap', 'cash'], share: 0.025, mix: 'mglFull' },
  { key: 'hbwp-grace', dealer: 'HBWP', name: 'Grace Wilson', products: ['wrap', 'cash'], share: 0.015, mix: 'mglFull' },
  { key: 'sxfp-olivia', dealer: 'SXFP', name: 'Olivia Bennett', products: ['wrap', 'cash'], share: 0.03, mix: 'mglFull', groups: 2 },
  { key: 'sxfp-jack', dealer: 'SXFP', name: 'Jack Robinson', products: ['wrap'], share: 0.03, mix: 'wrapOnly' },
  { key: 'bgad-isla', dealer: 'BGAD', name: 'Isla Thompson', products: ['wrap', 'cash'], share: 0.02, mix: 'mglFull' },
  { key: 'vspa-william', dealer: 'VSPA', name: 'William Chen', products: ['wrap', 'cash'], share: 0.03, mix: 'visionOnly' },
  { key: 'gwwa-liam', dealer: 'GWWA', name: 'Liam Nguyen', products: ['wrap'], share: 0.04, mix: 'oasis', groups: 3 },
  { key: 'gwwa-chloe', dealer: 'GWWA', name: 'Chloe Martin', products: ['wrap'], share: 0.02, mix: 'oasis', groups: 2 },
  { key: 'rdfp-liam', dealer: 'RDFP', name: 'Liam Nguyen', products: ['wrap'], share: 0.02, mix: 'oasis', groups: 1 },
  { key: 'pnpw-charlotte', dealer: 'PNPW', name: 'Charlotte Walsh', products: ['wrap'], share: 0.03, mix: 'perpetual', groups: 4 },
  { key: 'pnpw-ethan', dealer: 'PNPW', name: 'Ethan Scott', products: ['wrap'], share: 0.02, mix: 'perpetual', groups: 2 },
];

const ALL_FLAGS = [
  'cashBulkTransactingFlag', 'makeAPaymentFlag', 'littleBlackBookFlag', 'yourClientsFlag', 'portfolioViewFlag',
  'aipFlag', 'ybrFlag', 'pumaOnlyFlag', 'mortgageTransactionsFlag', 'perpetualBulkTransactingFlag',
  'wrapDealerLevelAccessFlag', 'wrapDealerGroupReportingFlag', 'dpmFlag',
] as const;
type Flag = (typeof ALL_FLAGS)[number];

/** Every flag present, true only for those listed, so readers never meet an absent flag. */
function flags(...on: Flag[]): Record<Flag, boolean> {
  return Object.fromEntries(ALL_FLAGS.map((f) => [f, on.includes(f)])) as Record<Flag, boolean>;
}

export interface UserProfile {
  mac: string;
  lastName: string;
  childBadge: string;
  /** Child badges held (ANZGrowWrap is one the product-access rules remove). */
  badges: string[];
  /** Products per brand key: mgl, oasis, anz, ybr, perpetual. */
  supportedBrandProducts: Record<string, string[]>;
  flags: Record<string, boolean>;
  /** Persons (advisers) whose entities the user acts for; their dealers' D entities when dealerEntityOf is set. */
  persons: string[];
  dealerEntityOf?: string[];
  dealerRestricted?: string;
  defaultAccess?: 'FULL' | 'LIMITED' | 'VIEW';
  firstLogin?: boolean;
}

const MGL_ALL = { mgl: ['Wrap', 'Vision', 'Cash'], ybr: ['Cash'] };

export const USER_PROFILES: UserProfile[] = [
  {
    mac: 'M0000001',
    lastName: 'Bennett',
    childBadge: 'MacquarieWrap',
    badges: ['MacquarieWrap', 'Vision'],
    supportedBrandProducts: MGL_ALL,
    flags: flags('wrapDealerLevelAccessFlag', 'wrapDealerGroupReportingFlag', 'cashBulkTransactingFlag',
      'makeAPaymentFlag', 'littleBlackBookFlag', 'yourClientsFlag', 'portfolioViewFlag', 'dpmFlag'),
    persons: ['hbwp-olivia', 'hbwp-daniel', 'hbwp-sophie', 'sxfp-olivia'],
    dealerEntityOf: ['HBWP'],
  },
  {
    mac: 'M0000002',
    lastName: 'Nguyen',
    childBadge: 'GrowWrap',
    badges: ['GrowWrap', 'Voyage', 'ANZGrowWrap'],
    supportedBrandProducts: { oasis: ['Wrap'], anz: ['Wrap'] },
    flags: flags('yourClientsFlag', 'portfolioViewFlag', 'wrapDealerLevelAccessFlag'),
    persons: ['gwwa-liam', 'gwwa-chloe', 'rdfp-liam'],
    dealerEntityOf: ['GWWA'],
  },
  {
    mac: 'M0000003',
    lastName: 'Walsh',
    childBadge: 'Perpetual',
    badges: ['Perpetual'],
    supportedBrandProducts: { perpetual: ['Wrap'] },
    flags: flags('perpetualBulkTransactingFlag', 'portfolioViewFlag'),
    persons: ['pnpw-charlotte', 'pnpw-ethan'],
  },
  {
    mac: 'M0000004',
    lastName: 'Fraser',
    childBadge: 'MacquarieWrap',
    badges: ['MacquarieWrap', 'Vision'],
    supportedBrandProducts: MGL_ALL,
    flags: flags('wrapDealerLevelAccessFlag', 'wrapDealerGroupReportingFlag', 'makeAPaymentFlag'),
    persons: [],
    dealerRestricted: 'HBWP',
  },
  {
    mac: 'M0000005',
    lastName: 'Murphy',
    childBadge: 'MacquarieWrap',
    badges: ['MacquarieWrap'],
    supportedBrandProducts: { mgl: ['Wrap', 'Cash'] },
    flags: flags('yourClientsFlag'),
    persons: ['hbwp-daniel'],
    defaultAccess: 'LIMITED',
  },
  {
    mac: 'M0000006',
    lastName: 'Robinson',
    childBadge: 'MacquarieWrap',
    badges: ['MacquarieWrap'],
    supportedBrandProducts: { mgl: ['Wrap'] },
    flags: flags('portfolioViewFlag'),
    persons: ['sxfp-jack'],
  },
  {
    mac: 'M0000007',
    lastName: 'Thompson',
    childBadge: 'MacquarieWrap',
    badges: ['MacquarieWrap'],
    supportedBrandProducts: { mgl: ['Wrap', 'Cash'] },
    flags: flags('makeAPaymentFlag', 'yourClientsFlag'),
    persons: ['bgad-isla'],
    firstLogin: true,
  },
  {
    mac: 'M0000008',
    lastName: 'Chen',
    childBadge: 'Vision',
    badges: ['Vision'],
    supportedBrandProducts: { mgl: ['Vision'] },
    flags: flags('portfolioViewFlag'),
    persons: ['vspa-william'],
  },
];
