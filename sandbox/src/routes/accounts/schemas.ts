// Accounts' contract: adviser codes, intermediary and babbage account searches, account access, the portfolio
// balance and external identifiers, under the specification's paths and with its field names.
import type { RouteSchema } from '../../http/route-schema.js';
import { text, textList } from '../../http/route-schema.js';
import { ACCOUNT_STATUSES, ACCOUNT_TYPES } from '../shared/account-filters.js';

const nullable = (type: string, description?: string) => ({ type: [type, 'null'], ...(description ? { description } : {}) }) as const;
const day = { type: 'string', format: 'date' } as const;
const nullableDay = { type: ['string', 'null'], format: 'date' } as const;
const mac = { type: 'object', properties: { mac: text('The signed-in user\'s mac (the path names it; the token decides).') }, required: ['mac'] } as const;
const badge = text('The login badge.');
const statuses = textList(`Comma list of ${ACCOUNT_STATUSES.join(', ')} (default Active).`);
const sortQuery = {
  sortColumn: textList('Comma list of columns to sort by (default account_short_name, then account_type).'),
  sortOrder: text('asc (default) or desc.'),
} as const;

/** An account as the intermediary calls answer it: one record per visible adviser link. */
const accountRecord = {
  type: 'object',
  properties: {
    accountId: { type: 'string' },
    accountNumber: { type: 'string' },
    accountName: { type: 'string' },
    accountStatus: { type: 'string', enum: ACCOUNT_STATUSES },
    accountType: { type: 'string', enum: ACCOUNT_TYPES },
    productCode: { type: 'string' },
    accountProduct: { type: 'string', description: 'The product\'s description.' },
    roleType: { type: 'string' },
    parentAccountId: nullable('string', 'A sub-account\'s wrap account.'),
    type: { type: 'string', description: 'The wrap product type (Investment, Super, Pension), else the account type.' },
    adviserCode: { type: 'string', description: 'The adviser entity key of this link.' },
    adviserType: { type: 'string', enum: ['P', 'S'], description: 'Primary or secondary adviser.' },
    accountCreated: { ...day, description: 'The opening date.' },
    businessVenture: { type: 'string' },
    wrapAccountSource: nullable('string'),
    isOpeningXLAccountAllowed: { type: 'boolean' },
    isNewAccount: { type: 'boolean' },
    accountBalance: nullable('number', 'The ledger balance, dollars.'),
    availableBalance: nullable('number', 'Dollars (cash accounts).'),
    linkedCashAccount: nullable('string', 'The linked cash account\'s number.'),
    wrapProductType: nullable('string'),
    clientId: nullable('string'),
    dealerCode: { type: 'string' },
    closedDate: nullableDay,
    maturityDate: nullableDay,
    fundedDate: nullableDay,
  },
  required: [
    'accountId', 'accountNumber', 'accountName', 'accountStatus', 'accountType', 'productCode', 'accountProduct', 'roleType', 'parentAccountId', 'type',
    'adviserCode', 'adviserType', 'accountCreated', 'businessVenture', 'wrapAccountSource', 'isOpeningXLAccountAllowed', 'isNewAccount', 'accountBalance',
    'availableBalance', 'linkedCashAccount', 'wrapProductType', 'clientId', 'dealerCode', 'closedDate', 'maturityDate', 'fundedDate',
  ],
} as const;

const products = {
  type: 'object',
  properties: {
    products: {
      type: 'array',
      items: { type: 'object', properties: { productCode: { type: 'string' }, productDescription: { type: 'string' } }, required: ['productCode', 'productDescription'] },
    },
  },
  required: ['products'],
} as const;

const babbageAccount = {
  type: 'object',
  properties: {
    accountNumber: { type: 'string' },
    accountName: { type: 'string' },
    productCode: { type: 'string' },
    productDescription: { type: 'string' },
    accountStatus: { type: 'string', enum: ACCOUNT_STATUSES },
    ledgerBalance: nullable('number', 'Dollars.'),
    availableBalance: nullable('number', 'Dollars.'),
    openDate: day,
    closedDate: nullableDay,
    maturityDate: nullableDay,
    interestRate: nullable('number', '% p.a.'),
    termDeposit: {
      type: ['object', 'null'],
      description: 'A term deposit\'s current term (TD product codes only; null without a maturity date).',
      properties: {
        principal: { type: 'number', description: "Amount lodged at the term's start; the ledger balance adds the interest reinvested since." },
        interestRate: nullable('number', '% p.a.'),
        termMonths: { type: 'integer' },
        startDate: day,
        maturityDate: day,
        interestFrequency: { type: 'string', enum: ['AT_MATURITY', 'MONTHLY', 'QUARTERLY', 'ANNUALLY'] },
        interestPaymentMethod: { type: 'string', enum: ['REINVEST', 'PAY_TO_LINKED_ACCOUNT'] },
        maturityInstruction: { type: 'string', enum: ['REINVEST_PRINCIPAL_AND_INTEREST', 'REINVEST_PRINCIPAL', 'PAY_OUT'] },
        interestAtMaturity: {
          type: 'number',
          description: "Interest over the whole term: each period's balance x rate x days / 365 to the cent; reinvested periodic interest earns in later periods.",
        },
        interestToDate: { type: 'number', description: "Interest paid or reinvested from the term's start to the balances' day." },
      },
      required: ['principal', 'interestRate', 'termMonths', 'startDate', 'maturityDate', 'interestFrequency', 'interestPaymentMethod', 'maturityInstruction', 'interestAtMaturity', 'interestToDate'],
    },
    linkedAccounts: {
      type: 'array',
      description: 'With showLinks=true: the visible accounts that name this cash account as their linked cash account.',
      items: {
        type: 'object',
        properties: { accountId: { type: 'string' }, accountNumber: { type: 'string' }, accountName: { type: 'string' }, accountType: { type: 'string' } },
        required: ['accountId', 'accountNumber', 'accountName', 'accountType'],
      },
    },
  },
  required: ['accountNumber', 'accountName', 'productCode', 'productDescription', 'accountStatus', 'ledgerBalance', 'availableBalance', 'openDate', 'closedDate', 'maturityDate', 'interestRate'],
} as const;

const advisersHeader = {
  type: 'object',
  properties: { advisers: text('Comma list of the user\'s adviser entity keys to narrow to (another\'s is 403).') },
} as const;

export const schemas = {
  'GET /wealth/channel/adviser/v1/adviser/entities': {
    summary: 'The user\'s adviser codes',
    querystring: {
      type: 'object',
      properties: {
        'include-linked-adviser-entities': text('true: also the entities a dealer-restricted user reaches through the dealer.'),
        'include-mot-entities': text('true: also online trading (MOT) entities (one brand only).'),
        'include-adviser-names': text('true: add adviser_name and dealer_name.'),
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                entity_key: { type: 'string' },
                entity_source: { type: 'string', description: 'Where the entity comes from (MOT for online trading).' },
                entity_type: { type: 'string' },
                product_type: { type: 'string', description: 'wrap, cash or online trading.' },
                adviser_name: { type: 'string', description: 'With include-adviser-names.' },
                dealer_name: { type: 'string', description: 'With include-adviser-names.' },
              },
              required: ['entity_key', 'entity_source', 'entity_type', 'product_type'],
            },
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /intermediary-accounts/v1/intermediaries/:mac/entities': {
    summary: 'The intermediary\'s dealer and adviser codes by product',
    params: mac,
    querystring: { type: 'object', properties: { badge, scope: textList('Comma list of mot, cash, wrap (default all three).') } },
    response: {
      200: {
        type: 'object',
        properties: {
          entities: {
            type: 'array',
            items: {
              type: 'object',
              properties: { dealer_code: { type: 'string' }, adviser_code: { type: 'string' }, product_type: { type: 'string' } },
              required: ['dealer_code', 'adviser_code', 'product_type'],
            },
          },
        },
        required: ['entities'],
      },
    },
  },
  'GET /intermediary-accounts/v2/intermediaries/:mac/accounts': {
    summary: 'Search the intermediary\'s accounts',
    description: 'Accounts of the user\'s adviser entities (or those the advisers header names), filtered, sorted and paged by cursor. limit=1 serves counts.',
    params: mac,
    headers: advisersHeader,
    querystring: {
      type: 'object',
      properties: {
        badge,
        keyword: text('Words matched against names, numbers and ids.'),
        accountStatus: statuses,
        accountType: textList(`Comma list of ${ACCOUNT_TYPES.join(', ')}.`),
        businessVenture: textList('Comma list of business ventures.'),
        productCodes: textList('Comma list of product codes.'),
        openDateFrom: text('Opened on or after (yyyy-MM-dd).'),
        openDateTo: text('Opened on or before (yyyy-MM-dd).'),
        closeDateFrom: text('Closed on or after (yyyy-MM-dd).'),
        closeDateTo: text('Closed on or before (yyyy-MM-dd).'),
        fromAmount: text('Balance at least (dollars).'),
        toAmount: text('Balance at most (dollars).'),
        accountIds: textList('Comma list of account ids.'),
        limit: text('Page size, 1 to 100 (default 25).'),
        endCursor: text('The previous page\'s data.endCursor.'),
        extras: text('Accepted and ignored.'),
        ...sortQuery,
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          total_count: { type: 'integer', description: 'Matching accounts over all pages.' },
          totalCount: { type: 'integer', description: 'The same as total_count.' },
          balancesAsAt: { ...day, description: 'The day the balances are as at.' },
          data: {
            type: 'object',
            properties: {
              accounts: { type: 'array', items: accountRecord },
              hasNextPage: { type: 'boolean' },
              endCursor: nullable('string', 'The next page\'s endCursor; null on the last page.'),
            },
            required: ['accounts', 'hasNextPage', 'endCursor'],
          },
        },
        required: ['total_count', 'totalCount', 'balancesAsAt', 'data'],
      },
    },
  },
  'GET /intermediary-accounts/v1/intermediaries/:mac/accounts/list': {
    summary: 'Accounts by id',
    description: 'The visible ones of the accounts asked for, one record per visible adviser link.',
    params: mac,
    querystring: { type: 'object', properties: { badge, account_list: textList('Comma list of account ids (at most 500).') } },
    response: { 200: { type: 'object', properties: { accounts: { type: 'array', items: accountRecord } }, required: ['accounts'] } },
  },
  'GET /intermediary-accounts/v1/intermediaries/:mac/product-codes': {
    summary: 'The product codes of the intermediary\'s accounts',
    params: mac,
    headers: advisersHeader,
    querystring: { type: 'object', properties: { badge, accountStatus: textList(`Comma list of ${ACCOUNT_STATUSES.join(', ')} (default all).`) } },
    response: { 200: products },
  },
  'GET /wealth/babbage/accounts': {
    summary: 'Search cash and term deposit accounts',
    description: 'The user\'s cash and term deposit accounts, filtered, sorted and paged by cursor.',
    headers: {
      type: 'object',
      properties: { ...advisersHeader.properties, account_list: text('Comma list of account ids to narrow to.') },
    },
    querystring: {
      type: 'object',
      properties: {
        badge,
        keyword: text('Words matched against names and numbers.'),
        productCodes: textList('Comma list of product codes.'),
        productDesc: textList('Comma list of product descriptions.'),
        fromDate: text('Opened (or with closedDate=true closed) on or after (yyyy-MM-dd).'),
        toDate: text('Opened (or closed) on or before (yyyy-MM-dd).'),
        openDate: text('true: fromDate and toDate apply to the opening date (the default).'),
        closedDate: text('true: fromDate and toDate apply to the closing date.'),
        accountStatus: statuses,
        accountType: textList('Comma list of CASH, TD (default both).'),
        businessVenture: textList('Comma list of business ventures.'),
        showLinks: text('true: add linkedAccounts.'),
        gtAmt: text('Balance at least (dollars).'),
        ltAmt: text('Balance at most (dollars).'),
        limit: text('Page size, 1 to 100 (default 25).'),
        pagingToken: text('The previous page\'s pagingToken.'),
        endCursor: text('The same as pagingToken.'),
        ...sortQuery,
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          accounts: { type: 'array', items: babbageAccount },
          pagingToken: nullable('string', 'The next page\'s token; null on the last page.'),
          endCursor: nullable('string', 'The same as pagingToken.'),
          totalCount: { type: 'integer' },
        },
        required: ['accounts', 'pagingToken', 'endCursor', 'totalCount'],
      },
    },
  },
  'GET /wealth/babbage/products': {
    summary: 'The product codes of the user\'s cash and term deposit accounts',
    querystring: {
      type: 'object',
      properties: { badge, advisers: text('Comma list of adviser entity keys to narrow to.'), exportMode: text('Accepted and ignored.'), accountStatus: textList(`Comma list of ${ACCOUNT_STATUSES.join(', ')} (default all).`) },
    },
    response: { 200: products },
  },
  'GET /wealth/channel/user/v1/account/access': {
    summary: 'The user\'s access level to accounts',
    description: 'For each code asked for that is a visible account (by id, number or composer code), its access level; others are left out.',
    querystring: { type: 'object', properties: { accountCode: textList('Comma list of account codes (at most 500).') } },
    response: {
      200: {
        type: 'object',
        properties: {
          accessibleAccounts: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'string', description: 'The code asked for.' }, access: { type: 'string', enum: ['VIEW', 'LIMITED', 'FULL'], description: 'The access level.' } },
              required: ['id', 'access'],
            },
          },
        },
        required: ['accessibleAccounts'],
      },
    },
  },
  'GET /wealth/channel/portfolio/v1/:account/balance': {
    summary: 'An account\'s net portfolio value',
    params: { type: 'object', properties: { account: text('The account id.') }, required: ['account'] },
    response: {
      200: {
        type: 'object',
        properties: { netPortfolioValue: nullable('number', 'The ledger balance, dollars.'), asAt: { ...day, description: 'Today in Sydney.' } },
        required: ['netPortfolioValue', 'asAt'],
      },
    },
  },
  'GET /wealth/channel/account/v1/externalsystem/identifiers': {
    summary: 'The wrap account numbers of super and pension accounts',
    description: 'For each composer code of a visible account, its wrap account number.',
    querystring: { type: 'object', properties: { composerCode: textList('Comma list of composer codes (required).') } },
    response: {
      200: {
        type: 'object',
        properties: {
          identifiers: {
            type: 'array',
            items: { type: 'object', properties: { composerCode: { type: 'string' }, 'wrap-account-number': nullable('string') }, required: ['composerCode', 'wrap-account-number'] },
          },
        },
        required: ['identifiers'],
      },
    },
  },
} as const satisfies Record<string, RouteSchema>;
