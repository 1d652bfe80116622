// Client search and the client overview's contract: the specification's paths and field names.
import type { RouteSchema } from '../../http/route-schema.js';
import { text, textList } from '../../http/route-schema.js';

const nullable = (type: string, description?: string) => ({ type: [type, 'null'], ...(description ? { description } : {}) }) as const;
const clientId = { type: 'object', properties: { clientId: text('The client\'s contact id.') }, required: ['clientId'] } as const;
const badge = text('The login badge (mgl, oasis, ppt); the user\'s brand decides what is shown.');
const contact = {
  type: ['object', 'null'],
  description: 'A phone or email: its kind and value; null when the client has none.',
  properties: { subType: { type: 'string', description: 'Mobile, Home, Business, Fax or Email.' }, value: { type: 'string' } },
  required: ['subType', 'value'],
} as const;
const address = {
  type: ['object', 'null'],
  properties: {
    addressLines: { type: 'array', items: { type: 'string' } },
    suburb: { type: 'string' },
    state: { type: 'string' },
    postcode: { type: 'string' },
    country: { type: 'string' },
    primary: { type: 'boolean' },
    type: { type: 'string', enum: ['MAILING', 'RESIDENTIAL', 'BUSINESS'] },
    updatedDate: { type: 'string', format: 'date' },
    formattedAddress: { type: 'string' },
  },
  required: ['addressLines', 'suburb', 'state', 'postcode', 'country', 'primary', 'type', 'updatedDate', 'formattedAddress'],
} as const;
/** A client as the ADA calls answer it. */
const adaClient = {
  type: 'object',
  properties: {
    contact_id: { type: 'string' },
    contact_type: nullable('string', 'Individual, Company, Trust, ...'),
    type: { type: 'string', description: 'individual, company or other.' },
    suburb: nullable('string'),
    status: nullable('string'),
    first_name: nullable('string'),
    middle_name: nullable('string'),
    last_name: nullable('string'),
    organisation_name: nullable('string'),
  },
  required: ['contact_id', 'contact_type', 'type', 'suburb', 'status', 'first_name', 'middle_name', 'last_name', 'organisation_name'],
} as const;
const clientPageMeta = {
  type: 'object',
  properties: {
    result_size: { type: 'integer', description: 'Clients on this page.' },
    total_hits: { type: 'integer', description: 'Clients matching over all pages.' },
    paging_token: nullable('string', 'The next page\'s pagingToken; null on the last page.'),
  },
  required: ['result_size', 'total_hits', 'paging_token'],
} as const;
const lastLogin = { type: ['string', 'null'], format: 'date-time', description: 'null when never used.' } as const;
const problems = {
  type: 'array',
  description: 'Parts that could not be read (empty when all was read).',
  items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] },
} as const;

export const schemas = {
  'GET /wealth/ada/v1/intermediaries/:mac/clients': {
    summary: "The intermediary's customers",
    description:
      "The clients serviced by the user's adviser entities, or by those the advisers header names (a code that is not the user's is 403), sorted by name and paged by pagingToken. The path's mac must be the signed-in user's (another is 404).",
    params: { type: 'object', properties: { mac: text("The signed-in user's mac (the path names it; the token decides).") }, required: ['mac'] },
    headers: { type: 'object', properties: { advisers: text("Comma list of the user's adviser codes to narrow to (default all of them).") } },
    querystring: {
      type: 'object',
      properties: {
        badge,
        limit: text('Page size, 1 to 500 (default 100).'),
        pagingToken: text("The previous page's meta.paging_token."),
      },
    },
    response: {
      200: {
        type: 'object',
        properties: { customers: { type: 'array', items: adaClient }, meta: clientPageMeta },
        required: ['customers', 'meta'],
      },
    },
  },
  'GET /wealth/ada/search/clients': {
    summary: 'Search clients, or look them up by id',
    description: 'The clients serviced by the user\'s adviser entities: by keywords (query), sorted by name and paged by pagingToken, or by a list of client ids. One of query or client-id is required.',
    querystring: {
      type: 'object',
      properties: {
        query: text('Keywords matched against names and ids.'),
        limit: text('Page size, 1 to 100 (default 30).'),
        pagingToken: text('The previous page\'s meta.paging_token.'),
        'client-id': textList('Comma list of client ids (at most 500) instead of a query.'),
        'client-view': text('details: the client id lookup of the shell.'),
        badge,
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: adaClient,
          },
          meta: clientPageMeta,
          error: { type: 'array', description: 'Always empty here: a search succeeds only when it is.', items: {} },
        },
        required: ['data', 'meta', 'error'],
      },
    },
  },
  'GET /wealth/channel/adviser/v2/adviser/client/:clientId/details': {
    summary: 'A client\'s details',
    description: 'Names, contacts, addresses and the client\'s app logins. When the login devices cannot be read, clientLoginDetails is null and error holds DEVICES_ERROR. A client none of the user\'s entities services answers 404.',
    params: clientId,
    querystring: { type: 'object', properties: { badge } },
    response: {
      200: {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              contactId: { type: 'string' },
              firstName: nullable('string'),
              middleName: nullable('string'),
              lastName: nullable('string'),
              organisationName: nullable('string'),
              fullName: { type: 'string' },
              email: nullable('string'),
              primaryContact: contact,
              mobile: contact,
              office: contact,
              home: contact,
              fax: contact,
              emailContact: contact,
              address: { ...address, description: 'The home address of an individual, the business address of an organisation.' },
              mailingAddress: address,
              homeAddress: address,
              businessAddress: address,
              dateOfBirth: { type: ['string', 'null'], format: 'date' },
              abn: nullable('string'),
              acn: nullable('string'),
              contactType: nullable('string'),
              status: nullable('string'),
              type: { type: 'string', description: 'individual, company or other.' },
              clientLoginDetails: {
                type: ['object', 'null'],
                properties: {
                  mobileBankingApp: { type: 'object', properties: { installed: { type: 'boolean' }, lastLogin }, required: ['installed', 'lastLogin'] },
                  authenticatorApp: {
                    type: 'object',
                    properties: { status: { type: 'string', enum: ['Installed', 'Not Installed', 'In Progress'] }, lastLogin },
                    required: ['status', 'lastLogin'],
                  },
                },
                required: ['mobileBankingApp', 'authenticatorApp'],
              },
            },
            required: [
              'contactId', 'firstName', 'middleName', 'lastName', 'organisationName', 'fullName', 'email', 'primaryContact', 'mobile', 'office', 'home', 'fax',
              'emailContact', 'address', 'mailingAddress', 'homeAddress', 'businessAddress', 'dateOfBirth', 'abn', 'acn', 'contactType', 'status', 'type', 'clientLoginDetails',
            ],
          },
          error: problems,
        },
        required: ['data', 'error'],
      },
    },
  },
  'GET /wealth/channel/adviser/v1/clients/:clientId/related-accounts': {
    summary: 'A client\'s accounts',
    description: 'The wrap and cash accounts (and term deposits and MOT accounts when asked) of the client that the user\'s entities advise. A client none of them services answers 404.',
    params: clientId,
    querystring: {
      type: 'object',
      properties: {
        badge,
        'include-term-deposit-accounts': text('true: term deposits too.'),
        'include-balances': text('true: balances filled in.'),
        'account-status': textList('Comma list of Open, Closed, Dormant, Held, Blocked (default all).'),
        'include-mot-accounts': text('true: MOT accounts too (Mgl brand only).'),
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          account_details: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                accountId: { type: 'string' },
                adviserCode: nullable('string'),
                dealerCode: nullable('string'),
                adviserType: nullable('string', 'P primary, S secondary.'),
                accountShortName: { type: 'string' },
                accountNumber: nullable('string'),
                productCode: nullable('string'),
                productDescription: nullable('string'),
                wrapAccountSource: nullable('string'),
                availableBalance: nullable('number', 'Dollars; cash accounts with include-balances only.'),
                ledgerBalance: nullable('number', 'Dollars; with include-balances only.'),
                accountStatus: nullable('string'),
                accountStatusCode: nullable('string'),
                accountType: nullable('string', 'WRAP, CASH, TD or MOT.'),
                linkedCashAccount: nullable('string'),
                linkedSavingsAccount: nullable('string'),
                parentAccountId: nullable('string'),
                parentAccountType: nullable('string'),
                businessVenture: nullable('string'),
                offerType: nullable('string'),
                visionSubProductCode: nullable('string'),
                maturityDate: { type: ['string', 'null'], format: 'date', description: 'An active term deposit\'s.' },
                roleType: nullable('string'),
                secAdviserCodes: { type: 'array', items: { type: 'string' }, description: 'The secondary advisers\' codes.' },
              },
              required: [
                'accountId', 'adviserCode', 'dealerCode', 'adviserType', 'accountShortName', 'accountNumber', 'productCode', 'productDescription', 'wrapAccountSource',
                'availableBalance', 'ledgerBalance', 'accountStatus', 'accountStatusCode', 'accountType', 'linkedCashAccount', 'linkedSavingsAccount', 'parentAccountId',
                'parentAccountType', 'businessVenture', 'offerType', 'visionSubProductCode', 'maturityDate', 'roleType', 'secAdviserCodes',
              ],
            },
          },
        },
        required: ['account_details'],
      },
    },
  },
} as const satisfies Record<string, RouteSchema>;
