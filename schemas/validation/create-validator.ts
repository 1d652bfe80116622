// One ajv for every config schema: every error at once, unknown keywords in a schema are a bug
// (strict), and errors come back as { pointer, message } in plain English.
import { Ajv, type ValidateFunction } from 'ajv';
import { brandAccountFeaturesSchema } from '../account-features.schema.ts';
import { ruleSchema } from '../permission-rule.schema.ts';
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
    // A shared part (below) stays one function that every place calls, instead of being copied in.
    inlineRefs: false,
  });
  // Annotations VS Code understands; ajv only needs to accept them.
  ajv.addKeyword({ keyword: 'patternErrorMessage', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'markdownDescription', schemaType: 'string' });
  return ajv;
}

// The TypeScript schemas repeat some parts many times: a permission rule (itself 36 KB, with its checks
// fifteen times over) sits in every menu item and in each brand's overlay of it, and a brand's account
// features in each brand. Compiled in place, ajv generated the same code at every place: about 2 s of
// start-up for the gateway and for `npm run config:check`. Each part is compiled once here and the
// schemas refer to it. Errors inside a referred part carry schema paths from the part's own root, and
// pruneAlternatives tells an anyOf's alternatives apart by schema path: so a part is either a whole anyOf
// (the rule) or holds none (account features), and the messages are the same as when compiled in place.
const sharedParts: { id: string; schema: object }[] = [
  { id: 'urn:adviser-online:permission-rule', schema: ruleSchema },
  { id: 'urn:adviser-online:brand-account-features', schema: brandAccountFeaturesSchema },
];

/** A part is shared when it is the same object, or (a rule with its own description) has the same anyOf. */
function sharedPartOf(node: Record<string, unknown>) {
  return sharedParts.find((part) => {
    const anyOf = (part.schema as { anyOf?: unknown }).anyOf;
    return node === part.schema || (anyOf !== undefined && node.anyOf === anyOf);
  });
}

/** The schema with every shared part replaced by a reference to it (its other keywords kept beside). */
function referToSharedParts(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(referToSharedParts);
  if (node === null || typeof node !== 'object') return node;
  const object = node as Record<string, unknown>;
  const part = sharedPartOf(object);
  if (part) {
    const extra = Object.fromEntries(Object.entries(object).filter(([key]) => !(key in part.schema)));
    return { ...extra, $ref: part.id };
  }
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key, referToSharedParts(value)]));
}

const ajv = createAjv();
for (const part of sharedParts) ajv.addSchema(part.schema, part.id);
const compiled = new WeakMap<object, ValidateFunction>();

export type Validate = (document: unknown) => DocumentError[];

/** A validator for one schema; compiled once per schema object. */
export function validatorFor(schema: object): Validate {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(referToSharedParts(schema) as object);
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
