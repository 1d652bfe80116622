// The policy at the sandbox's door (docs/architecture.md "One policy"): every /api/ route names its action in
// its folder's policy.json, the API refuses to start with a route that names none, and before any handler runs
// the caller's facts are read and policy/decide.ts decides. Handlers never decide again.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decide, ruleOf, type Decision } from '../../../policy/decide.ts';
import { isActionName, type ActionName } from '../../../policy/policy.ts';
import type { Db } from '../db/index.js';
import { HttpError } from '../http/http-error.js';
import { accountNumberParam } from '../routes/payments/payment-routes.js';
import { requestTypeAccess, resourceFacts } from './facts.js';
import { roleOf } from './role.js';
import type { RouteBinding as BindingJson, RoutePolicyFile } from '../../../schemas/route-policy.schema.ts';

export type RouteBinding = BindingJson & { action: ActionName };

/** The binding of a route of `folder` (its url below /api), or an error saying what is wrong with it. */
export function bindingOf(folder: string, file: RoutePolicyFile | undefined, method: string, url: string): RouteBinding {
  const binding = file?.routes[`${method} ${url}`];
  if (!binding) throw new Error(`${method} /api${url} names no policy action: add it to sandbox/src/routes/${folder}/policy.json (see policy/README.md)`);
  if (!isActionName(binding.action)) throw new Error(`${method} /api${url}: '${binding.action}' is not an action of policy/actions.json`);
  const kind = ruleOf(binding.action).resource;
  if ((kind === 'none') !== !binding.resource) {
    throw new Error(`${method} ${url}: action ${binding.action} acts on ${kind}, so the route must${kind === 'none' ? ' not' : ''} name where its resource id sits`);
  }
  return binding as RouteBinding;
}

/** The value at `params.x` / `query.x` / `body.x.y` of the request. */
function valueAt(request: FastifyRequest, path: string): unknown {
  const [root, ...rest] = path.split('.');
  let value: unknown = { params: request.params, query: request.query, body: request.body }[root];
  for (const key of rest) value = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** Says a refusal is the policy's (not a handler's own 403 or 404): the matrix tests read it; it tells a caller nothing more. */
export const POLICY_HEADER = 'x-policy-decision';

function refusal(decision: Extract<Decision, { allow: false }>, family: RouteBinding['errors']): HttpError {
  const errors = [{ code: decision.code, message: decision.message }];
  const headers = { [POLICY_HEADER]: `refused ${decision.action}` };
  if (family === 'payments') return new HttpError(decision.status, { error: { errors }, message: decision.message, errors }, headers);
  // Not visible answers exactly as an unknown path or id does (sandbox/README.md "Scope").
  if (decision.status === 404) return new HttpError(404, { error: 'not_found' }, headers);
  return new HttpError(decision.status, { error: 'forbidden', message: decision.message, errors }, headers);
}

function missingId(field: string, family: RouteBinding['errors']): HttpError {
  const message = `${field} is required`;
  const errors = [{ code: 'BAD_REQUEST', field, message }];
  return new HttpError(400, family === 'payments' ? { error: { errors }, message, errors } : { error: 'bad_request', message, errors });
}

/** The facts of the route's resource and the decision on them. */
export async function decideRequest(db: Pick<Db, 'query'>, request: FastifyRequest, binding: RouteBinding): Promise<Decision | HttpError> {
  const role = roleOf(request.scope);
  const rule = ruleOf(binding.action);
  if (rule.resource === 'none' || !binding.resource) return decide(binding.action, { role });
  const optional = binding.resource.endsWith('?');
  const path = binding.resource.replace(/\?$/, '');
  const id = valueAt(request, path);
  if (id === undefined || id === null || id === '') {
    if (optional) return decide(binding.action, { role, resource: 'unnamed' });
    return missingId(path.replace(/^(params|query|body)\./, ''), binding.errors);
  }
  if (typeof id !== 'string' || id.length > 64) return decide(binding.action, { role, resource: null });
  // The payments family refuses a malformed account number as bad input (002 §5), before it is looked up.
  if (binding.errors === 'payments' && rule.resource === 'account') accountNumberParam(id);
  const resource = await resourceFacts(db, request.scope, rule.resource, id.trim());
  if (resource && rule.access === 'requestType') resource.requestTypeAccess = requestTypeAccess(request.body);
  return decide(binding.action, { role, resource });
}

/** The folder whose routes are being registered, and its policy.json. */
export interface FolderPolicy { folder: string; file: RoutePolicyFile | undefined }

/**
 * Binds every route registered in `api` (the /api/ plugin) to its action, from the policy.json of the folder
 * `current()` says is registering, and checks each call before its handler. preHandler, after the app's input
 * guard: a malformed id is refused as bad input before it is looked up.
 */
export function registerRoutePolicy(api: FastifyInstance, db: Db, current: () => FolderPolicy): void {
  api.addHook('onRoute', (route) => {
    const { folder, file } = current();
    // Fastify adds a HEAD route beside each GET: it takes the GET's action.
    const method = [route.method].flat().find((m) => m !== 'HEAD') ?? 'GET';
    route.config = { ...(route.config as object), policy: bindingOf(folder, file, method, route.url.replace(/^\/api(?=\/)/, '')) } as typeof route.config;
  });
  api.addHook('preHandler', async (request) => {
    const binding = (request.routeOptions.config as { policy?: RouteBinding }).policy;
    if (!binding) throw new HttpError(500, { error: 'server_error' }); // unreachable: onRoute binds every route
    const decision = await decideRequest(db, request, binding);
    if (decision instanceof HttpError) throw decision;
    if (!decision.allow) throw refusal(decision, binding.errors);
  });
}
