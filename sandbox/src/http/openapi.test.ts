// The OpenAPI document (docs/architecture.md "The wealth API contract") describes every /api/ route the app
// registers, with its request and its answers, and every call of the specification's tables of calls sits
// under the specification's path. A route added without schemas fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildDocumentApp, type OpenApiDocument } from '../openapi-document.js';
import { NO_BODY } from './malformed-bodies.js';
import { HANDLER_CHECKS } from './route-schema.js';

/**
 * Every call the specification's tables of calls name (000, 001 and 002 §7, and the bullet lists beside them),
 * with its parameters written {…}: the names differ ({a}/{b} in the specification).
 */
const SPECIFICATION_CALLS = [
  // 000 §7: the shell.
  'GET /api/wealth/channel/adviser/v1/adviser/entities',
  'GET /api/intermediary-accounts/v1/intermediaries/{}/entities',
  'GET /api/intermediary-accounts/v2/intermediaries/{}/accounts',
  'GET /api/intermediary-accounts/v1/intermediaries/{}/accounts/list',
  'GET /api/intermediary-accounts/v1/intermediaries/{}/product-codes',
  'GET /api/wealth/babbage/accounts',
  'GET /api/wealth/babbage/products',
  'GET /api/wealth/ada/search/clients',
  'GET /api/wealth/channel/user/v1/account/access',
  'GET /api/wealth/grouping/v2/account-groups/search',
  'GET /api/wealth/grouping/v2/account-groups/account/{}/groups',
  'POST /api/wealth/grouping/v2/account-groups',
  'PUT /api/wealth/grouping/v2/account-groups/{}',
  'PUT /api/wealth/grouping/v2/account-groups/{}/close',
  'POST /api/wealth/grouping/v2/account-groups/validate',
  'GET /api/wealth/channel/portfolio/v1/{}/balance',
  'GET /api/wealth/channel/account/v1/externalsystem/identifiers',
  'GET /api/wealth/payments/v1/get-public-holidays',
  // 001 §7: alerts, announcements, tracking.
  'GET /api/channel/notification-centre/v1/alert',
  'GET /api/channel/notification-centre/v1/alert/count',
  'POST /api/channel/notification-centre/v1/alert/mark-read',
  'POST /api/channel/notification-centre/v1/alert/mark-last-seen',
  'GET /announcements/api/v1/public/messages/adviseronline',
  'POST /api/digital-security/v1/health-check',
  // 002 §7: Request Centre.
  'POST /api/wealth/task-centre/v1/tasks/search',
  'POST /api/wealth/traverse/v1/intent/cancel/{}',
  'POST /api/wealth/task-centre/v1/tasks/summary',
  'GET /api/wealth/task-centre/v1/tasks/{}',
  'PATCH /api/wealth/task-centre/v1/tasks/{}/follow-ups',
  'GET /api/wealth/task-centre/v1/tasks/initiators',
  'POST /api/wealth/traverse/v2/intent/rc-create',
  'POST /api/wealth/document/v1/document',
  'POST /api/wealth/pega/docmgmt/v1/retrievedoc',
  'POST /api/wealth/pega/casemaint/v1/modify',
  // 002 §7: payments.
  'GET /api/wealth/payments/v2/permissions/access/{}',
  'GET /api/wealth/payments/v2/payment-permissions/{}',
  'GET /api/wealth/payments/v1/payee-biller/branch/lookup/{}',
  'GET /api/wealth/payments/v1/payee-biller/bpay/lookup/{}',
  'POST /api/wealth/payments/v2/validate',
  'POST /api/wealth/payments/v2/payment/save',
  'POST /api/wealth/payments/v2/payment/{}/signature/{}/challenge',
  // 002 §7: pension, super and authorisation.
  'POST /api/wealth/traverse/v1/intent/pension_payments',
  'POST /api/wealth/traverse/v1/intent/super_rollover',
  'POST /api/wealth/traverse/v1/intent/super_withdrawal',
  'POST /api/wealth/traverse/v1/intent/pension_rollover',
  'POST /api/wealth/traverse/v1/intent/signed_document',
  'POST /api/wealth/traverse/v1/intent/authorisation/notification/resend/{}/{}',
  'GET /api/wealth/traverse/v1/intent/validations/{}/{}',
  // 002 §7: client overview.
  'GET /api/wealth/channel/adviser/v2/adviser/client/{}/details',
  'GET /api/wealth/channel/adviser/v1/clients/{}/related-accounts',
  'GET /api/wealth/ada/v1/intermediaries/{}/clients',
  // 002 §7: security and preferences.
  'GET /api/v1/security/preference',
  'POST /api/v1/security/preference',
  'POST /api/channel/micro/v3s/preference/entry/{}',
  'GET /api/channel/micro/v3s/preference/entries',
  'GET /api/channel/micro/v3s/preference/profile-picture',
  'POST /api/channel/micro/v3s/preference/profile-picture',
];

/** POST, PUT and PATCH routes that read no body (the rest must document theirs). */
const BODILESS = new Set([
  ...NO_BODY,
  'POST /api/wealth/chat/v1/conversations/:id/end',
  'POST /api/wealth/chat/v1/conversations/:id/human',
  'POST /api/wealth/cobrowse/v1/sessions/:id/end',
  'PUT /api/wealth/grouping/v2/account-groups/:code/close',
  'POST /api/channel/notification-centre/v1/notification-counts/visited',
  'POST /api/v1/security/step-up',
  'POST /api/v1/security/authenticator/enrolment',
  'POST /api/wealth/onboarding/v1/applications/:applicationId/submit',
  'POST /api/wealth/onboarding/v1/applications/:applicationId/cancel',
  'POST /api/wealth/onboarding/v1/applications/:applicationId/resend',
]);

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
const anyParams = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

let app: FastifyInstance;
let routes: { method: string; url: string }[];
let doc: OpenApiDocument;
beforeAll(async () => {
  ({ app, routes } = await buildDocumentApp());
  doc = app.swagger() as unknown as OpenApiDocument;
});
afterAll(() => app?.close());

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 with the bearer scheme and a tag per routes folder', () => {
    expect(doc.openapi).toBe('3.1.0');
    const tags = (doc.tags ?? []).map((t) => t.name);
    expect(tags).toEqual(expect.arrayContaining(['payments', 'request-centre', 'accounts', 'Sandbox development', 'Sandbox consoles', 'Sign-in']));
    expect(JSON.stringify(doc.components)).toContain('"scheme":"bearer"');
  });

  it('describes every /api/ route with a summary, its path parameters, its body and a success answer with a schema', () => {
    const api = routes.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { method, url } of api) {
      const op = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      const name = `${method} ${url}`;
      if (!op) {
        problems.push(`${name}: not in the document`);
        continue;
      }
      if (!op.summary) problems.push(`${name}: no summary`);
      if (!op.tags?.length || !op.security) problems.push(`${name}: no tag or no security`);
      for (const param of url.match(/:(\w+)/g) ?? []) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === param.slice(1) && p.schema)) problems.push(`${name}: path parameter ${param} undocumented`);
      }
      if (['POST', 'PUT', 'PATCH'].includes(method) && !BODILESS.has(name) && !op.requestBody) problems.push(`${name}: no request body schema`);
      const success = Object.entries(op.responses ?? {}).filter(([code]) => code.startsWith('2'));
      if (!success.length) problems.push(`${name}: no success answer`);
      for (const [code, answer] of success) {
        if (!answer.content || !Object.values(answer.content).every((c) => c.schema)) problems.push(`${name}: answer ${code} has no schema`);
      }
      if (!op.responses?.['4XX']) problems.push(`${name}: no error answer`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every call of the specification\'s tables under its specification path', () => {
    const documented = new Set(Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${anyParams(path)}`)));
    expect(SPECIFICATION_CALLS.filter((call) => !documented.has(call))).toEqual([]);
  });

  it('marks each operation whose body its handler checks, on the operation and its body, with the rules written', () => {
    const marked: string[] = [];
    const problems: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        const body = Object.values(op.requestBody?.content ?? {})[0]?.schema as Record<string, unknown> | undefined;
        const onBody = body?.[HANDLER_CHECKS] === true;
        const onOperation = (op as unknown as Record<string, unknown>)[HANDLER_CHECKS] === true;
        if (onBody !== onOperation) problems.push(`${name}: marked on the ${onBody ? 'body' : 'operation'} only`);
        if (onOperation) {
          marked.push(name);
          if (!/^Checked by the handler/.test(op.description ?? '') || (op.description ?? '').length < 120) problems.push(`${name}: the rules are not written`);
        }
      }
    }
    expect(problems).toEqual([]);
    // The payments, intents, Request Centre and screen-share bodies whose rules a JSON Schema cannot say.
    expect(marked).toEqual(expect.arrayContaining([
      'POST /api/wealth/payments/v2/payment/save',
      'POST /api/wealth/traverse/v1/intent/pension_payments',
      'POST /api/wealth/traverse/v2/intent/rc-create',
      'POST /api/wealth/cobrowse/v1/sessions/{id}/events',
    ]));
    // The bodies a schema can say are checked by it instead.
    expect(marked).not.toContain('POST /api/wealth/pega/casemaint/v1/modify');
  });

  it('gives each development call and console page a light schema: a summary, its body, what it answers', () => {
    const bodiless = new Set(['POST /sandbox/screenshare/sessions/{id}/expire-pin']);
    const problems: string[] = [];
    let described = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      if (!path.startsWith('/sandbox/') && !path.startsWith('/console/')) continue;
      for (const [method, op] of Object.entries(ops)) {
        const name = `${method.toUpperCase()} ${path}`;
        described++;
        if (!op.summary) problems.push(`${name}: no summary`);
        if (method === 'post' && !bodiless.has(name) && !op.requestBody) problems.push(`${name}: no body schema`);
        const answers = Object.entries(op.responses ?? {}).filter(([code]) => /^[23]/.test(code));
        if (!answers.length) problems.push(`${name}: no answer`);
        for (const [code, answer] of answers) {
          if (code.startsWith('2') && !Object.values(answer.content ?? {}).some((c) => c.schema)) problems.push(`${name}: answer ${code} has no schema`);
        }
      }
    }
    expect(described).toBeGreaterThan(40);
    expect(problems).toEqual([]);
  });

  it('tags the development endpoints and the console pages apart', () => {
    for (const [path, ops] of Object.entries(doc.paths)) {
      const tags = Object.values(ops).flatMap((op) => op.tags ?? []);
      if (path.startsWith('/sandbox/')) expect(tags, path).toEqual(tags.map(() => 'Sandbox development'));
      if (path.startsWith('/console/')) expect(tags, path).toEqual(tags.map(() => 'Sandbox consoles'));
    }
  });
});
