// The specification's product codes, business ventures, brand families and child badges.

export type Brand = 'mgl' | 'oasis' | 'perpetual';
export type WrapProductType = 'Investment' | 'Super' | 'Pension';

export const WRAP_PRODUCTS: Record<WrapProductType, Record<string, string>> = {
  Investment: {
    IA: 'Investment Accumulator',
    IC: 'Wholesale Investment',
    ID: 'Investment Direct',
    IL: 'Investment Lite',
    IM: 'Investment Manager',
    IN: 'Investment Consolidator',
    IW: 'Investment Wrap Series II',
    FC: 'Family Company Investment',
  },
  Super: {
    SC: 'Super Consolidator',
    SA: 'Super Accumulator',
    SP: 'Super Plus',
    SL: 'Super Lite',
    SN: 'Super Manager',
    SD: 'Super Direct',
  },
  Pension: {
    PC: 'Pension Consolidator',
    AP: 'Allocated Pension',
    TA: 'Transition to Retirement Pension',
    PD: 'Pension Direct',
    PL: 'Pension Lite',
    AN: 'Account Based Pension',
  },
};

/** How often each wrap product code is drawn within its type. */
export const WRAP_CODE_WEIGHTS: Record<WrapProductType, [string, number][]> = {
  Investment: [['IM', 30], ['IN', 20], ['IA', 12], ['IC', 10], ['ID', 8], ['IL', 8], ['IW', 7], ['FC', 5]],
  Super: [['SN', 30], ['SC', 25], ['SA', 15], ['SP', 12], ['SL', 10], ['SD', 8]],
  Pension: [['PC', 25], ['AN', 25], ['AP', 20], ['TA', 15], ['PD', 8], ['PL', 7]],
};

export const CASH_PRODUCTS: Record<string, string> = {
  CHI: 'Cash Hub Investment Account',
  CMA: 'Cash Management Account',
  CMH: 'Cash Management Hub Account',
  CMHM: 'Vision Cash Management Account',
  CMHV: 'Vision Cash Account',
  CMHB: 'Cash Management Business Account',
  CMHW: 'Wrap Cash Account',
  CMHC: 'Cash Management Company Account',
  CMHA: 'Cash Management Accelerator Account',
  CMHZ: 'Cash Management Account Zero',
  CMHP: 'Cash Management Premium Account',
  CMHO: 'Cash Management Offset Account',
  CMHX: 'Cash Management Trust Account',
  TDEP: 'Term Deposit Proceeds Account',
  CMHL: 'Cash Management Legal Practice Account',
  CMHF: 'Cash Management Fund Account',
  CMT: 'Cash Management Trust',
};

/** Stand-alone cash accounts; CMHW and CMHV only exist as the cash account of a wrap account. */
export const STANDALONE_CASH_WEIGHTS: [string, number][] = [
  ['CMA', 30], ['CMH', 15], ['CMHA', 8], ['CMHB', 6], ['CMHC', 6], ['CHI', 5], ['CMHP', 5], ['CMT', 4],
  ['CMHZ', 3], ['CMHO', 3], ['CMHX', 2], ['CMHL', 2], ['CMHF', 2], ['TDEP', 1],
];

export const TERM_DEPOSIT_PRODUCTS: Record<string, string> = {
  TD_IFA_C: 'IFA Term Deposit',
  TD_IFA_T: 'IFA Term Deposit (Trust)',
};

export const ONLINE_TRADING_PRODUCTS: Record<string, string> = { ONL: 'Online Trading Account' };

export function productDescription(code: string): string {
  for (const type of Object.values(WRAP_PRODUCTS)) if (code in type) return type[code];
  return CASH_PRODUCTS[code] ?? TERM_DEPOSIT_PRODUCTS[code] ?? ONLINE_TRADING_PRODUCTS[code] ?? code;
}

/** A wrap platform under a brand: the child badge accounts carry and the business venture they belong to. */
export interface WrapPlatform {
  brand: Brand;
  childBadge: string;
  venture: string;
}

export const PLATFORMS = {
  macquarieWrap: { brand: 'mgl', childBadge: 'MacquarieWrap', venture: 'MPM' },
  wrap2: { brand: 'mgl', childBadge: 'Wrap2', venture: 'MPM' },
  vision: { brand: 'mgl', childBadge: 'Vision', venture: 'MPMSWP' },
  privatePortfolio: { brand: 'mgl', childBadge: 'PrivatePortfolioManagement', venture: 'PPM' },
  growWrap: { brand: 'oasis', childBadge: 'GrowWrap', venture: 'MPMADG' },
  voyage: { brand: 'oasis', childBadge: 'Voyage', venture: 'MPMAVY' },
  fsp: { brand: 'oasis', childBadge: 'FSP', venture: 'MPMAFS' },
  wealthtrac: { brand: 'oasis', childBadge: 'Wealthtrac', venture: 'MPMAWT' },
  matrix: { brand: 'oasis', childBadge: 'Matrix', venture: 'MPMAMX' },
  mentor: { brand: 'oasis', childBadge: 'Mentor', venture: 'MPMAMN' },
  dominion: { brand: 'oasis', childBadge: 'Dominion', venture: 'MPMADO' },
  portfolioOne: { brand: 'oasis', childBadge: 'PortfolioOne', venture: 'MPMING' },
  perpetual: { brand: 'perpetual', childBadge: 'Perpetual', venture: 'MPMPPT' },
  perpetualPps: { brand: 'perpetual', childBadge: 'Perpetual', venture: 'MPMPPS' },
} as const satisfies Record<string, WrapPlatform>;

export type PlatformKey = keyof typeof PLATFORMS;

/** Bank products (cash, term deposits, online trading) sit under the main brand's bank badge. */
export const BANK = { brand: 'mgl', childBadge: 'MBL', venture: 'MGL' } as const;
export const YELLOW_BRICK_ROAD = { brand: 'mgl', childBadge: 'YellowBrickRoad', venture: 'YBR' } as const;

export const OASIS_PLATFORMS: PlatformKey[] = [
  'growWrap', 'voyage', 'mentor', 'wealthtrac', 'portfolioOne', 'fsp', 'matrix', 'dominion',
];
