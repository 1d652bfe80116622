// A route's schema (docs/architecture.md "The wealth API contract") is an `as const` JSON Schema object in its
// folder's schemas.ts; json-schema-to-ts turns its request parts into the handler's types, so what is
// validated and what the handler reads cannot drift apart.
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';

/** The parts of a route schema the sandbox writes. */
export interface RouteSchema {
  summary?: string;
  description?: string;
  params?: JSONSchema;
  querystring?: JSONSchema;
  headers?: JSONSchema;
  body?: JSONSchema | Readonly<Record<string, unknown>>;
  response?: Record<string, unknown>;
  consumes?: readonly string[];
  produces?: readonly string[];
  /** The operation's own mark that the handler checks its body (`checkedByHandler`). */
  'x-checked-by-handler'?: boolean;
}

type Part<S, K extends string> = S extends { [P in K]: infer T extends JSONSchema } ? FromSchema<T> : unknown;

/** The route generic of `app.get<RequestOf<typeof schema>>(url, { schema }, handler)`. */
export interface RequestOf<S> {
  Params: Part<S, 'params'>;
  Querystring: Part<S, 'querystring'>;
  Headers: Part<S, 'headers'>;
  Body: Part<S, 'body'>;
}

/** Checks a route schema's shape while keeping its literal type (for RequestOf). */
export const routeSchema = <const S extends RouteSchema>(schema: S): S => schema;

/** An object schema of string fields, each described (path and query parameters): `strings({ id: 'The case id' }, ['id'])`. */
export function strings<const F extends Record<string, string>, const R extends readonly (keyof F & string)[] = []>(fields: F, required?: R) {
  return {
    type: 'object',
    properties: Object.fromEntries(Object.entries(fields).map(([name, description]) => [name, { type: 'string', description }])) as {
      [P in keyof F]: { type: 'string'; description: string };
    },
    required: (required ?? []) as unknown as R,
  } as const;
}

/** A described string (a path or query parameter the handler parses). */
export const text = <const D extends string>(description: D) => ({ type: 'string', description }) as const;

/** A comma list in a query parameter, which may also be repeated (`?type=A,B` or `?type=A&type=B`). */
export const textList = <const D extends string>(description: D) => ({ type: ['string', 'array'], items: { type: 'string' }, description }) as const;

/**
 * Marks a body schema as documentation only: the handler checks the body itself and answers in its family's
 * error shape with the codes the portal shows (the payments and Request Centre bodies whose rules are more than
 * a JSON Schema can say: cents, business days, text rules, files). The validator takes any body; the document
 * says so with this extension on the body and, through `checkedByHandler`, on the operation with the rules.
 */
export const HANDLER_CHECKS = 'x-checked-by-handler';

/**
 * The operation-level half of HANDLER_CHECKS: spread into a route schema whose body carries the mark, with the
 * rules the handler applies (openapi.test.ts holds the two marks together and wants the rules written).
 */
export const checkedByHandler = <const D extends string>(rules: D) => ({ [HANDLER_CHECKS]: true, description: rules }) as const;

// The sandbox's own development calls (/sandbox/) and console pages (/console/): light schemas, so the document
// says what each takes and answers; openapi.ts tags them apart from the wealth APIs.

/** A page a person opens in a browser (a console): HTML. */
export const HTML_PAGE = { description: 'The page (HTML).', content: { 'text/html': { schema: { type: 'string' } } } } as const;

/** What a console form answers: back to its page (303), with ?done= or ?error= saying what happened. */
export const BACK_TO_PAGE = { description: 'See Other: back to the page, with ?done= or ?error= saying what happened.' } as const;

/** The query a console page reads after a form: what happened. */
export const PAGE_QUERY = { type: 'object', properties: { done: text('What the last form did.'), error: text('Why the last form failed.') } } as const;

/** A console form's body (form-encoded, as the page posts it): the page's form token and the fields named. */
export function consoleForm(fields: Record<string, string> = {}) {
  const properties = Object.fromEntries(Object.entries({ csrf: 'The form token the page gave (a form from elsewhere is 403).', ...fields }).map(([name, description]) => [name, text(description)]));
  return { type: 'object', description: 'The page\'s form, form-encoded.', properties } as const;
}

/** A JSON answer of the sandbox's own tooling: the fields named (others may come). */
export const openObject = (properties: Record<string, unknown>, description?: string) =>
  ({ type: 'object', properties, additionalProperties: true, ...(description ? { description } : {}) }) as const;
