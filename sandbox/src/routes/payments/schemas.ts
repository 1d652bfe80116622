// Payments' contract: the specification's paths and field names; listing, cancelling and closure paths are ours. Errors nest as error.errors.
import { BACK_TO_PAGE, checkedByHandler, consoleForm, HANDLER_CHECKS, HTML_PAGE, PAGE_QUERY, routeSchema, type RouteSchema, strings } from '../../http/route-schema.js';

// The entities more than one call answers, written once (the document inlines them where they are used).

const paymentSchedule = {
  type: 'object',
  properties: { nextDate: { type: 'string' }, lastDate: { type: ['string', 'null'] }, frequency: { type: ['string', 'null'] } },
  required: ['nextDate', 'lastDate', 'frequency'],
} as const;

const bpayDestination = {
  type: 'object',
  properties: {
    biller: { type: ['string', 'null'] },
    billerName: { type: ['string', 'null'] },
    nickname: { type: ['string', 'null'] },
    billerShortName: { type: ['string', 'null'] },
    crn: { type: ['string', 'null'] },
  },
  required: ['biller', 'billerName', 'nickname', 'billerShortName', 'crn'],
} as const;

const eftDestination = {
  type: 'object',
  properties: {
    accountName: { type: ['string', 'null'] },
    accountNumber: { type: ['string', 'null'] },
    bsb: { type: ['string', 'null'] },
    clientDescription: { type: ['string', 'null'] },
  },
  required: ['accountName', 'accountNumber', 'bsb', 'clientDescription'],
} as const;

/** A signatory of a payment and where their signature stands. */
const paymentAuthority = {
  type: 'object',
  properties: {
    partyId: { type: 'string' },
    name: { type: 'string' },
    signingType: { type: 'string' },
    verificationMethod: { type: ['string', 'null'] },
    status: { type: 'string' },
    sentAt: { type: ['string', 'null'] },
    expiryTime: { type: ['string', 'null'] },
    actionedAt: { type: ['string', 'null'] },
  },
  required: ['partyId', 'name', 'signingType', 'verificationMethod', 'status', 'sentAt', 'expiryTime', 'actionedAt'],
} as const;

/** A payment, as listing, reading, saving and cancelling answer it. */
const payment = {
  type: 'object',
  properties: {
    paymentId: { type: 'string' },
    status: { type: 'string' },
    fromAccountNumber: { type: 'string' },
    amount: { type: 'number' },
    scheduleType: { type: 'string' },
    schedule: paymentSchedule,
    paymentDestinationBPAY: bpayDestination,
    payeeName: { type: 'string' },
    fromPaymentNarrative: { type: ['string', 'null'] },
    toPaymentNarrative: { type: ['string', 'null'] },
    signingType: { type: 'string' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    paymentAuthorities: { type: 'array', items: paymentAuthority },
    paymentDestinationEFT: eftDestination,
  },
  required: [
    'paymentId',
    'status',
    'fromAccountNumber',
    'amount',
    'scheduleType',
    'schedule',
    'payeeName',
    'fromPaymentNarrative',
    'toPaymentNarrative',
    'signingType',
    'createdAt',
    'updatedAt',
    'paymentAuthorities',
  ],
} as const;

/** A saved payee, linked or nominated account. */
const payee = {
  type: 'object',
  properties: {
    payeeId: { type: 'string' },
    accountName: { type: 'string' },
    nickname: { type: ['string', 'null'] },
    bsb: { type: 'string' },
    accountNumber: { type: 'string' },
  },
  required: ['payeeId', 'accountName', 'nickname', 'bsb', 'accountNumber'],
} as const;

const SERVER_TIME_META = { type: 'object', properties: { server_time: { type: 'string' } }, required: ['server_time'] } as const;

const nullableText = { type: ['string', 'null'] } as const;

/** What saving and validating a payment read (parsePayment in payment-model.ts); anything else is ignored. */
const PAYMENT_BODY = {
  [HANDLER_CHECKS]: true,
  type: 'object',
  properties: {
    fromAccountNumber: nullableText,
    amount: { type: ['string', 'number', 'null'], description: 'Dollars, a number or its text ("12.50").' },
    scheduleType: { ...nullableText, description: 'immediate, future or recurring.' },
    schedule: {
      type: ['object', 'null'],
      description: 'Read for future and recurring payments.',
      properties: { nextDate: nullableText, lastDate: nullableText, frequency: nullableText },
    },
    paymentDestinationBPAY: {
      type: ['object', 'null'],
      properties: { biller: nullableText, billerName: nullableText, crn: nullableText, nickname: nullableText, billerShortName: nullableText },
    },
    paymentDestinationEFT: {
      type: ['object', 'null'],
      properties: { bsb: nullableText, accountNumber: nullableText, accountName: nullableText, clientDescription: nullableText },
    },
    fromPaymentNarrative: nullableText,
    toPaymentNarrative: nullableText,
    savePayeeBiller: { type: ['boolean', 'null'], description: 'Save the destination as a payee or biller (save only).' },
    paymentAuthorities: {
      type: ['array', 'null'],
      description: 'The signatories chosen to authorise, by partyId (or the partyId alone).',
      items: { type: ['object', 'string', 'null'], properties: { partyId: nullableText } },
    },
  },
} as const;

/** The rules the payments handler checks, all at once (payment-model.ts). */
const PAYMENT_RULES =
  "Checked by the handler, not by this schema: a 400 lists every problem at once in the payments family's shape, `error.errors` of { code, field, message } with the codes and messages the portal shows. fromAccountNumber is required (at most 12 characters), an active cash account the user may pay from (else 422 ACCOUNT_NOT_PAYABLE); amount is dollars above zero with at most 2 decimals, at most $500,000 online and, for an immediate payment, within the available balance; scheduleType is immediate, future or recurring; for future and recurring payments schedule.nextDate is a business day after today (yyyy-MM-dd), and for recurring ones schedule.frequency is Weekly, Fortnightly, Monthly or Quarterly and schedule.lastDate, when given, after nextDate. Exactly one destination: paymentDestinationBPAY (biller 3 to 10 digits, crn 2 to 20 digits, checked against the biller's rule) or paymentDestinationEFT (bsb 6 digits, one hyphen allowed; accountNumber 3 to 9 digits; accountName at most 35 letters, digits, spaces and ' - ( )). The narratives are at most 18 characters, billerName 50, billerShortName 20, nickname and clientDescription 35, each of letters, digits, spaces and & ' ( ) + , - . / : ; ? @ # _. paymentAuthorities, when given, are signatories of the account, as many as its signing rule needs (else 400 AUTHORITY_INVALID)." as const;

/** What an intent call answers: the intent's id, result and authorisers. */
const INTENT_DATA = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    intent_id: { type: 'string' },
    sla: { type: 'string' },
    result: { type: 'string' },
    authorisers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          authoriser_name: { type: 'string' },
          signing_method: { type: 'string' },
          activity_id: { type: 'string' },
          expiry_time: { type: 'string' },
          errors: { type: 'array', items: {} },
        },
        required: ['authoriser_name', 'signing_method', 'activity_id', 'expiry_time', 'errors'],
      },
    },
  },
  required: ['id', 'intent_id', 'sla', 'result', 'authorisers'],
} as const;

/** The body fields every traverse intent of this family reads (the pension payment, rollovers and the withdrawal). */
const INTENT_FIELDS = {
  submission_details: {
    type: ['object', 'null'],
    properties: { portal: { type: ['string', 'null'] }, requester_name: { type: ['string', 'null'] }, requester_mac: { type: ['string', 'null'] } },
  },
  account_details: { type: ['object', 'null'], properties: { account_number: { type: ['string', 'null'] } } },
  client_details: { type: ['object', 'null'], properties: { date_of_birth: { type: ['string', 'null'] } } },
  request_details: {
    type: ['object', 'null'],
    properties: {
      amount: { type: ['number', 'null'] },
      option: { type: ['string', 'null'] },
      to_account_number: { type: ['string', 'null'] },
      to_account_bsb: { type: ['string', 'null'] },
      to_account_name: { type: ['string', 'null'] },
      to_account_branch: { type: ['string', 'null'] },
      badge: { type: ['string', 'null'] },
    },
  },
} as const;

/** The intents' body: only these fields are read and kept (intent-body.ts); anything else is ignored. */
const INTENT_BODY = { [HANDLER_CHECKS]: true, type: 'object', properties: INTENT_FIELDS } as const;

/** The rules the intent handler checks (intent-body.ts, intent-routes.ts); `amount` says whether the amount is required. */
const intentRules = <const A extends string>(amount: A) =>
  `Checked by the handler, not by this schema: the first problem is a 400 { error, message, errors: [{ code: BAD_REQUEST, message }] } naming the field. account_details.account_number is required (1 to 12 letters or digits) and must be an account the user sees (else 404 ACCOUNT_NOT_FOUND), an active wrap account of the intent's product (else 422 REQUEST_NOT_AVAILABLE or ACCOUNT_NOT_ACTIVE); ${amount}request_details.amount, when given, is dollars above zero with at most 2 decimals, at most $500,000 (else 422 OVER_ONLINE_LIMIT) and, for a pension payment or super withdrawal, within the balance (else 422 INSUFFICIENT_FUNDS); to_account_bsb is 6 digits (one hyphen allowed), to_account_number 3 to 9 digits, to_account_name at most 35 letters, digits, spaces and ' - ( ); client_details.date_of_birth a date yyyy-MM-dd; the other texts short (portal 50, requester_name 100, requester_mac 20, option 20, to_account_branch 50, badge 30) of letters, digits, spaces and & ' ( ) + , - . / : ; ? @ # _.` as const;

/** An intent's answer: its data, repeated under the intent's name. */
const intentAnswer = <const N extends string>(intent: N) => ({
  200: {
    type: 'object',
    properties: { data: INTENT_DATA, [intent]: INTENT_DATA, meta: SERVER_TIME_META },
    required: ['data', intent, 'meta'],
  },
});

/** The rollover and withdrawal intents' body and answer. */
const rollover = (intent: string, summary: string) => ({
  summary,
  ...checkedByHandler(intentRules('')),
  body: INTENT_BODY,
  response: intentAnswer(intent),
});

export const schemas = {
  'GET /wealth/payments/v1/accounts/:accountNumber/payee-biller': {
    summary: "An account's saved payees and billers",
    params: { type: 'object', properties: { accountNumber: { type: 'string' } }, required: ['accountNumber'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          accountNumber: { type: 'string' },
          linkedAccounts: { type: 'array', items: payee },
          nominatedAccounts: { type: 'array', items: payee },
          taxAccounts: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                payeeId: { type: 'string' },
                accountName: { type: 'string' },
                nickname: { type: ['string', 'null'] },
                bsb: { type: 'string' },
                accountNumber: { type: 'string' },
                type: { type: 'string' },
                billerCode: { type: 'string' },
                billerName: { type: 'string' },
                crn: { type: 'string' },
              },
              required: ['payeeId', 'nickname', 'type'],
            },
          },
          savedPayees: { type: 'array', items: payee },
          savedBillers: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                payeeId: { type: 'string' },
                billerCode: { type: 'string' },
                billerName: { type: 'string' },
                nickname: { type: ['string', 'null'] },
                crn: { type: 'string' },
              },
              required: ['payeeId', 'billerCode', 'billerName', 'nickname', 'crn'],
            },
          },
          clientAccounts: {
            type: 'array',
            items: {
              type: 'object',
              properties: { accountNumber: { type: 'string' }, accountName: { type: 'string' }, bsb: { type: 'string' }, productDescription: { type: 'string' } },
              required: ['accountNumber', 'accountName', 'bsb', 'productDescription'],
            },
          },
        },
        required: ['accountNumber', 'linkedAccounts', 'nominatedAccounts', 'taxAccounts', 'savedPayees', 'savedBillers', 'clientAccounts'],
      },
    },
  },
  'GET /wealth/payments/v1/payee-biller/bpay/lookup/:code': {
    summary: 'Look up a BPAY biller',
    params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    response: {
      '200': {
        type: 'object',
        properties: { billerCode: { type: 'string' }, billerName: { type: 'string' }, billerShortName: { type: 'string' }, crnCheck: { type: 'string' } },
        required: ['billerCode', 'billerName', 'billerShortName', 'crnCheck'],
      },
    },
  },
  'GET /wealth/payments/v1/payee-biller/branch/lookup/:code': {
    summary: 'Look up a BSB',
    params: { type: 'object', properties: { code: { type: 'string' } }, required: ['code'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          bsb: { type: 'string' },
          bankName: { type: 'string' },
          shortName: { type: 'string' },
          branchName: { type: 'string' },
          state: { type: 'string' },
        },
        required: ['bsb', 'bankName', 'shortName', 'branchName', 'state'],
      },
    },
  },
  'GET /wealth/payments/v1/payments': {
    summary: "The user's payments (Manage payments)",
    querystring: {
      type: 'object',
      properties: {
        accountNumber: { type: 'string' },
        view: { type: 'string' },
        page: { type: 'string', description: 'The page, from 0 (default 0).' },
        size: { type: 'string', description: 'Payments a page, 1 to 200 (default 50).' },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          payments: { type: 'array', items: payment },
          page: { type: 'number' },
          size: { type: 'number' },
          total: { type: 'number' },
        },
        required: ['payments', 'page', 'size', 'total'],
      },
    },
  },
  'GET /wealth/payments/v1/payments/:id': {
    summary: 'One payment',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: { '200': payment },
  },
  'GET /wealth/payments/v2/payment-permissions/:account': {
    summary: "An account's payment permissions",
    params: { type: 'object', properties: { account: { type: 'string' } }, required: ['account'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          accountNumber: { type: 'string' },
          productCode: { type: 'string' },
          access: { type: 'string' },
          canMakePayment: { type: 'boolean' },
          signingType: { type: 'string' },
        },
        required: ['accountNumber', 'productCode', 'access', 'canMakePayment', 'signingType'],
      },
    },
  },
  'GET /wealth/payments/v2/permissions/access/:accountNumber': {
    summary: "The user's payment access to an account",
    params: { type: 'object', properties: { accountNumber: { type: 'string' } }, required: ['accountNumber'] },
    response: {
      '200': {
        type: 'object',
        properties: { accountNumber: { type: 'string' }, hasAccess: { type: 'boolean' }, access: { type: 'string' } },
        required: ['accountNumber', 'hasAccess', 'access'],
      },
    },
  },
  'POST /wealth/cash/v1/accounts/:accountNumber/closure': {
    summary: 'Close a cash account',
    params: { type: 'object', properties: { accountNumber: { type: 'string' } }, required: ['accountNumber'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: { closure_id: { type: 'string' }, account_number: { type: 'string' }, status: { type: 'string' } },
            required: ['closure_id', 'account_number', 'status'],
          },
          meta: SERVER_TIME_META,
        },
        required: ['data', 'meta'],
      },
    },
  },
  'POST /wealth/payments/v1/payments/:id/cancel': {
    summary: 'Cancel a payment',
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    response: { '200': payment },
  },
  'POST /wealth/payments/v2/payment/:id/signature/:partyId/challenge': {
    summary: "Send a signatory the payment's MFA challenge",
    params: {
      type: 'object',
      properties: { id: { type: 'string' }, partyId: { type: 'string' } },
      required: ['id', 'partyId'],
    },
    querystring: { type: 'object', properties: { verificationMethod: { type: 'string' } } },
    response: {
      '200': {
        type: 'object',
        properties: {
          paymentId: { type: 'string' },
          partyId: { type: 'string' },
          name: { type: 'string' },
          verificationMethod: { type: 'string' },
          status: { type: 'string' },
          sends: { type: 'number' },
          expiryTime: { type: 'string' },
        },
        required: ['paymentId', 'partyId', 'name', 'verificationMethod', 'status', 'sends', 'expiryTime'],
      },
    },
  },
  'POST /wealth/payments/v2/payment/save': {
    summary: 'Save a payment (idempotent by key)',
    ...checkedByHandler(`${PAYMENT_RULES} An \`Idempotency-Key\` header makes a retry with the same payment answer the first save (200, header idempotent-replayed: true) instead of saving it again (201); the same key with another payment is 422 IDEMPOTENCY_KEY_REUSED.`),
    body: PAYMENT_BODY,
    response: {
      '201': payment,
      '200': payment,
    },
  },
  'POST /wealth/payments/v2/validate': {
    summary: 'Validate a payment',
    ...checkedByHandler(`${PAYMENT_RULES} Valid: the signatories who may authorise it.`),
    body: PAYMENT_BODY,
    response: {
      '200': {
        type: 'object',
        properties: {
          paymentAuthorities: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                signingType: { type: 'string' },
                authPreferences: { type: 'array', items: { type: 'string' } },
                partyId: { type: 'string' },
                name: { type: 'string' },
                verificationMethod: { type: 'string' },
              },
              required: ['signingType', 'authPreferences', 'partyId', 'name', 'verificationMethod'],
            },
          },
        },
        required: ['paymentAuthorities'],
      },
    },
  },
  'POST /wealth/traverse/v1/intent/pension_payments': {
    summary: 'Submit an adhoc pension payment',
    ...checkedByHandler(intentRules('request_details.amount is required; ')),
    body: INTENT_BODY,
    response: intentAnswer('pension_payments'),
  },
  'POST /wealth/traverse/v1/intent/pension_rollover': rollover('pension_rollover', 'Submit a pension rollover'),

  'POST /wealth/traverse/v1/intent/super_rollover': rollover('super_rollover', 'Submit a super rollover'),
  'POST /wealth/traverse/v1/intent/super_withdrawal': rollover('super_withdrawal', 'Submit a super withdrawal'),
} as const satisfies Record<string, RouteSchema>;

const party = strings({ partyId: 'The signatory.' }, ['partyId']);
const challenge = strings({ partyId: 'The signatory.', paymentId: 'The payment.' }, ['partyId', 'paymentId']);
const answer = (summary: string, fields: Record<string, string> = {}): RouteSchema =>
  routeSchema({ summary, params: challenge, consumes: ['application/x-www-form-urlencoded'], body: consoleForm(fields), response: { 303: BACK_TO_PAGE } });

/** The signatory's phone (not the wealth APIs). */
export const devSchemas = {
  phones: routeSchema({ summary: "The signatories' phones", response: { 200: HTML_PAGE } }),
  phone: routeSchema({ summary: "One signatory's phone: the challenges waiting", params: party, querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  unlock: routeSchema({
    summary: 'Clear the locks a signatory earned here (wrong codes, resends)',
    params: party,
    consumes: ['application/x-www-form-urlencoded'],
    body: consoleForm(),
    response: { 303: BACK_TO_PAGE },
  }),
  answers: {
    '/approve': answer('Approve a payment by push'),
    '/decline': answer('Decline a payment'),
    '/code': answer('Enter the SMS or email code', { code: 'The code the signatory received.' }),
  } as Record<string, RouteSchema>,
} as const;
