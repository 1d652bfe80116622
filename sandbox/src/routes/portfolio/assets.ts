// The wrap menu's reference assets (issue 17): listed securities (ASX codes), managed funds (APIR codes), term
// deposits and cash, each with its asset class and the price it trades at on the anchor day (prices.ts walks
// back and forward from there). A small fixed table, so it lives in code rather than in a migration.
export type AssetType = 'LISTED' | 'MANAGED_FUND' | 'TERM_DEPOSIT' | 'CASH';
export type AssetClass =
  | 'Australian equities'
  | 'International equities'
  | 'Property'
  | 'Infrastructure'
  | 'Fixed interest'
  | 'Cash';

export interface Asset {
  code: string;
  name: string;
  type: AssetType;
  assetClass: AssetClass;
  /** Price on ANCHOR_DAY, dollars. Term deposits and cash are 1.00 a unit (a unit is a dollar). */
  anchorPrice: number;
  /** Distributions a year (0: none). */
  distributionsPerYear: 0 | 2 | 4;
  /** A share split: on this day (yyyy-MM-dd) every unit becomes `ratio` units. */
  split?: { day: string; ratio: number };
}

const listed = (code: string, name: string, assetClass: AssetClass, anchorPrice: number, split?: Asset['split']): Asset => ({
  code, name, type: 'LISTED', assetClass, anchorPrice, distributionsPerYear: 2, ...(split ? { split } : {}),
});
const etf = (code: string, name: string, assetClass: AssetClass, anchorPrice: number): Asset => ({
  code, name, type: 'LISTED', assetClass, anchorPrice, distributionsPerYear: 4,
});
const fund = (code: string, name: string, assetClass: AssetClass, anchorPrice: number): Asset => ({
  code, name, type: 'MANAGED_FUND', assetClass, anchorPrice, distributionsPerYear: 2,
});
const td = (code: string, name: string): Asset => ({ code, name, type: 'TERM_DEPOSIT', assetClass: 'Cash', anchorPrice: 1, distributionsPerYear: 0 });

export const CASH_CODE = 'WRAPCASH';

export const ASSETS: readonly Asset[] = [
  { code: CASH_CODE, name: 'Wrap cash account', type: 'CASH', assetClass: 'Cash', anchorPrice: 1, distributionsPerYear: 0 },
  listed('BHP', 'BHP Group Limited', 'Australian equities', 42.1),
  listed('CBA', 'Commonwealth Bank of Australia', 'Australian equities', 158.4),
  listed('CSL', 'CSL Limited', 'Australian equities', 268.9),
  listed('NAB', 'National Australia Bank Limited', 'Australian equities', 37.85),
  listed('WBC', 'Westpac Banking Corporation', 'Australian equities', 33.2),
  listed('ANZ', 'ANZ Group Holdings Limited', 'Australian equities', 30.45),
  listed('WES', 'Wesfarmers Limited', 'Australian equities', 78.6),
  listed('MQG', 'Macquarie Group Limited', 'Australian equities', 214.3),
  listed('WOW', 'Woolworths Group Limited', 'Australian equities', 31.7),
  listed('TLS', 'Telstra Group Limited', 'Australian equities', 4.12),
  listed('RIO', 'Rio Tinto Limited', 'Australian equities', 118.5),
  listed('FMG', 'Fortescue Ltd', 'Australian equities', 19.8),
  listed('WDS', 'Woodside Energy Group Ltd', 'Australian equities', 24.6),
  listed('ALL', 'Aristocrat Leisure Limited', 'Australian equities', 61.2, { day: '2024-03-11', ratio: 2 }),
  listed('COL', 'Coles Group Limited', 'Australian equities', 19.4),
  listed('QBE', 'QBE Insurance Group Limited', 'Australian equities', 20.15),
  listed('SUN', 'Suncorp Group Limited', 'Australian equities', 18.9),
  listed('REA', 'REA Group Ltd', 'Australian equities', 236.0, { day: '2025-09-15', ratio: 3 }),
  listed('XRO', 'Xero Limited', 'Australian equities', 152.3),
  listed('WTC', 'WiseTech Global Limited', 'Australian equities', 104.8),
  listed('JHX', 'James Hardie Industries plc', 'Australian equities', 49.3),
  listed('STO', 'Santos Limited', 'Australian equities', 6.85),
  listed('ORG', 'Origin Energy Limited', 'Australian equities', 11.2),
  listed('AMC', 'Amcor plc', 'Australian equities', 14.6),
  listed('BXB', 'Brambles Limited', 'Australian equities', 22.4),
  listed('RMD', 'ResMed Inc', 'Australian equities', 38.9),
  listed('COH', 'Cochlear Limited', 'Australian equities', 287.5),
  listed('SHL', 'Sonic Healthcare Limited', 'Australian equities', 26.3),
  listed('NST', 'Northern Star Resources Ltd', 'Australian equities', 17.6),
  listed('S32', 'South32 Limited', 'Australian equities', 3.45),
  listed('IAG', 'Insurance Australia Group Limited', 'Australian equities', 8.1),
  listed('ASX', 'ASX Limited', 'Australian equities', 63.4),
  listed('CPU', 'Computershare Limited', 'Australian equities', 36.2),
  listed('TCL', 'Transurban Group', 'Infrastructure', 13.4),
  listed('APA', 'APA Group', 'Infrastructure', 8.05),
  listed('GMG', 'Goodman Group', 'Property', 34.7),
  listed('SCG', 'Scentre Group', 'Property', 3.72),
  listed('SGP', 'Stockland', 'Property', 5.41),
  listed('MGR', 'Mirvac Group', 'Property', 2.28),
  listed('DXS', 'Dexus', 'Property', 7.65),
  listed('CHC', 'Charter Hall Group', 'Property', 17.9),
  etf('VAS', 'Vanguard Australian Shares Index ETF', 'Australian equities', 104.2),
  etf('VGS', 'Vanguard MSCI Index International Shares ETF', 'International equities', 141.6),
  etf('IVV', 'iShares S&P 500 ETF', 'International equities', 62.3),
  etf('NDQ', 'Betashares Nasdaq 100 ETF', 'International equities', 52.8),
  etf('VAF', 'Vanguard Australian Fixed Interest Index ETF', 'Fixed interest', 46.1),
  etf('IAF', 'iShares Core Composite Bond ETF', 'Fixed interest', 101.4),
  etf('VAP', 'Vanguard Australian Property Securities Index ETF', 'Property', 98.7),
  etf('AAA', 'Betashares Australian High Interest Cash ETF', 'Cash', 50.12),
  fund('VAN0002AU', 'Vanguard Australian Shares Index Fund', 'Australian equities', 2.4631),
  fund('VAN0003AU', 'Vanguard International Shares Index Fund', 'International equities', 4.1187),
  fund('VAN0001AU', 'Vanguard Australian Fixed Interest Index Fund', 'Fixed interest', 0.9842),
  fund('VAN0004AU', 'Vanguard Australian Property Securities Index Fund', 'Property', 0.8615),
  fund('MGE0001AU', 'Magellan Global Fund', 'International equities', 2.7354),
  fund('MGE0002AU', 'Magellan Infrastructure Fund', 'Infrastructure', 1.4426),
  fund('PLA0002AU', 'Platinum International Fund', 'International equities', 1.9578),
  fund('PER0049AU', 'Perpetual Industrial Share Fund', 'Australian equities', 3.2105),
  fund('MAQ0211AU', 'Macquarie Income Opportunities Fund', 'Fixed interest', 0.9431),
  fund('ETL0015AU', 'PIMCO Australian Bond Fund', 'Fixed interest', 0.9186),
  fund('BTA0055AU', 'Pendal Sustainable Australian Share Fund', 'Australian equities', 1.6823),
  fund('HOW0052AU', 'Ausbil Australian Emerging Leaders Fund', 'Australian equities', 2.2749),
  fund('FSF0002AU', 'First Sentier Imputation Fund', 'Australian equities', 3.9462),
  fund('ANT0002AU', 'Antipodes Global Fund', 'International equities', 1.5367),
  td('TD-MBL-03M', 'Macquarie Bank term deposit 3 months'),
  td('TD-MBL-06M', 'Macquarie Bank term deposit 6 months'),
  td('TD-ANZ-12M', 'ANZ term deposit 12 months'),
  td('TD-NAB-12M', 'NAB term deposit 12 months'),
  td('TD-JUD-24M', 'Judo Bank term deposit 24 months'),
];

export const ASSET_BY_CODE: ReadonlyMap<string, Asset> = new Map(ASSETS.map((a) => [a.code, a]));
