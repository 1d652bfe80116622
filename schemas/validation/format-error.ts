// Turns one ajv error into the pointer and plain-English message a product owner can act on.
import type { ErrorObject } from 'ajv';
import { describeValue, typeName } from './describe-value.ts';
import { didYouMean } from './did-you-mean.ts';
import { childPointer } from './json-pointer.ts';

export interface DocumentError {
  /** JSON pointer of the offending value (or key); '' is the whole file. */
  pointer: string;
  message: string;
}

type SchemaNode = { properties?: Record<string, unknown>; patternErrorMessage?: string } | undefined;

// Keys every file may carry; listing them in "allowed: ..." would only distract.
const quietKeys = new Set(['$schema', 'description']);

function plural(n: number, one: string, many = `${one}s`) {
  return n === 1 ? `one ${one}` : `${n} ${many}`;
}

/** For an unknown key, the known key it was probably meant to be. */
export function suggestedKey(error: ErrorObject): string | undefined {
  if (error.keyword !== 'additionalProperties') return undefined;
  return didYouMean(String(error.params.additionalProperty), Object.keys((error.parentSchema as SchemaNode)?.properties ?? {}));
}

function unknownKey(error: ErrorObject): DocumentError {
  const key = String(error.params.additionalProperty);
  const known = Object.keys((error.parentSchema as SchemaNode)?.properties ?? {});
  const suggestion = suggestedKey(error);
  const visible = known.filter((k) => !quietKeys.has(k));
  const hint = suggestion
    ? ` (did you mean '${suggestion}'?)`
    : visible.length && visible.length <= 12
      ? ` (allowed: ${visible.join(', ')})`
      : '';
  return { pointer: childPointer(error.instancePath, key), message: `unknown key '${key}'${hint}` };
}

/** The message for a value that is present but wrong; `found` is appended where it helps. */
function valueMessage(error: ErrorObject): string | undefined {
  const { params, data } = error;
  const found = ` (found ${describeValue(data)})`;
  switch (error.keyword) {
    case 'type':
      return `must be ${typeName(params.type)}${found}`;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const suggestion = typeof data === 'string' ? didYouMean(data, allowed) : undefined;
      return `must be one of: ${allowed.join(', ')}${suggestion ? ` (did you mean '${suggestion}'?)` : found}`;
    }
    case 'const':
      return `must be ${describeValue(params.allowedValue)}${found}`;
    case 'pattern':
      return `${(error.parentSchema as SchemaNode)?.patternErrorMessage ?? `must match the pattern ${params.pattern}`}${found}`;
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${params.limit} characters long`;
    case 'maxLength':
      return `must be at most ${params.limit} characters long`;
    case 'minItems':
      return `must list at least ${plural(params.limit, 'item')}`;
    case 'maxItems':
      return `must list at most ${plural(params.limit, 'item')}`;
    case 'minProperties':
      return `must have at least ${plural(params.limit, 'entry', 'entries')}`;
    case 'maxProperties':
      return `must have at most ${plural(params.limit, 'entry', 'entries')}`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${params.comparison} ${params.limit}${found}`;
    case 'format':
      return `must be a valid ${params.format}${found}`;
    case 'not':
    case 'false schema':
      return 'is not allowed here';
    case 'oneOf':
      return 'matches more than one of the allowed forms; make it match exactly one';
    default:
      return undefined;
  }
}

export function formatError(error: ErrorObject): DocumentError | undefined {
  if (error.keyword === 'if' || error.keyword === 'propertyNames') return undefined; // the inner error says it better
  if (error.keyword === 'additionalProperties') return unknownKey(error);
  if (error.keyword === 'required') {
    return { pointer: error.instancePath, message: `missing required key '${error.params.missingProperty}'` };
  }
  if (error.propertyName !== undefined) {
    // Raised inside propertyNames: the key itself is wrong, and `data` is the key.
    const message = valueMessage({ ...error, data: error.propertyName }) ?? error.message ?? 'is not allowed';
    return { pointer: childPointer(error.instancePath, error.propertyName), message: `key '${error.propertyName}' ${message.replace(/ \(found .*\)$/, '')}` };
  }
  if (error.keyword === 'uniqueItems') {
    // ajv's i is the earlier position and j the later one; point at the repeat.
    const { i, j } = error.params as { i: number; j: number };
    const item = (error.data as unknown[])[j];
    return { pointer: childPointer(error.instancePath, j), message: `lists ${describeValue(item)} twice (items ${i} and ${j})` };
  }
  return { pointer: error.instancePath, message: valueMessage(error) ?? error.message ?? 'is not valid' };
}
