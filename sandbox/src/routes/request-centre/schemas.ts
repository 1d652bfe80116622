// The Request Centre's contract: the specification's paths and field names; the indexation and case documents paths are ours.
import { BACK_TO_PAGE, checkedByHandler, consoleForm, HANDLER_CHECKS, HTML_PAGE, PAGE_QUERY, type RouteSchema, routeSchema, strings, text } from '../../http/route-schema.js';

// The entities more than one call answers, written once (the document inlines them where they are used).

const accountRef = {
  type: 'object',
  properties: { account_name: { type: 'string' }, account_number: { type: 'string' } },
  required: ['account_name', 'account_number'],
} as const;

const documentRef = {
  type: 'object',
  properties: { document_id: { type: 'string' }, document_name: { type: 'string' } },
  required: ['document_id', 'document_name'],
} as const;

/** A document attached to a case. */
const caseDocument = {
  type: 'object',
  properties: {
    document_id: { type: 'string' },
    document_name: { type: 'string' },
    content_type: { type: 'string' },
    size: { type: 'number' },
    uploaded_at: { type: 'string' },
    uploaded_by: { type: 'string' },
    malware: { type: 'boolean' },
  },
  required: ['document_id', 'document_name', 'content_type', 'size', 'uploaded_at', 'uploaded_by', 'malware'],
} as const;

// The parts of a request's payload (the case detail and the search both answer them).

const adviserCodes = {
  type: 'array',
  items: {
    type: 'object',
    properties: { dealer_code: { type: 'string' }, adviser_code: { type: 'string' }, adviser_name: { type: 'string' } },
    required: ['dealer_code', 'adviser_code', 'adviser_name'],
  },
} as const;

const accountDetails = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      dealer_code: { type: 'string' },
      account_name: { type: 'string' },
      adviser_code: { type: 'string' },
      adviser_name: { type: 'string' },
      business_area: { type: 'string' },
      account_number: { type: 'string' },
      is_death_pension: { type: 'boolean' },
      product_description: { type: 'string' },
    },
    required: [
      'dealer_code',
      'account_name',
      'adviser_code',
      'adviser_name',
      'business_area',
      'account_number',
      'is_death_pension',
      'product_description',
    ],
  },
} as const;

const rolloverAuthority = {
  type: 'object',
  properties: {
    amount: { type: 'number' },
    requestor: { type: 'string' },
    to_account: accountRef,
    from_account: {
      type: 'object',
      properties: { abn: { type: 'string' }, usi: { type: 'string' }, fund_name: { type: 'string' }, member_number: { type: 'string' } },
      required: ['abn', 'usi', 'fund_name', 'member_number'],
    },
    is_full_rollover: { type: 'boolean' },
  },
  required: ['amount', 'requestor', 'to_account', 'from_account', 'is_full_rollover'],
} as const;

const updateDetail = {
  type: 'object',
  properties: { code: { type: 'string' }, message: { type: 'string' }, user_name: { type: 'string' } },
  required: ['code', 'message', 'user_name'],
} as const;

/** One side (before or after) of a pension amendment. */
const pensionTerms = {
  type: 'object',
  properties: {
    indexation: { type: 'string' },
    next_payment_date: { type: 'string' },
    payment_frequency: { type: 'string' },
    percentage_increase: { type: 'number' },
    projected_annual_total: { type: 'number' },
    recurring_payment_amount: { type: 'number' },
  },
  required: ['indexation', 'next_payment_date', 'payment_frequency', 'percentage_increase', 'projected_annual_total', 'recurring_payment_amount'],
} as const;

const amendPension = { type: 'object', properties: { to: pensionTerms, from: pensionTerms }, required: ['to', 'from'] } as const;

const tdMaturityElections = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      rate: { type: 'number' },
      amount: { type: 'number' },
      parcel_id: { type: 'string' },
      new_election: { type: 'string' },
      maturity_date: { type: 'string' },
      security_code: { type: 'string' },
      security_name: { type: 'string' },
      current_election: { type: 'string' },
    },
    required: ['rate', 'amount', 'parcel_id', 'new_election', 'maturity_date', 'security_code', 'security_name', 'current_election'],
  },
} as const;

const superPartialPayment = {
  type: 'object',
  properties: {
    abn: { type: 'string' },
    bsb: { type: 'string' },
    esa: { type: 'string' },
    usi: { type: 'string' },
    name: { type: 'string' },
    number: { type: 'string' },
    product: { type: 'string' },
    declaration: { type: 'boolean' },
    rollover_type: { type: 'string' },
    is_new_account: { type: 'boolean' },
    release_condition: { type: 'string' },
  },
  required: ['abn', 'bsb', 'esa', 'usi', 'name', 'number', 'product', 'declaration', 'rollover_type', 'is_new_account', 'release_condition'],
} as const;

const cashAccountClosure = {
  type: 'object',
  properties: {
    eta: { type: 'string' },
    account: accountRef,
    closing_balance: { type: 'number' },
    settlement_account: {
      type: 'object',
      properties: { bsb: { type: 'string' }, account_name: { type: 'string' }, account_number: { type: 'string' } },
      required: ['bsb', 'account_name', 'account_number'],
    },
  },
  required: ['eta', 'account', 'closing_balance', 'settlement_account'],
} as const;

const incomeElections = {
  type: 'array',
  items: {
    type: 'object',
    properties: { apir_code: { type: 'string' }, asset_name: { type: 'string' }, new_election: { type: 'string' }, original_election: { type: 'string' } },
    required: ['apir_code', 'asset_name', 'new_election', 'original_election'],
  },
} as const;

const smaIncomeElection = { type: 'object', properties: { updated: incomeElections, not_updated: incomeElections }, required: ['updated', 'not_updated'] } as const;

const PAYLOAD_DESCRIPTION = "The request's payload: its fields depend on the request type (the indexation call lists them).";
const PAYLOAD_REQUIRED = ['eta', 'adviser_codes', 'account_details', 'create_request_type'] as const;

/** A case as the search lists it (the detail adds its meta, history, follow-ups, authorisers and documents). */
const caseFields = {
  intent_id: { type: 'string' },
  intent_name: { type: 'string' },
  status: { type: 'string' },
  approval_id: { type: ['string', 'null'] },
  fulfillment_id: { type: ['string', 'null'] },
  initiator_name: { type: 'string' },
  initiator_mac: { type: 'string' },
  request_source: { type: 'string' },
  description: { type: 'string' },
  created_date: { type: 'string' },
  updated_date: { type: 'string' },
  case_id: { type: 'string' },
  cancellation_reason_code: { type: ['string', 'null'] },
} as const;

const CASE_REQUIRED = [
  'intent_id',
  'intent_name',
  'status',
  'approval_id',
  'fulfillment_id',
  'initiator_name',
  'initiator_mac',
  'request_source',
  'description',
  'created_date',
  'updated_date',
  'case_id',
  'cancellation_reason_code',
  'payload',
] as const;

/** One line of the dashboard's case summary. */
const summaryItem = {
  type: 'object',
  properties: {
    request_type: { type: 'string' },
    request_id: { type: 'string' },
    approval_id: { type: ['string', 'null'] },
    requestor_name: { type: 'string' },
    request_created_datetime: { type: 'string' },
    request_status: { type: 'string' },
    api_status: { type: 'string' },
  },
  required: ['request_type', 'request_id', 'approval_id', 'requestor_name', 'request_created_datetime', 'request_status', 'api_status'],
} as const;

/** How the handler's refusals read: the task-centre calls and the traverse, pega and document calls. */
const TASK_REFUSAL = 'Checked by the handler, not by this schema: the first problem is a 400 { error: bad_request, message } naming the field.';
const CODED_REFUSAL = 'Checked by the handler, not by this schema: the first problem is a 400 { error, message, errors: [{ code: BAD_REQUEST, message }] } naming the field.';
/** The rules of one uploaded file (file-types.ts). */
const FILE_RULES =
  'A file is { file_name (1 to 255 characters), content_type (PDF, JPEG or PNG), content (base64, 1 byte to 10 MB) }: its bytes must be of the type it declares, its last extension that type\'s, and the name free of path, control and invisible characters.';

/** An id in a body the handler reads (and the policy reads the resource from). */
const bodyId = (description: string) => ({ type: 'string', minLength: 1, maxLength: 64, description }) as const;

/** The files of a request body (base64 content). */
const filesBody = {
  type: ['array', 'null'],
  items: {
    type: ['object', 'null'],
    properties: { file_name: { type: ['string', 'null'] }, content_type: { type: ['string', 'null'] }, content: { type: ['string', 'null'] } },
  },
} as const;

export const schemas = {
  'GET /wealth/task-centre/v1/indexation': {
    summary: "The case types and fields the user's requests may use",
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                business_area: { type: 'string' },
                category: { type: 'string' },
                sub_category: { type: 'string' },
                hierarchy: { type: 'string' },
                process: { type: 'string' },
                subprocess: { type: 'string' },
                product_types: { type: 'array', items: { type: 'string' } },
                tpa_authority_type: { type: 'string' },
                access_level: { type: 'string' },
              },
              required: [
                'id',
                'business_area',
                'category',
                'sub_category',
                'hierarchy',
                'process',
                'subprocess',
                'product_types',
                'tpa_authority_type',
                'access_level',
              ],
            },
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /wealth/task-centre/v1/tasks/:intentId': {
    summary: 'One case with its history, follow-ups and documents',
    params: { type: 'object', properties: { intentId: { type: 'string' } }, required: ['intentId'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              intent: {
                type: 'object',
                properties: {
                  ...caseFields,
                  payload: {
                    additionalProperties: true,
                    description: PAYLOAD_DESCRIPTION,
                    type: 'object',
                    properties: {
                      eta: { type: 'string' },
                      amount: { type: 'number' },
                      adviser_codes: adviserCodes,
                      account_details: accountDetails,
                      rollover_authority: rolloverAuthority,
                      create_request_type: { type: 'string' },
                      authorisation: { type: 'string' },
                      additional_information: { type: 'string' },
                      update_detail: updateDetail,
                      amend_pension: amendPension,
                      grace_period: { type: 'string' },
                      maturity_date: { type: 'string' },
                      rollover_term: { type: 'string' },
                      instruction_type: { type: 'string' },
                      maturity_instruction: { type: 'string' },
                      td_maturity_elections: tdMaturityElections,
                      interest_payment_method: { type: 'string' },
                      interest_payment_frequency: { type: 'string' },
                      super_partial_payment: superPartialPayment,
                      cash_account_closure: cashAccountClosure,
                      sma_income_election: smaIncomeElection,
                    },
                    required: PAYLOAD_REQUIRED,
                  },
                  meta: {
                    type: 'object',
                    properties: {
                      case_id: { type: 'string' },
                      online_request_name: { type: 'string' },
                      subprocess_name: { type: 'string' },
                      product_code: { type: 'string' },
                      business_venture: { type: 'string' },
                      sla: { type: 'string' },
                      eta: { type: 'string' },
                      attachment_status: {
                        type: 'array',
                        items: {
                          type: 'object',
                          properties: { code: { type: 'string' }, description: { type: 'string' } },
                          required: ['code', 'description'],
                        },
                      },
                      category: { type: ['string', 'null'] },
                      linked_document_references: { type: 'array', items: documentRef },
                    },
                    required: [
                      'case_id',
                      'online_request_name',
                      'subprocess_name',
                      'product_code',
                      'business_venture',
                      'sla',
                      'eta',
                      'attachment_status',
                      'category',
                      'linked_document_references',
                    ],
                  },
                  event_name: { type: 'string' },
                  event_type: { type: 'string' },
                  history: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        type: { type: 'string' },
                        timestamp: { type: 'string' },
                        follow_up_ids: { type: 'array', items: { type: 'string' } },
                        authorisers: { type: 'array', items: { type: 'string' } },
                      },
                      required: ['type', 'timestamp', 'follow_up_ids', 'authorisers'],
                    },
                  },
                  follow_ups: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        id: { type: 'string' },
                        status: { type: 'string' },
                        request_type: { type: 'string' },
                        recipient_type: { type: 'string' },
                        request_method: { type: 'string' },
                        request_reason: { type: 'string' },
                        response_expected_channels: { type: 'array', items: { type: 'string' } },
                        response_received_channel: { type: ['string', 'null'] },
                        requested_by: { type: 'string' },
                        responded_by: { type: ['string', 'null'] },
                        requested_date_time: { type: 'string' },
                        responded_date_time: { type: ['string', 'null'] },
                        request_why: { type: 'string' },
                        request_what: { type: 'string' },
                        request_return_method: { type: 'string' },
                        response_content: { type: ['string', 'null'] },
                        visible_online: { type: 'boolean' },
                        response_expected_date: { type: 'string' },
                        reminder_sent: { type: 'boolean' },
                        documents: { type: 'array', items: documentRef },
                      },
                      required: [
                        'id',
                        'status',
                        'request_type',
                        'recipient_type',
                        'request_method',
                        'request_reason',
                        'response_expected_channels',
                        'response_received_channel',
                        'requested_by',
                        'responded_by',
                        'requested_date_time',
                        'responded_date_time',
                        'request_why',
                        'request_what',
                        'request_return_method',
                        'response_content',
                        'visible_online',
                        'response_expected_date',
                        'reminder_sent',
                        'documents',
                      ],
                    },
                  },
                  authorisers: {
                    type: 'array',
                    items: {
                      type: 'object',
                      properties: {
                        activity_id: { type: 'string' },
                        party_id: { type: 'string' },
                        authoriser_name: { type: 'string' },
                        authorisation_level: { type: 'string' },
                        role_type: { type: 'string' },
                        status: { type: 'string' },
                        updated_at: { type: 'string' },
                        expire_by: { type: 'string' },
                        errors: { type: 'array', items: {} },
                      },
                      required: [
                        'activity_id',
                        'party_id',
                        'authoriser_name',
                        'authorisation_level',
                        'role_type',
                        'status',
                        'updated_at',
                        'expire_by',
                        'errors',
                      ],
                    },
                  },
                  documents: { type: 'array', items: caseDocument },
                },
                required: [...CASE_REQUIRED, 'meta', 'event_name', 'event_type', 'history', 'follow_ups', 'authorisers', 'documents'],
              },
            },
            required: ['intent'],
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /wealth/task-centre/v1/tasks/initiators': {
    summary: 'Who started the visible cases (filter options)',
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              options: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { label: { type: 'string' }, value: { type: 'string' }, current_user: { type: 'boolean' } },
                  required: ['label', 'value', 'current_user'],
                },
              },
            },
            required: ['options'],
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /wealth/traverse/v1/intent/validations/:process/:accountNumber': {
    summary: 'Check an account for a request type',
    params: {
      type: 'object',
      properties: { process: { type: 'string' }, accountNumber: { type: 'string' } },
      required: ['process', 'accountNumber'],
    },
    querystring: { type: 'object', properties: { badge: { type: 'string', description: 'The login badge.' } } },
    description: 'Valid: 200 { data: { valid: true } }. Not: 422 with error { code, message, details }, or code MULTI_ERRORS listing errors. An account the user does not see is 404 ACCOUNT_NOT_FOUND.',
    response: {
      200: {
        type: 'object',
        properties: { data: { type: 'object', properties: { valid: { type: 'boolean', const: true } }, required: ['valid'] } },
        required: ['data'],
      },
    },
  },
  'PATCH /wealth/task-centre/v1/tasks/:id/follow-ups': {
    summary: "Answer a case's follow-ups",
    params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    ...checkedByHandler(
      `${TASK_REFUSAL} followUpResponses lists 1 to 20 answers, each to a different follow-up of this case: followUpId (1 to 64 characters), responseContent (1 to 4000 characters, no invisible or control characters) and documentIds (documents of this case).`,
    ),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: {
        followUpResponses: {
          type: ['array', 'null'],
          items: {
            type: ['object', 'null'],
            properties: { followUpId: { type: ['string', 'null'] }, responseContent: { type: ['string', 'null'] }, documentIds: { type: ['array', 'null'], items: { type: ['string', 'null'] } } },
          },
        },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: { type: 'object', properties: { caseId: { type: 'string' }, caseStatus: { type: 'string' } }, required: ['caseId', 'caseStatus'] },
          meta: { type: 'object', properties: { serverTime: { type: 'string' } }, required: ['serverTime'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'POST /wealth/document/v1/document': {
    summary: 'Make the printable sign document of a request',
    body: { type: 'object', properties: { intent_id: bodyId('The case.') }, required: ['intent_id'] },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              document: {
                type: 'object',
                properties: { document_name: { type: 'string' }, content_type: { type: 'string' }, content: { type: 'string' } },
                required: ['document_name', 'content_type', 'content'],
              },
            },
            required: ['document'],
          },
        },
        required: ['data'],
      },
    },
  },
  'POST /wealth/pega/casemaint/v1/modify': {
    summary: 'Modify a case',
    body: {
      type: 'object',
      properties: {
        intent_id: bodyId('The case.'),
        activity_id: bodyId("The authoriser's activity."),
        action: { type: 'string', enum: ['RESEND', 'CANCEL_CHALLENGE'], description: "Resend the authoriser's challenge, or cancel it." },
      },
      required: ['intent_id', 'activity_id', 'action'],
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          ModifyCaseRes: {
            type: 'object',
            properties: {
              StatusLog: {
                type: 'object',
                properties: {
                  OutcomeCode: { type: 'string' },
                  Items: { type: 'array', items: { type: 'object', properties: { Description: { type: 'string' } }, required: ['Description'] } },
                },
                required: ['OutcomeCode', 'Items'],
              },
            },
            required: ['StatusLog'],
          },
        },
        required: ['ModifyCaseRes'],
      },
    },
  },
  'POST /wealth/pega/docmgmt/v1/retrievedoc': {
    summary: "Retrieve a case's document (text)",
    body: { type: 'object', properties: { case_id: bodyId('The case (its intent id).'), document_id: bodyId('The document.') }, required: ['case_id', 'document_id'] },
    response: {
      '200': {
        description: 'The document as text: a header line (case, document name and content type), a blank line, then its bytes in base64.',
        content: { 'text/plain': { schema: { type: 'string' } } },
      },
    },
  },
  'POST /wealth/task-centre/v1/tasks/:intentId/documents': {
    summary: 'Attach documents to a case',
    params: { type: 'object', properties: { intentId: { type: 'string' } }, required: ['intentId'] },
    ...checkedByHandler(`${TASK_REFUSAL} files lists 1 to 5 files. ${FILE_RULES}`),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: { files: filesBody },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: { type: 'object', properties: { documents: { type: 'array', items: caseDocument } }, required: ['documents'] },
        },
        required: ['data'],
      },
    },
  },
  'POST /wealth/task-centre/v1/tasks/search': {
    summary: 'Search cases',
    querystring: {
      type: 'object',
      properties: {
        size: { type: 'integer', minimum: 1, maximum: 100, description: 'Cases a page (default 25).' },
        page: { type: 'integer', minimum: 0, maximum: 100_000, description: 'The page, from 0.' },
        'sort-by': { type: 'string', enum: ['updated_date', 'created_date', 'intent_name', 'status'], description: 'Default updated_date.' },
        'sort-order': { type: 'string', enum: ['asc', 'desc'], description: 'Default desc.' },
      },
    },
    ...checkedByHandler(
      `${TASK_REFUSAL} No body, or a JSON object. Each list holds at most 100 texts (status task statuses in any case; request_names and event_names at most 120 characters each, the others 50); keyword is at most 100 characters; from_date a date yyyy-MM-dd; an adviser code that is not the user's is 403.`,
    ),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: {
        status: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        keyword: { type: ['string', 'null'] },
        request_names: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        event_names: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        initiator_macs: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        from_date: { type: ['string', 'null'] },
        adviser_codes: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              content: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    ...caseFields,
                    payload: {
                      additionalProperties: true,
                      description: PAYLOAD_DESCRIPTION,
                      type: 'object',
                      properties: {
                        eta: { type: 'string' },
                        adviser_codes: adviserCodes,
                        account_details: accountDetails,
                        create_request_type: { type: 'string' },
                        additional_information: { type: 'string' },
                        update_detail: updateDetail,
                        income_redirection: {
                          type: 'object',
                          properties: {
                            updated: {
                              type: 'object',
                              properties: { description: { type: 'string' }, account_name: { type: 'string' }, account_number: { type: 'string' } },
                              required: ['description', 'account_name', 'account_number'],
                            },
                            previous: {
                              type: 'object',
                              properties: { description: { type: 'string' }, account_name: { type: 'string' }, account_number: { type: 'string' } },
                              required: ['description', 'account_name', 'account_number'],
                            },
                          },
                          required: ['updated', 'previous'],
                        },
                        errors: {
                          type: 'array',
                          items: { type: 'object', properties: { code: { type: 'string' }, message: { type: 'string' } }, required: ['code', 'message'] },
                        },
                        amend_pension: amendPension,
                        amount: { type: 'number' },
                        super_partial_payment: superPartialPayment,
                        rollover_authority: rolloverAuthority,
                        authorisation: { type: 'string' },
                        cash_account_closure: cashAccountClosure,
                        grace_period: { type: 'string' },
                        maturity_date: { type: 'string' },
                        rollover_term: { type: 'string' },
                        instruction_type: { type: 'string' },
                        maturity_instruction: { type: 'string' },
                        td_maturity_elections: tdMaturityElections,
                        interest_payment_method: { type: 'string' },
                        interest_payment_frequency: { type: 'string' },
                        to_account_bsb: { type: 'string' },
                        to_account_name: { type: 'string' },
                        to_account_number: { type: 'string' },
                        sma_income_election: smaIncomeElection,
                        direct_credit: {
                          type: 'object',
                          properties: {
                            platform: { type: 'string' },
                            reference: { type: 'string' },
                            facility_type: { type: 'string' },
                            biller_code_type: { type: 'string' },
                            contribution_types: { type: 'array', items: { type: 'string' } },
                          },
                          required: ['platform', 'reference', 'facility_type', 'biller_code_type', 'contribution_types'],
                        },
                        reclassified_to: { type: 'string' },
                        to_account_branch: { type: 'string' },
                      },
                      required: PAYLOAD_REQUIRED,
                    },
                  },
                  required: CASE_REQUIRED,
                },
              },
              page_number: { type: 'number' },
              page_size: { type: 'number' },
              total_elements: { type: 'number' },
              total_pages: { type: 'number' },
            },
            required: ['content', 'page_number', 'page_size', 'total_elements', 'total_pages'],
          },
        },
        required: ['data'],
      },
    },
  },
  'POST /wealth/task-centre/v1/tasks/summary': {
    summary: 'Case counts for the dashboard',
    ...checkedByHandler(
      `${TASK_REFUSAL} The body is a JSON object. awaiting_statuses and in_progress_statuses are lists of at most 100 task statuses (any case); initiated_by is ALL (the default) or ME; from_date a date yyyy-MM-dd; last_login_date_time an ISO timestamp.`,
    ),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: {
        awaiting_statuses: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        in_progress_statuses: { type: ['array', 'null'], items: { type: ['string', 'null'] } },
        last_login_date_time: { type: ['string', 'null'] },
        initiated_by: { type: ['string', 'null'] },
        from_date: { type: ['string', 'null'], description: 'Only cases updated on or after this day (Sydney time).' },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              awaiting: { type: 'array', items: summaryItem },
              in_progress: { type: 'array', items: summaryItem },
              recent_updated: { type: 'array', items: summaryItem },
            },
            required: ['awaiting', 'in_progress', 'recent_updated'],
          },
        },
        required: ['data'],
      },
    },
  },
  'POST /wealth/traverse/v1/intent/authorisation/notification/resend/:intentId/:activityId': {
    summary: "Resend an authoriser's notification",
    params: {
      type: 'object',
      properties: { intentId: { type: 'string' }, activityId: { type: 'string' } },
      required: ['intentId', 'activityId'],
    },
    response: {
      '200': {
        type: 'object',
        properties: { data: { type: 'object', properties: { result: { type: 'string' } }, required: ['result'] } },
        required: ['data'],
      },
    },
  },
  'POST /wealth/traverse/v1/intent/cancel/:intentId': {
    summary: 'Cancel a case',
    params: { type: 'object', properties: { intentId: { type: 'string' } }, required: ['intentId'] },
    response: {
      '200': {
        type: 'object',
        properties: { data: { type: 'object', properties: { intent_id: { type: 'string' }, status: { type: 'string' } }, required: ['intent_id', 'status'] } },
        required: ['data'],
      },
    },
  },
  'POST /wealth/traverse/v1/intent/signed_document': {
    summary: 'Submit a signed document request',
    ...checkedByHandler(`${CODED_REFUSAL} intent_id (1 to 64 characters) names an open case the user sees; the body itself is the one file. ${FILE_RULES}`),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: { intent_id: { type: ['string', 'null'] }, file_name: { type: ['string', 'null'] }, content_type: { type: ['string', 'null'] }, content: { type: ['string', 'null'] } },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: { id: { type: 'string' }, result: { type: 'string' }, intent_id: { type: 'string' } },
            required: ['id', 'result', 'intent_id'],
          },
          meta: { type: 'object', properties: { server_time: { type: 'string' } }, required: ['server_time'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'POST /wealth/traverse/v2/intent/rc-create': {
    summary: 'Create a request',
    ...checkedByHandler(
      `${CODED_REFUSAL} account_number (1 to 24 characters) is an account the user sees (else 404 ACCOUNT_NOT_FOUND) of a product type the indexation row allows (else 422 REQUEST_NOT_AVAILABLE); indexation_id is a row of the indexation call, and category, sub_category, process (required) and subprocess (optional) must equal that row's; client_id, when given, a client the user sees (else 404 CLIENT_NOT_FOUND); additional_information at most 4000 characters, no invisible or control characters; files 0 to 5. ${FILE_RULES}`,
    ),
    body: {
      [HANDLER_CHECKS]: true,
      type: 'object',
      properties: {
        account_number: { type: ['string', 'null'] },
        client_id: { type: ['string', 'null'], description: 'The client the request is for, when not the account holder.' },
        indexation_id: { type: ['string', 'null'] },
        category: { type: ['string', 'null'] },
        sub_category: { type: ['string', 'null'] },
        process: { type: ['string', 'null'] },
        subprocess: { type: ['string', 'null'] },
        additional_information: { type: ['string', 'null'] },
        files: filesBody,
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              rcCreateResponseDetails: {
                type: 'object',
                properties: {
                  caseID: { type: 'string' },
                  intentId: { type: 'string' },
                  requestId: { type: 'string' },
                  isGeneralRequestType: { type: 'boolean' },
                  createdDateTime: { type: 'string' },
                  sla: { type: 'string' },
                  eta: { type: 'string' },
                  result: { type: 'string' },
                },
                required: ['caseID', 'intentId', 'requestId', 'isGeneralRequestType', 'createdDateTime', 'sla', 'eta', 'result'],
              },
            },
            required: ['rcCreateResponseDetails'],
          },
          meta: { type: 'object', properties: { serverTime: { type: 'string' } }, required: ['serverTime'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
} as const satisfies Record<string, RouteSchema>;

const caseAction = (summary: string, params: Record<string, string> = {}, fields: Record<string, string> = {}): RouteSchema =>
  routeSchema({
    summary,
    params: { ...strings({ intentId: 'The case.', ...params }), required: ['intentId', ...Object.keys(params)] },
    consumes: ['application/x-www-form-urlencoded'],
    body: consoleForm(fields),
    response: { 303: BACK_TO_PAGE },
  });

/** The back office's request console (not the wealth APIs). */
export const devSchemas = {
  find: routeSchema({
    summary: 'The request console: find a case',
    description: 'By intent or case id (straight to the case), or by keywords (a list of at most 50).',
    querystring: { type: 'object', properties: { intent_id: text('Go to this case.'), case_id: text('Go to the case with this case id.'), keyword: text('Words to match.') } },
    response: { 200: HTML_PAGE, 303: { description: 'See Other: the case asked for.' } },
  }),
  case: routeSchema({ summary: 'One case, as the back office sees it', params: strings({ intentId: 'The case.' }, ['intentId']), querystring: PAGE_QUERY, response: { 200: HTML_PAGE } }),
  actions: {
    '/status': caseAction('Set the case status', {}, { status: 'A task status other than CANCELLED and DECLINED.' }),
    '/complete': caseAction('Complete the case'),
    '/follow-ups': caseAction('Raise a follow-up', {}, {
      why: 'Why it is asked (1 to 1000 characters).',
      what: 'What is asked (1 to 1000 characters).',
      return_method: 'How to answer.',
      expected_date: 'By when (yyyy-MM-dd).',
      recipient: 'Adviser (default) or Client.',
    }),
    '/authorisers/:activityId/approve': caseAction('Approve as an authoriser', { activityId: 'The authoriser.' }),
    '/authorisers/:activityId/decline': caseAction('Decline as an authoriser', { activityId: 'The authoriser.' }),
    '/cancel': caseAction('Cancel the case', {}, { reason: 'A cancellation reason code.' }),
    '/documents/:documentId/malware': caseAction('Flag a document as malware', { documentId: 'The document.' }),
  } as Record<string, RouteSchema>,
} as const;
