// The content system's news articles (issue 16; 001 §2.6, §3 News state). Static, brief and realistic: four
// content types, product keys in productTags, the brands in badgeTags, topic tags (bfs:investment-updates marks
// the main brand's investment updates). Bodies are untrusted HTML as the content system would send it; one
// article carries hostile markup (a script, an onerror handler, a javascript: link) so the portal's sanitising
// is exercised against real data.

export type NewsType = 'product-news' | 'investment-news' | 'investment-strategy' | 'education';
export const NEWS_TYPES: readonly NewsType[] = ['product-news', 'investment-news', 'investment-strategy', 'education'];

/** The product keys of 001 §3. */
export const PRODUCT_KEYS = [
  'cash', 'trading', 'wrap', 'macquarieWrap', 'macquarieVision', 'growWrap', 'dominion', 'fsp', 'matrix',
  'mentor', 'voyage', 'wealthtrac', 'portfolioOne',
] as const;
export type ProductKey = (typeof PRODUCT_KEYS)[number];

export interface NewsArticle {
  id: string;
  type: NewsType;
  title: string;
  summary: string;
  /** yyyy-MM-dd. */
  publishedDate: string;
  author: string;
  productTags: ProductKey[];
  badgeTags: string[];
  tags: string[];
  body: string;
}

const INVESTMENT_UPDATES = 'bfs:investment-updates';
const ALL_BRANDS = ['mgl', 'oasis', 'ppt'];

export const ARTICLES: readonly NewsArticle[] = [
  // Product news
  {
    id: 'pn-2026-cma-bpay-limits', type: 'product-news', publishedDate: '2026-11-20', author: 'Cash Product Team',
    title: 'Cash Management Account: higher daily BPAY limits',
    summary: 'Daily BPAY limits for Cash Management Accounts rise from 1 December.',
    productTags: ['cash'], badgeTags: ['mgl'], tags: ['bfs:product-updates'],
    body: '<p>From <strong>1 December 2026</strong> the default daily BPAY limit on Cash Management Accounts rises from $100,000 to $250,000.</p><p>Clients who set a lower limit keep it. Limits can be changed online or by calling us.</p>',
  },
  {
    id: 'pn-2026-wrap-model-menu', type: 'product-news', publishedDate: '2026-11-18', author: 'Wrap Product Team',
    title: 'Macquarie Wrap: model portfolio menu refreshed',
    summary: 'Six managed models join the Wrap menu and two close to new investment.',
    productTags: ['macquarieWrap'], badgeTags: ['mgl'], tags: ['bfs:product-updates'],
    body: '<p>Six new managed models are available on the Macquarie Wrap investment menu from 18 November.</p><ul><li>Two multi-asset growth models</li><li>Two income-focused models</li><li>Two ESG models</li></ul><p>The Balanced Index and Conservative Core models close to new investment on 31 January 2027.</p>',
  },
  {
    id: 'pn-2026-vision-reporting', type: 'product-news', publishedDate: '2026-11-12', author: 'Vision Product Team',
    title: 'Vision: quarterly reporting arrives earlier',
    summary: 'Quarterly client reports are now ready on the fifth business day.',
    productTags: ['macquarieVision'], badgeTags: ['mgl'], tags: ['bfs:product-updates'],
    body: '<p>Quarterly reports for Vision accounts will be ready on the <em>fifth</em> business day after quarter end, down from the tenth.</p>',
  },
  {
    id: 'pn-2026-trading-brokerage', type: 'product-news', publishedDate: '2026-11-05', author: 'Online Trading Team',
    title: 'Online trading: brokerage for adviser-placed trades',
    summary: 'A flat brokerage rate applies to adviser-placed ASX trades from 1 December.',
    productTags: ['trading'], badgeTags: ['mgl'], tags: ['bfs:product-updates'],
    body: '<p>Adviser-placed ASX trades of up to $10,000 will attract a flat $19.95 brokerage from 1 December 2026.</p>',
  },
  {
    id: 'pn-2026-growwrap-funds', type: 'product-news', publishedDate: '2026-11-16', author: 'Grow Wrap Team',
    title: 'Grow Wrap: twelve managed funds added',
    summary: 'Twelve managed funds across fixed income and global equities join Grow Wrap.',
    productTags: ['growWrap'], badgeTags: ['oasis'], tags: ['oasis:platform-news'],
    body: '<p>Twelve managed funds are now on the Grow Wrap menu, including four global fixed income funds.</p><p>See the updated investment menu in the offer documents.</p>',
  },
  {
    id: 'pn-2026-voyage-fees', type: 'product-news', publishedDate: '2026-11-02', author: 'Voyage Team',
    title: 'Voyage: administration fee caps reduced',
    summary: 'The administration fee cap for family groups falls on 1 January.',
    productTags: ['voyage'], badgeTags: ['oasis'], tags: ['oasis:platform-news'],
    body: '<p>From 1 January 2027 the administration fee cap for linked family groups falls from $3,500 to $3,100 a year.</p>',
  },
  {
    id: 'pn-2026-dominion-notice', type: 'product-news', publishedDate: '2026-11-10', author: 'Dominion Team',
    title: 'Dominion: platform notice',
    summary: 'A notice for Dominion platform advisers.',
    productTags: ['dominion'], badgeTags: ['oasis'], tags: [],
    body: '<p>Dominion platform changes are communicated by the platform directly.</p>',
  },
  {
    id: 'pn-2026-fsp-matrix-notice', type: 'product-news', publishedDate: '2026-11-09', author: 'Platform Team',
    title: 'FSP and Matrix: statement timing',
    summary: 'Annual statement timing for FSP and Matrix accounts.',
    productTags: ['fsp', 'matrix'], badgeTags: ['oasis'], tags: [],
    body: '<p>Annual statements for FSP and Matrix accounts are issued by the platform directly.</p>',
  },
  {
    id: 'pn-2026-online-applications', type: 'product-news', publishedDate: '2026-11-14', author: 'Wrap Product Team',
    title: 'Wrap: online applications for joint accounts',
    summary: 'Joint investment accounts can now be opened fully online.',
    productTags: ['wrap'], badgeTags: ALL_BRANDS, tags: ['bfs:product-updates'],
    body: '<p>Joint investment accounts can now be opened online, with each applicant verifying their identity digitally.</p>',
  },
  {
    id: 'pn-2026-maintenance', type: 'product-news', publishedDate: '2026-11-08', author: 'Platform Operations',
    title: 'Wrap platforms: weekend maintenance',
    summary: 'Wrap online services are unavailable on Saturday night for scheduled maintenance.',
    productTags: ['wrap', 'macquarieWrap', 'growWrap'], badgeTags: ALL_BRANDS, tags: ['bfs:product-updates'],
    // Hostile markup, as a compromised content feed could send it: none of it may run in the portal.
    body: '<p>Wrap online services will be unavailable from <strong>10 pm Saturday 28 November</strong> to 6 am Sunday (Sydney time).</p>'
      + '<script>window.__newsHostile = "script ran"</script>'
      + '<img src="x" onerror="window.__newsHostile = \'onerror ran\'" alt="maintenance">'
      + '<p><a href="javascript:window.__newsHostile=\'link ran\'" id="news-hostile-link">Read the maintenance notice</a></p>'
      + '<p onclick="window.__newsHostile = \'click ran\'">Transactions submitted during the outage are processed on Monday. See <a href="https://www.example-adviser.test/maintenance">the service status page</a>.</p>',
  },
  {
    id: 'pn-2026-mentor-menu', type: 'product-news', publishedDate: '2026-10-28', author: 'Mentor Team',
    title: 'Mentor: investment menu review',
    summary: 'The annual Mentor investment menu review is complete.',
    productTags: ['mentor'], badgeTags: ['oasis'], tags: ['oasis:platform-news'],
    body: '<p>The annual review of the Mentor investment menu is complete; three funds close to new money on 15 December.</p>',
  },
  {
    id: 'pn-2026-wealthtrac-forms', type: 'product-news', publishedDate: '2026-10-20', author: 'Wealthtrac Team',
    title: 'Wealthtrac: new withdrawal form',
    summary: 'A simpler withdrawal form replaces the current version.',
    productTags: ['wealthtrac'], badgeTags: ['oasis'], tags: ['oasis:platform-news'],
    body: '<p>A two-page withdrawal form replaces the current version. Old forms are accepted until 31 March 2027.</p>',
  },
  {
    id: 'pn-2026-portfolioone-sms', type: 'product-news', publishedDate: '2026-10-15', author: 'PortfolioOne Team',
    title: 'PortfolioOne: SMS security codes',
    summary: 'Clients confirm withdrawals with an SMS security code.',
    productTags: ['portfolioOne'], badgeTags: ['oasis'], tags: ['oasis:platform-news'],
    body: '<p>PortfolioOne clients now confirm online withdrawals with an SMS security code.</p>',
  },
  {
    id: 'pn-2026-td-terms', type: 'product-news', publishedDate: '2026-10-01', author: 'Cash Product Team',
    title: 'Term deposits: new 7-month term',
    summary: 'A 7-month term joins the IFA term deposit range.',
    productTags: ['cash'], badgeTags: ['mgl'], tags: ['bfs:product-updates'],
    body: '<p>A 7-month term is now available on IFA term deposits. See the rates page for current rates.</p>',
  },
  {
    id: 'pn-2026-wrap-series-ii', type: 'product-news', publishedDate: '2026-09-20', author: 'Wrap Product Team',
    title: 'Investment Wrap Series II: product disclosure update',
    summary: 'An updated PDS for Investment Wrap Series II is available.',
    productTags: ['macquarieWrap'], badgeTags: ['mgl'], tags: ['bfs:product-updates'],
    body: '<p>An updated product disclosure statement for Investment Wrap Series II is available from the offer documents page.</p>',
  },
  // Investment news
  {
    id: 'in-2026-rba-november', type: 'investment-news', publishedDate: '2026-11-19', author: 'Investment Research',
    title: 'Market update: RBA holds the cash rate',
    summary: 'The Reserve Bank left the cash rate unchanged at its November meeting.',
    productTags: ['wrap', 'cash'], badgeTags: ALL_BRANDS, tags: [INVESTMENT_UPDATES],
    body: '<p>The Reserve Bank held the cash rate at its November meeting, citing easing services inflation.</p><p>Bond yields fell modestly after the decision.</p>',
  },
  {
    id: 'in-2026-cash-outlook', type: 'investment-news', publishedDate: '2026-11-15', author: 'Treasury',
    title: 'Cash rates outlook for 2027',
    summary: 'Where deposit rates may head next year.',
    productTags: ['cash'], badgeTags: ['mgl'], tags: [INVESTMENT_UPDATES],
    body: '<p>Deposit rates are expected to ease gradually through 2027.</p>',
  },
  {
    id: 'in-2026-global-equities', type: 'investment-news', publishedDate: '2026-11-11', author: 'Investment Research',
    title: 'Global equities: quarterly review',
    summary: 'Developed-market equities led returns over the September quarter.',
    productTags: ['macquarieWrap', 'macquarieVision'], badgeTags: ['mgl'], tags: [INVESTMENT_UPDATES],
    body: '<p>Developed-market equities returned 4.1% over the quarter, led by healthcare and industrials.</p>',
  },
  {
    id: 'in-2026-model-rebalance', type: 'investment-news', publishedDate: '2026-11-09', author: 'Portfolio Management',
    title: 'Model portfolios: November rebalance',
    summary: 'Managed models were rebalanced towards fixed income.',
    productTags: ['macquarieWrap'], badgeTags: ALL_BRANDS, tags: ['bfs:models'],
    body: '<p>Managed models moved two percentage points from Australian equities to fixed income.</p>',
  },
  {
    id: 'in-2026-growwrap-menu', type: 'investment-news', publishedDate: '2026-11-06', author: 'Grow Wrap Team',
    title: 'Grow Wrap: investment menu additions',
    summary: 'Four listed investment trusts join the Grow Wrap menu.',
    productTags: ['growWrap'], badgeTags: ['oasis'], tags: [INVESTMENT_UPDATES],
    body: '<p>Four listed investment trusts are now available on the Grow Wrap investment menu.</p>',
  },
  {
    id: 'in-2026-voyage-fixed-income', type: 'investment-news', publishedDate: '2026-10-30', author: 'Voyage Team',
    title: 'Voyage: fixed income options explained',
    summary: 'How the Voyage fixed income options differ.',
    productTags: ['voyage'], badgeTags: ['oasis'], tags: ['oasis:investments'],
    body: '<p>Voyage offers term deposits, bond funds and a floating rate note option. Each suits a different horizon.</p>',
  },
  {
    id: 'in-2026-fixed-income', type: 'investment-news', publishedDate: '2026-10-25', author: 'Investment Research',
    title: 'Fixed income: yields and duration',
    summary: 'Why duration is back in favour.',
    productTags: ['wrap', 'macquarieVision'], badgeTags: ['mgl'], tags: [INVESTMENT_UPDATES],
    body: '<p>With yields near decade highs, modest duration again offers protection against an equity downturn.</p>',
  },
  {
    id: 'in-2026-aus-equities', type: 'investment-news', publishedDate: '2026-10-10', author: 'Investment Research',
    title: 'Australian equities: September quarter',
    summary: 'Resources lagged while banks rallied.',
    productTags: ['wrap'], badgeTags: ['mgl'], tags: [INVESTMENT_UPDATES],
    body: '<p>The ASX 200 returned 2.3% over the quarter; banks rallied while resources lagged.</p>',
  },
  {
    id: 'in-2026-property', type: 'investment-news', publishedDate: '2026-09-28', author: 'Investment Research',
    title: 'Property securities: a recovery under way',
    summary: 'Listed property rebounded as rate expectations eased.',
    productTags: ['macquarieWrap'], badgeTags: ['mgl'], tags: [INVESTMENT_UPDATES],
    body: '<p>Listed property rebounded 6% over the quarter as rate expectations eased.</p>',
  },
  // Investment strategy
  {
    id: 'is-2026-diversified-growth', type: 'investment-strategy', publishedDate: '2026-11-17', author: 'Chief Investment Office',
    title: 'Strategy: positioning diversified growth portfolios',
    summary: 'A modest overweight to global equities, funded from cash.',
    productTags: ['macquarieWrap', 'macquarieVision'], badgeTags: ['mgl'], tags: ['bfs:strategy'],
    body: '<p>We hold a modest overweight to global equities, funded from cash, and stay neutral on Australian equities.</p>',
  },
  {
    id: 'is-2026-defensive-income', type: 'investment-strategy', publishedDate: '2026-11-03', author: 'Chief Investment Office',
    title: 'Strategy: defensive income in a falling-rate world',
    summary: 'Locking in yield before rates fall.',
    productTags: ['wrap'], badgeTags: ['mgl'], tags: ['bfs:strategy'],
    body: '<p>Investment-grade credit and term deposits of 12 to 24 months lock in yield ahead of rate cuts.</p>',
  },
  {
    id: 'is-2026-growwrap-strategy', type: 'investment-strategy', publishedDate: '2026-10-22', author: 'Grow Wrap Team',
    title: 'Strategy: Grow Wrap balanced models',
    summary: 'The balanced models’ asset allocation for 2027.',
    productTags: ['growWrap'], badgeTags: ['oasis'], tags: ['oasis:strategy'],
    body: '<p>The balanced models hold 60% growth assets with a tilt towards infrastructure.</p>',
  },
  // Education
  {
    id: 'ed-2026-ttr-pensions', type: 'education', publishedDate: '2026-11-13', author: 'Technical Services',
    title: 'Understanding transition to retirement pensions',
    summary: 'How a TTR pension works and when it suits a client.',
    productTags: ['wrap'], badgeTags: ALL_BRANDS, tags: ['education:super'],
    body: '<p>A transition to retirement pension lets a client who has reached preservation age draw an income while still working.</p><ol><li>Minimum drawdown 4%</li><li>Maximum drawdown 10%</li></ol>',
  },
  {
    id: 'ed-2026-cash-flow', type: 'education', publishedDate: '2026-11-01', author: 'Technical Services',
    title: 'Cash flow planning for retirees',
    summary: 'Structuring cash buckets for a steady retirement income.',
    productTags: ['cash'], badgeTags: ['mgl'], tags: ['education:retirement'],
    body: '<p>A three-bucket approach keeps one to two years of spending in cash, the rest invested for growth and income.</p>',
  },
  {
    id: 'ed-2026-estate-planning', type: 'education', publishedDate: '2026-10-18', author: 'Technical Services',
    title: 'Estate planning basics for advisers',
    summary: 'Binding nominations, reversionary pensions and wills.',
    productTags: [], badgeTags: ['ppt'], tags: ['education:estate'],
    body: '<p>Binding death benefit nominations lapse after three years unless they are non-lapsing.</p>',
  },
  {
    id: 'ed-2026-contribution-caps', type: 'education', publishedDate: '2026-10-05', author: 'Technical Services',
    title: 'Super contribution caps for 2026–27',
    summary: 'Concessional and non-concessional caps at a glance.',
    productTags: ['wrap', 'growWrap'], badgeTags: ALL_BRANDS, tags: ['education:super'],
    body: '<p>The concessional cap is $30,000 and the non-concessional cap $120,000 for 2026–27.</p>',
  },
];
