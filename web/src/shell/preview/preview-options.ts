// The choices the "preview as" form offers (001 §1, §3; 000 §9). Development tooling: the gateway
// resolves whatever is picked, so a badge missing here only needs adding to this list.

export const PREVIEW_BRANDS = {
  mgl: ['MacquarieWrap', 'Wrap2', 'Vision', 'PrivatePortfolioManagement', 'MBL', 'YellowBrickRoad'],
  oasis: ['GrowWrap', 'Voyage', 'Mentor', 'Wealthtrac', 'PortfolioOne', 'FSP', 'Matrix', 'Dominion'],
  perpetual: ['Perpetual'],
} as const;

export type PreviewBrand = keyof typeof PREVIEW_BRANDS;

export const PREVIEW_PRODUCTS = ['Wrap', 'Vision', 'Cash'] as const;

export const PREVIEW_USER_FLAGS = [
  'cashBulkTransactingFlag',
  'makeAPaymentFlag',
  'littleBlackBookFlag',
  'yourClientsFlag',
  'portfolioViewFlag',
  'aipFlag',
  'ybrFlag',
  'pumaOnlyFlag',
  'mortgageTransactionsFlag',
  'perpetualBulkTransactingFlag',
  'wrapDealerLevelAccessFlag',
  'wrapDealerGroupReportingFlag',
  'dpmFlag',
] as const;

export const PREVIEW_ENVIRONMENTS = ['dev', 'sit', 'uat', 'lab', 'beta', 'production'] as const;
