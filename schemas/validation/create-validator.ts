// One ajv for every config schema: every error at once, unknown keywords in a schema are a bug
// (strict), and errors come back as { pointer, message } in plain English.
import { Ajv, type ValidateFunction } from 'ajv';
import { formatError, suggestedKey, type DocumentError } from './format-error.ts';
import { pruneAlternatives } from './prune-alternatives.ts';

export type { DocumentError } from './format-error.ts';

function createAjv(): Ajv {
  const ajv = new Ajv({
    allErrors: true,
    verbose: true, // gives each error its schema and data, which the messages need
    strict: true,
    // Type and required strictness reject valid idioms (if/then, shared property sets); the schema
    // keyword check is the one that catches typos in a schema.
    strictTypes: false,
    strictRequired: false,
    strictTuples: false,
  });
  // Annotations VS Code understands; ajv only needs to accept them.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
  return ajv;
}

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

export type Validate = (document: unknown) => DocumentError[];

/** A validator for one schema; compiled once per schema object. */
export function validatorFor(schema: object): Validate {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  const run = validate;
  return (document) => {
    if (run(document)) return [];
    const seen = new Set<string>();
    const out: DocumentError[] = [];
    const errors = pruneAlternatives(run.errors ?? []);
    // "unknown key 'enable' (did you mean 'enabled'?)" already says that 'enabled' is missing.
    const explained = new Set(errors.map((e) => `${e.instancePath}\u0000${suggestedKey(e)}`));
    for (const error of errors) {
      if (error.keyword === 'required' && explained.has(`${error.instancePath}\u0000${error.params.missingProperty}`)) continue;
      const formatted = formatError(error);
      const key = formatted && `${formatted.pointer}\u0000${formatted.message}`;
      if (formatted && key && !seen.has(key)) {
        seen.add(key);
        out.push(formatted);
      }
    }
    return out;
  };
}
