// Request validation from each route's `schema` (docs/architecture.md "The wealth API contract"): Fastify runs
// it before any preHandler, so a request that breaks the schema is refused 400 before the input guard and the
// policy look at it. Path, query and header values arrive as text and are coerced to the schema's types
// (`?limit=25` is a number); a JSON body is taken as sent, so `"amount": "12.50"` is not a number.
import { Ajv, type ErrorObject, type Options } from 'ajv';
import type { FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HANDLER_CHECKS } from './route-schema.js';

/** Formats the sandbox's schemas use; values are checked by shape only (no calendar check: handlers do that). */
const FORMATS = {
  date: /^\d{4}-\d{2}-\d{2}$/,
  'date-time': /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/,
  email: /^[^\s@]+@[^\s@]+$/,
  uri: /^[a-z][a-z0-9+.-]*:/i,
  binary: true,
} as const;

function ajv(coerce: boolean): Ajv {
  const options: Options = {
    coerceTypes: coerce ? 'array' : false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    strict: false, // keywords only the document reads (example, ...) are ignored
    formats: FORMATS,
  };
  return new Ajv(options);
}

/** The field an ajv error is about, as `body/amount` or `query/limit`. */
export function fieldOf(error: Pick<ErrorObject, 'instancePath' | 'params' | 'keyword'>, part: string): string {
  const missing = error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
  const extra = error.keyword === 'additionalProperties' ? (error.params as { additionalProperty?: string }).additionalProperty : undefined;
  const path = `${error.instancePath}${missing || extra ? `/${missing ?? extra}` : ''}`;
  return `${part}${path}`;
}

/** A one-line message naming the field: `body/amount must be number`, `query/limit is required`. */
export function validationMessage(error: FastifySchemaValidationError | ErrorObject, part: string): string {
  const field = fieldOf(error as ErrorObject, part);
  switch (error.keyword) {
    case 'required':
      return `${field} is required`;
    case 'additionalProperties':
      return `${field} is not allowed`;
    case 'enum':
      return `${field} must be one of: ${((error.params as { allowedValues?: unknown[] }).allowedValues ?? []).join(', ')}`;
    default:
      return `${field} ${error.message ?? 'is not valid'}`;
  }
}

export function registerValidation(app: FastifyInstance): void {
  const text = ajv(true);
  const json = ajv(false);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== 'body') return text.compile(schema);
    if ((schema as Record<string, unknown>)[HANDLER_CHECKS]) return () => true;
    // No body at all is the handler's to judge (an optional body, or its own "body is required").
    const validate = json.compile(schema);
    const bodyOrNone = (data: unknown) => {
      if (data === undefined || data === null) return true;
      const ok = validate(data);
      bodyOrNone.errors = validate.errors;
      return ok;
    };
    bodyOrNone.errors = null as typeof validate.errors;
    return bodyOrNone;
  });
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const error = new Error(validationMessage(errors[0], dataVar)) as Error & { field?: string };
    error.field = fieldOf(errors[0] as ErrorObject, dataVar);
    return error;
  });
}
