// The notification centre's contract: the alert calls under the specification's paths; counts, preferences, pages and their shapes are ours.
import { HTML_PAGE, openObject, routeSchema, text, type RouteSchema } from '../../http/route-schema.js';

/** The account a notification is about (each notification page's lines start with it). */
const notifiedAccount = {
  account_id: { type: 'string' },
  account_number: { type: 'string' },
  account_name: { type: 'string' },
  product_description: { type: 'string' },
} as const;
const NOTIFIED_ACCOUNT_REQUIRED = ['account_id', 'account_number', 'account_name', 'product_description'] as const;

export const schemas = {
  'GET /announcements/api/v1/public/messages/adviseronline': {
    summary: 'Announcements for the portal',
    description: 'Public (no bearer token): the announcements valid now for the channel, badges and products asked for.',
    querystring: {
      type: 'object',
      properties: {
        output: { type: 'string', description: 'json.' },
        destination: { type: 'string', description: 'secure.' },
        channel: { type: 'string', description: 'The badge in capitals.' },
        badge: { type: ['string', 'array'], items: { type: 'string' }, description: 'Comma list of business ventures.' },
        product: { type: ['string', 'array'], items: { type: 'string' }, description: 'Comma list of products (trading when the user may trade online).' },
      },
    },
    response: {
      200: {
        type: 'object',
        properties: {
          messages: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                id: { type: 'string' },
                body: { type: ['string', 'null'], description: 'The text, which may hold simple HTML.' },
                style: { type: 'string' },
                valid_from: { type: 'string', format: 'date-time' },
                valid_to: { type: 'string', format: 'date-time' },
                publication_date: { type: 'string', format: 'date-time' },
                channels: { type: 'array', items: { type: 'string' } },
                badges: { type: 'array', items: { type: 'string' }, description: 'Empty: every badge.' },
                products: { type: 'array', items: { type: 'string' } },
                publish_id: { type: 'string' },
              },
              required: ['id', 'body', 'style', 'valid_from', 'valid_to', 'publication_date', 'channels', 'badges', 'products', 'publish_id'],
            },
          },
        },
        required: ['messages'],
      },
    },
  },
  'GET /channel/notification-centre/v1/alert': {
    summary: "The user's alerts, newest first, paged by pagingToken",
    querystring: { type: 'object', properties: { pagingToken: { type: 'string' } } },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                alert_id: { type: 'string' },
                read: { type: 'boolean' },
                request_number: { type: ['string', 'null'] },
                request_id: { type: ['string', 'null'], description: "The request number under the specification's other name; the sandbox sends request_number." },
                text: { type: 'string' },
                approval_id: { type: ['string', 'null'] },
                status: { type: ['string', 'null'] },
                category: { type: 'string' },
                account_number: { type: ['string', 'null'] },
                object_type: { type: 'string' },
                links: {
                  type: 'array',
                  items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } }, required: ['key', 'value'] },
                },
                is_having_in_app_routing: { type: 'boolean' },
                is_visited: { type: 'boolean' },
                created_at: { type: 'string' },
              },
              required: [
                'alert_id',
                'read',
                'request_number',
                'text',
                'approval_id',
                'status',
                'category',
                'account_number',
                'object_type',
                'links',
                'is_having_in_app_routing',
                'is_visited',
                'created_at',
              ],
            },
          },
          meta: { type: 'object', properties: { pagingToken: { type: ['string', 'null'] } }, required: ['pagingToken'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'GET /channel/notification-centre/v1/alert/count': {
    summary: 'Alert counts: total, unread and unseen',
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: { total_alerts: { type: 'number' }, unread_alerts: { type: 'number' }, unseen_alerts: { type: 'number' } },
              required: ['total_alerts', 'unread_alerts', 'unseen_alerts'],
            },
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /channel/notification-centre/v1/notification-counts': {
    summary: 'Counts of new items per notification page',
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              account_balance_count: { type: 'number' },
              insufficient_funds_for_pending_payments_count: { type: 'number' },
              account_balance_visited: { type: 'boolean' },
              pending_payments_visited: { type: 'boolean' },
            },
            required: ['account_balance_count', 'insufficient_funds_for_pending_payments_count', 'account_balance_visited', 'pending_payments_visited'],
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /channel/notification-centre/v1/notification-preferences': {
    summary: "The user's notification preferences",
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              account_balance: {
                type: 'object',
                properties: { selected: { type: 'boolean' }, threshold: { type: ['number', 'null'] } },
                required: ['selected', 'threshold'],
              },
              insufficient_funds: {
                type: 'object',
                properties: { selected: { type: 'boolean' }, window_days: { type: ['number', 'null'] } },
                required: ['selected', 'window_days'],
              },
              preferences_set: { type: 'boolean' },
            },
            required: ['account_balance', 'insufficient_funds', 'preferences_set'],
          },
        },
        required: ['data'],
      },
    },
  },
  'GET /channel/notification-centre/v1/notifications/account-balance': {
    summary: 'Accounts below or above their balance thresholds',
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                ...notifiedAccount,
                available_balance: { type: 'number' },
                ledger_balance: { type: 'number' },
              },
              required: [...NOTIFIED_ACCOUNT_REQUIRED, 'available_balance', 'ledger_balance'],
            },
          },
          meta: { type: 'object', properties: { threshold: { type: ['number', 'null'] } }, required: ['threshold'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'GET /channel/notification-centre/v1/notifications/pending-payments': {
    summary: 'Payments waiting for authorisation',
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                ...notifiedAccount,
                available_balance: { type: 'number' },
                scheduled_total: { type: 'number' },
                payment_count: { type: 'number' },
                next_payment_date: { type: 'string' },
                shortfall: { type: 'number' },
              },
              required: [
                ...NOTIFIED_ACCOUNT_REQUIRED,
                'available_balance',
                'scheduled_total',
                'payment_count',
                'next_payment_date',
                'shortfall',
              ],
            },
          },
          meta: { type: 'object', properties: { window_days: { type: ['number', 'null'] } }, required: ['window_days'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'GET /channel/notification-centre/v1/notifications/term-deposit-maturities': {
    summary: 'Term deposits maturing soon',
    querystring: { type: 'object', properties: { fromDate: { type: 'string' }, toDate: { type: 'string' } } },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                ...notifiedAccount,
                maturity_date: { type: 'string' },
                balance: { type: 'number' },
                interest_rate: { type: 'number' },
              },
              required: [...NOTIFIED_ACCOUNT_REQUIRED, 'maturity_date', 'balance', 'interest_rate'],
            },
          },
          meta: { type: 'object', properties: { from_date: { type: 'string' }, to_date: { type: 'string' } }, required: ['from_date', 'to_date'] },
        },
        required: ['data', 'meta'],
      },
    },
  },
  'POST /channel/notification-centre/v1/alert/mark-last-seen': {
    summary: 'Mark alerts seen up to one',
    body: { type: 'object', properties: { alert_id: { type: ['string', 'null'] } } },
    response: {
      '200': {
        type: 'object',
        properties: { data: { type: 'object', properties: { alert_id: { type: 'string' } }, required: ['alert_id'] } },
        required: ['data'],
      },
    },
  },
  'POST /channel/notification-centre/v1/alert/mark-read': {
    summary: 'Mark alerts read (at most 10 a call)',
    body: { type: 'object', properties: { alert_ids: { type: ['array', 'null'], items: { type: ['string', 'null'] } } } },
    response: {
      '200': {
        type: 'object',
        properties: { data: { type: 'object', properties: { updated: { type: 'number' } }, required: ['updated'] } },
        required: ['data'],
      },
    },
  },
  'POST /channel/notification-centre/v1/notification-counts/visited': {
    summary: 'Record that a notification page was visited',
    body: { type: 'object', properties: { page: { type: ['string', 'null'] } } },
    response: {
      '200': {
        type: 'object',
        properties: { data: { type: 'object', properties: { page: { type: 'string' }, visited: { type: 'boolean' } }, required: ['page', 'visited'] } },
        required: ['data'],
      },
    },
  },
  'PUT /channel/notification-centre/v1/notification-preferences': {
    summary: "Save the user's notification preferences",
    body: {
      type: 'object',
      properties: {
        account_balance: { type: ['object', 'null'], properties: { selected: { type: ['boolean', 'null'] }, threshold: { type: ['number', 'null'] } } },
        insufficient_funds: { type: ['object', 'null'], properties: { selected: { type: ['boolean', 'null'] }, window_days: { type: ['number', 'null'] } } },
      },
    },
    response: {
      '200': {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              // A preference left off may have no value (null), as GET answers it.
              account_balance: { type: 'object', properties: { selected: { type: 'boolean' }, threshold: { type: ['number', 'null'] } }, required: ['selected', 'threshold'] },
              insufficient_funds: {
                type: 'object',
                properties: { selected: { type: 'boolean' }, window_days: { type: ['number', 'null'] } },
                required: ['selected', 'window_days'],
              },
              preferences_set: { type: 'boolean' },
            },
            required: ['account_balance', 'insufficient_funds', 'preferences_set'],
          },
        },
        required: ['data'],
      },
    },
  },
} as const satisfies Record<string, RouteSchema>;

const texts = { type: 'array', items: { type: 'string' } } as const;

/** The sandbox's development calls and console page for alerts and announcements (not the wealth APIs). */
export const devSchemas = {
  raiseAlert: routeSchema({
    summary: "Raise an alert for a user, as the back office does",
    description: 'By username or mac. count above 1 raises that many (tests, benchmarks) and sends one live event.',
    body: {
      type: 'object',
      properties: {
        username: text('The user (or give mac).'),
        mac: text('The user (or give username).'),
        category: text('The alert category (submitted, completed, ...).'),
        text: text('What the alert says.'),
        status: text('The request status it reports.'),
        objectType: text('What it is about (a request, a payment, ...).'),
        requestNumber: text('The request it is about.'),
        approvalId: text('The approval it is about.'),
        accountNumber: text('The account it is about.'),
        links: { type: 'array', items: { type: 'object', properties: { key: { type: 'string' }, value: { type: 'string' } } }, description: 'Links the alert carries.' },
        count: { type: 'integer', description: 'How many to raise (default 1).' },
      },
      required: ['category', 'text'],
    },
    response: { 201: openObject({ alert: openObject({}, 'The alert as the alert call lists it.'), count: { type: 'integer' } }) },
  }),
  clearAlerts: routeSchema({
    summary: "Remove a user's alerts",
    querystring: { type: 'object', properties: { username: text('The user.') }, required: ['username'] },
    response: { 200: openObject({ deleted: { type: 'integer' } }) },
  }),
  announce: routeSchema({
    summary: 'Publish an announcement',
    body: {
      type: 'object',
      properties: {
        body: text('The text, which may hold simple HTML (1 to 5000 characters).'),
        style: text('info (default) or error.'),
        validFrom: text('From (ISO timestamp; default a minute ago).'),
        validTo: text('Until (ISO timestamp; default in 30 days).'),
        publishId: text('Its id (default made up).'),
        channels: { ...texts, description: 'Channels it shows on (default every one).' },
        badges: { ...texts, description: 'Badges it shows for (default every one).' },
        products: { ...texts, description: 'Products it shows for (default every one).' },
      },
      required: ['body'],
    },
    response: { 201: openObject({ message: openObject({}, 'The announcement as the announcements call lists it.') }) },
  }),
  withdrawAnnouncements: routeSchema({ summary: 'Withdraw every announcement', response: { 200: openObject({ deleted: { type: 'integer' } }) } }),
  console: routeSchema({ summary: 'The notification console: raise alerts and publish announcements', response: { 200: HTML_PAGE } }),
  consoleScript: routeSchema({
    summary: "The notification console's script",
    response: { 200: { description: 'JavaScript.', content: { 'text/javascript': { schema: { type: 'string' } } } } },
  }),
} as const;
