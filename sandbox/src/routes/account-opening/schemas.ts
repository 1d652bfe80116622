// The account opening contract (ours: the specification names the pages, not the bank's calls; sandbox/README.md
// "Account opening"). Amounts are dollars to the cent; the adviser's percentage fee is decimal text.
import { BACK_TO_PAGE, checkedByHandler, consoleForm, HANDLER_CHECKS, HTML_PAGE, PAGE_QUERY, routeSchema, strings, text, type RouteSchema } from '../../http/route-schema.js';
import { STATUSES } from './application-store.js';
import {
  FEE_TYPES, INTEREST_PAYMENTS, INVESTMENT_MENUS, MATURITY_INSTRUCTIONS, MAX_FEE_DOLLARS, MAX_FEE_PERCENT, MAX_UPFRONT_FEE, PENSION_FREQUENCIES,
  PRODUCTS, STATEMENT_FREQUENCIES, STATES, TERMS, TFN_STATUSES,
} from './products.js';

const str = (description: string) => ({ type: 'string', description }) as const;
const maybe = (description: string) => ({ type: ['string', 'null'], description }) as const;
const money = (description: string) => ({ type: ['number', 'null'], description: `${description} Dollars, to the cent.` }) as const;
const moment = (description: string) => ({ type: ['string', 'null'], description: `${description} ISO 8601, UTC.` }) as const;
const id = { type: 'object', properties: { applicationId: text('The application id, e.g. APP100001.') }, required: ['applicationId'] } as const;

const newClient = {
  type: ['object', 'null'],
  description: 'A client not yet on record, created when the account opens. The tax file number itself is never answered: only its last 3 digits.',
  properties: {
    first_name: str('1 to 40 letters, spaces, hyphens, apostrophes or full stops, starting with a letter.'),
    last_name: str('As first_name.'),
    date_of_birth: { type: 'string', format: 'date', description: 'A real day; the client is at least the product\'s min_age and at most 120.' },
    street: str('1 to 80 characters.'),
    suburb: str('1 to 40 letters, spaces, hyphens, apostrophes or full stops.'),
    state: { type: 'string', enum: STATES },
    postcode: str('4 digits.'),
    email: str('An email address, at most 100 characters.'),
    mobile: str('An Australian mobile: 10 digits starting 04.'),
    tfn_status: { type: 'string', enum: TFN_STATUSES, description: 'PROVIDED (then tfn, 8 or 9 digits passing the ATO check), EXEMPT or NOT_PROVIDED.' },
    tfn_last_digits: maybe('The last 3 digits of the tax file number when provided.'),
  },
  required: ['first_name', 'last_name', 'date_of_birth', 'street', 'suburb', 'state', 'postcode', 'email', 'mobile', 'tfn_status', 'tfn_last_digits'],
} as const;

const application = {
  type: 'object',
  properties: {
    application_id: str('The application id.'),
    product: { type: 'string', enum: PRODUCTS },
    status: {
      type: 'string',
      enum: STATUSES,
      description: 'DRAFT, AWAITING_CLIENT_SIGNATURE (submitted, sent to the client to sign), SUBMITTED (signed, with the bank for identity verification), ' +
        'AWAITING_DOCUMENTS (the bank asked the adviser for identity documents), OPENED, DECLINED, EXPIRED (a draft or unsigned application untouched for 30 days) or CANCELLED.',
    },
    step: { type: 'string', enum: ['client', 'options', 'linked', 'fees', 'review'], description: 'The wizard step last saved.' },
    adviser: { type: 'object', properties: { entity_key: str('Dealer and adviser code.'), adviser_name: str('The adviser.') }, required: ['entity_key', 'adviser_name'] },
    created_by: str('Who started it.'),
    client_name: maybe('The client\'s name once chosen.'),
    client: {
      type: ['object', 'null'],
      properties: { contact_id: maybe('An existing client.'), new_client: newClient },
      required: ['contact_id', 'new_client'],
    },
    options: {
      type: ['object', 'null'],
      description: 'The account options; the fields of other products are null.',
      properties: {
        amount: money('The first deposit (cash), the amount (term deposit) or the first investment (wrap).'),
        statement_frequency: { type: ['string', 'null'], enum: [...STATEMENT_FREQUENCIES, null] },
        term_months: { type: ['integer', 'null'], enum: [...TERMS, null] },
        interest_payment: { type: ['string', 'null'], enum: [...INTEREST_PAYMENTS, null] },
        maturity_instruction: { type: ['string', 'null'], enum: [...MATURITY_INSTRUCTIONS, null] },
        investment_menu: { type: ['string', 'null'], enum: [...INVESTMENT_MENUS, null] },
        pension_frequency: { type: ['string', 'null'], enum: [...PENSION_FREQUENCIES, null] },
      },
      required: ['amount', 'statement_frequency', 'term_months', 'interest_payment', 'maturity_instruction', 'investment_menu', 'pension_frequency'],
    },
    linked_account: {
      type: ['object', 'null'],
      description: "The client's nominated bank account for withdrawals and maturities.",
      properties: { bsb: str('6 digits.'), account_number: str('6 to 9 digits.'), account_name: str('1 to 32 characters.') },
      required: ['bsb', 'account_number', 'account_name'],
    },
    adviser_fee: {
      type: ['object', 'null'],
      description: 'Wrap accounts only.',
      properties: {
        ongoing_type: { type: 'string', enum: FEE_TYPES },
        ongoing_percent: maybe(`Percent a year of the balance, 0.01 to ${MAX_FEE_PERCENT}, 2 decimals.`),
        ongoing_dollars: money(`Dollars a year, 1 to ${MAX_FEE_DOLLARS}.`),
        upfront: money(`Once, 0 to ${MAX_UPFRONT_FEE}.`),
      },
      required: ['ongoing_type', 'ongoing_percent', 'ongoing_dollars', 'upfront'],
    },
    created_at: moment('Started.'),
    updated_at: moment('Last changed.'),
    submitted_at: moment('Submitted.'),
    sent_at: moment('Last sent to the client to sign.'),
    sends: { type: 'integer', description: 'Times sent to the client.' },
    signed_at: moment('Signed by the client.'),
    decided_at: moment('Opened, declined or cancelled.'),
    decision_note: maybe("The back office's note: what documents it asks for, or why it declined."),
    expires_at: moment('When a draft or an unsigned application expires; null in other states.'),
    account_number: maybe('The opened account.'),
    documents: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          document_id: str('The document id.'), document_name: str('Its file name.'), content_type: str('application/pdf, image/jpeg or image/png.'),
          size: { type: 'integer', description: 'Bytes.' }, uploaded_at: moment('Uploaded.'), uploaded_by: str('Who uploaded it.'),
        },
        required: ['document_id', 'document_name', 'content_type', 'size', 'uploaded_at', 'uploaded_by'],
      },
    },
  },
  required: [
    'application_id', 'product', 'status', 'step', 'adviser', 'created_by', 'client_name', 'client', 'options', 'linked_account', 'adviser_fee',
    'created_at', 'updated_at', 'submitted_at', 'sent_at', 'sends', 'signed_at', 'decided_at', 'decision_note', 'expires_at', 'account_number', 'documents',
  ],
} as const;

const one = { '200': { type: 'object', properties: { data: application }, required: ['data'] } } as const;
const REFUSAL = 'Checked by the handler: the first problem is a 400 { error: bad_request, message } naming the field; a call on an application that is not in a state that allows it is 409.';
const FILES =
  'files lists 1 to 5 files { file_name, content_type, content (base64) }, each at most 10 MB: a PDF, JPEG or PNG known by its first bytes, declared as that type, named plainly with its extension (the Request Centre\'s upload rules).';

const B = '/wealth/onboarding/v1';

export const schemas = {
  [`GET ${B}/products`]: routeSchema({
    summary: 'The products the user may open accounts in',
    description: "By the user's brand products: Cash offers CASH and TD; Wrap or Vision offer INVESTMENT, SUPER and PENSION; each needs an adviser code of its kind (cash or wrap).",
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                product: { type: 'string', enum: PRODUCTS },
                adviser_fee: { type: 'boolean', description: 'Whether the adviser may charge a fee through the account.' },
                min_amount: { type: 'integer', description: 'The least first amount, whole dollars.' },
                max_amount: { type: 'integer', description: 'The most first amount, whole dollars.' },
                amount_required: { type: 'boolean', description: 'Whether a first amount must be given.' },
                min_age: { type: 'integer', description: 'The least age of the client.' },
              },
              required: ['product', 'adviser_fee', 'min_amount', 'max_amount', 'amount_required', 'min_age'],
            },
          },
        },
        required: ['data'],
      },
    },
  }),
  [`GET ${B}/applications`]: routeSchema({
    summary: "The applications of the advisers the user acts for, newest change first (at most 200)",
    querystring: { type: 'object', properties: { status: text(`A comma list of statuses: ${STATUSES.join(', ')}.`) } },
    response: { '200': { type: 'object', properties: { data: { type: 'array', items: application } }, required: ['data'] } },
  }),
  [`POST ${B}/applications`]: routeSchema({
    summary: 'Start an application (a draft)',
    body: { type: 'object', properties: { product: { type: 'string', enum: PRODUCTS } }, required: ['product'], additionalProperties: false },
    response: { '201': one['200'] },
  }),
  [`GET ${B}/applications/:applicationId`]: routeSchema({ summary: 'One application with its documents', params: id, response: one }),
  [`PUT ${B}/applications/:applicationId`]: routeSchema({
    summary: "Save a draft's parts",
    params: id,
    ...checkedByHandler(
      `${REFUSAL} Any of: step; client ({ contact_id } of a client of the user's advisers, or { new: { first_name, last_name, date_of_birth, street, suburb, state, postcode, email, mobile, tfn_status, tfn? } }); ` +
        'options (amount, and per product: statement_frequency; term_months, interest_payment, maturity_instruction; investment_menu; pension_frequency); ' +
        'linked_account ({ bsb, account_number, account_name }); adviser_fee ({ ongoing_type, ongoing_percent?, ongoing_dollars?, upfront? }, wrap only). Each part given is checked whole.',
    ),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: {
        step: { type: 'string' }, client: { type: 'object' }, options: { type: 'object' }, linked_account: { type: 'object' }, adviser_fee: { type: 'object' },
      },
    },
    response: one,
  }),
  [`POST ${B}/applications/:applicationId/submit`]: routeSchema({
    summary: 'Submit a complete draft: it is sent to the client to sign',
    description: 'With an Idempotency-Key the same key again answers the application as it is now (header idempotent-replayed: true); the key used for another application is 422.',
    params: id,
    headers: { type: 'object', properties: { 'idempotency-key': text('At most 100 characters; binds this submission.') } },
    response: one,
  }),
  [`POST ${B}/applications/:applicationId/cancel`]: routeSchema({ summary: 'Cancel an application not yet opened or declined', params: id, response: one }),
  [`POST ${B}/applications/:applicationId/resend`]: routeSchema({ summary: 'Send an unsigned application to the client again', params: id, response: one }),
  [`POST ${B}/applications/:applicationId/documents`]: routeSchema({
    summary: 'Upload identity documents the bank asked for',
    params: id,
    ...checkedByHandler(`${REFUSAL} ${FILES}`),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: { files: { type: ['array', 'null'], items: { type: ['object', 'null'], properties: { file_name: { type: ['string', 'null'] }, content_type: { type: ['string', 'null'] }, content: { type: ['string', 'null'] } } } } },
    },
    response: one,
  }),
} as const satisfies Record<string, RouteSchema>;

const appParam = strings({ applicationId: 'The application id.' }, ['applicationId']);
const action = (summary: string, fields: Record<string, string> = {}) =>
  routeSchema({ summary, params: appParam, consumes: ['application/x-www-form-urlencoded'], body: consoleForm(fields), response: { 303: BACK_TO_PAGE } });

export const devSchemas = {
  backOffice: routeSchema({ summary: 'The back office: applications waiting for identity verification', querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  backOfficeOne: routeSchema({ summary: 'One application in the back office', params: appParam, querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  verify: action("Verify the client's identity and open the account", { note: 'A note for the adviser.' }),
  documents: action('Ask the adviser for identity documents', { note: 'What documents are needed.' }),
  decline: action('Decline the application', { note: 'Why.' }),
  expire: action('Expire a draft or an unsigned application now (testing the 30 days)'),
  phone: routeSchema({ summary: "The client's phone: the application to sign", params: appParam, querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  sign: action('The client signs the application'),
  refuse: action('The client declines to sign'),
} as const;
