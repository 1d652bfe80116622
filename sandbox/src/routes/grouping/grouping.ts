import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/index.js';
import { forbidden } from '../../http/http-error.js';
import { createGroup, editGroup, endGroup } from './group-commands.js';
import { accountCodes, GROUP_TYPES, parseGroupInput, stringSet, type GroupInput } from './group-payload.js';
import { readGroup } from './group-read.js';
import { checkGroupRules } from './group-rules.js';
import { registerGroupSearchRoutes } from './group-search-routes.js';

type CodeRoute = { Params: { code: string }; Body: unknown };
const BASE = '/wealth/grouping/v2/account-groups';

// Account groups (grouping v2): search, validate, create, update, close.
export function registerGroupingRoutes(app: FastifyInstance, db: Db): void {
  registerGroupSearchRoutes(app, db);

  app.post<{ Body: unknown }>(`${BASE}/validate`, async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const codes = accountCodes(body.accounts);
    const errors = await checkGroupRules(db, request.scope, {
      codes,
      dealerCode: typeof body.dealerCode === 'string' ? body.dealerCode : undefined,
      groupTypes: body.groupTypes === undefined ? undefined : stringSet(body.groupTypes, 'groupTypes', GROUP_TYPES, false),
      groupCode: typeof body.groupCode === 'string' ? body.groupCode : undefined,
    });
    if (errors.length) return reply.code(422).send({ errors });
    return { accounts: codes.map((code) => ({ code, valid: true })) };
  });

  app.post<{ Body: unknown }>(BASE, async (request, reply) => {
    const input = ownDealer(request, parseGroupInput(request.body));
    const { code, replayed } = await createGroup(db, request.scope, input, idempotencyKey(request));
    if (replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(201).send(await readGroup(db, request.scope, code));
  });

  app.put<CodeRoute>(`${BASE}/:code`, async (request) => {
    await editGroup(db, request.scope, request.params.code, ownDealer(request, parseGroupInput(request.body)));
    return readGroup(db, request.scope, request.params.code);
  });

  app.put<CodeRoute>(`${BASE}/:code/close`, async (request) => {
    await endGroup(db, request.scope, request.params.code);
    return { code: request.params.code, status: 'CLOSED' };
  });
}

/** A group belongs to one of the user's dealers; another dealer's group would be invisible to them. */
function ownDealer(request: FastifyRequest, input: GroupInput): GroupInput {
  if (!request.scope.dealerCodes.includes(input.dealerCode)) throw forbidden(`dealerCode ${input.dealerCode} is not one of your dealers`);
  return input;
}

function idempotencyKey(request: FastifyRequest): string | undefined {
  const key = request.headers['idempotency-key'];
  return typeof key === 'string' && key.trim() ? key.trim().slice(0, 200) : undefined;
}
