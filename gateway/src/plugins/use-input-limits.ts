// Input checks before any resolver runs, so bad input never reaches an upstream (issue 11 item 2): no
// control characters in any string argument, strings and lists of bounded size, and search text no
// longer than any search needs. Each refusal is BAD_USER_INPUT naming the argument. A JSON scalar's
// value (preferences) is free text by design: it gets the scalar's depth and size bounds instead.
import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLError, type GraphQLSchema, type SelectionSetNode, type ValueNode } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { ErrorCode, gatewayError } from '../errors.js';
import { boundedJson } from '../schema/bounded-json.js';

export interface InputLimits {
  /** Any string argument or input field, in characters. */
  maxString: number;
  /** Search text (arguments and input fields named keyword or query). */
  maxSearchText: number;
  /** Any list argument or input field. */
  maxList: number;
}

// The specification gives no maximum for search text; account numbers, names and codes are far shorter
// than 100 characters, and 100 keeps a hostile keyword from costing tokenising work.
export const defaultInputLimits: InputLimits = { maxString: 1000, maxSearchText: 100, maxList: 200 };

const SEARCH_TEXT = new Set(['keyword', 'query']);
// C0 controls other than tab, line feed and carriage return, and DEL: never typed by a person.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

type Variables = Readonly<Record<string, unknown>> | undefined;

const refuse = (path: string, message: string): GraphQLError => gatewayError(ErrorCode.BAD_USER_INPUT, `${path} ${message}`, { field: path });

// Types are read by shape, not with graphql's instanceof helpers: the schema may come from the other
// of graphql's two builds (CJS and ESM) in a test runner, and instanceof fails across them.
interface TypeShape {
  name?: string;
  ofType?: TypeShape;
  getFields?: () => Record<string, { type: TypeShape; args?: readonly { name: string; type: TypeShape }[] }>;
  toString(): string;
}
const nullable = (t: TypeShape) => (t.toString().endsWith('!') && t.ofType ? t.ofType : t);
const itemType = (t: TypeShape) => (nullable(t).toString().startsWith('[') ? nullable(t).ofType! : t);
const namedType = (t: TypeShape): TypeShape => (t.ofType ? namedType(t.ofType) : t);
// JSON and Base64 values are bounded by their scalars (depth and size; alphabet and 10 MB), not as strings.
const isFreeJson = (t: TypeShape) => namedType(t).name === 'JSON' || namedType(t).name === 'Base64';
const inputFields = (t: TypeShape) => {
  const n = nullable(t);
  return !n.ofType && typeof n.getFields === 'function' ? n.getFields() : null;
};

/** Where a variable is used: checked against each request's value. */
interface VariableUse {
  variable: string;
  type: TypeShape;
  path: string;
  name: string;
}

class Checker {
  /** Variables met while walking a document (set when planning). */
  readonly uses: VariableUse[] = [];

  constructor(
    private readonly limits: InputLimits,
    private readonly variables?: Variables,
  ) {}

  private text(value: string, path: string, name: string): GraphQLError | null {
    if (CONTROL.test(value)) return refuse(path, 'must not contain control characters');
    const max = SEARCH_TEXT.has(name) ? this.limits.maxSearchText : this.limits.maxString;
    return value.length > max ? refuse(path, `must be at most ${max} characters`) : null;
  }

  private tooLong(length: number, path: string): GraphQLError | null {
    return length > this.limits.maxList ? refuse(path, `must have at most ${this.limits.maxList} items`) : null;
  }

  /** A variable's value (plain JSON), with the type it is used at. */
  value(value: unknown, type: TypeShape, path: string, name: string): GraphQLError | null {
    if (value === null || value === undefined) return null;
    if (namedType(type).name === 'Base64') return null;
    if (isFreeJson(type)) return jsonProblem(value);
    if (typeof value === 'string') return this.text(value, path, name);
    if (Array.isArray(value)) {
      const item = itemType(type);
      return this.tooLong(value.length, path) ?? first(value, (v, i) => this.value(v, item, `${path}[${i}]`, name));
    }
    const fields = inputFields(type);
    if (typeof value === 'object' && fields) {
      return first(Object.entries(value), ([key, v]) => (fields[key] ? this.value(v, fields[key].type, `${path}.${key}`, key) : null));
    }
    return null;
  }

  /** A literal in the document, which may hold variables. */
  node(node: ValueNode, type: TypeShape, path: string, name: string): GraphQLError | null {
    // A JSON literal is bounded as the scalar parses it; a JSON variable is checked here.
    if (isFreeJson(type) && node.kind !== Kind.VARIABLE) return null;
    switch (node.kind) {
      case Kind.VARIABLE:
        if (this.variables === undefined) {
          this.uses.push({ variable: node.name.value, type, path, name });
          return null;
        }
        return this.value(this.variables?.[node.name.value], type, path, name);
      case Kind.STRING:
        return this.text(node.value, path, name);
      case Kind.LIST: {
        const item = itemType(type);
        return this.tooLong(node.values.length, path) ?? first(node.values, (v, i) => this.node(v, item, `${path}[${i}]`, name));
      }
      case Kind.OBJECT: {
        const fields = inputFields(type);
        if (!fields) return null;
        return first(node.fields, (f) => (fields[f.name.value] ? this.node(f.value, fields[f.name.value].type, `${path}.${f.name.value}`, f.name.value) : null));
      }
      default:
        return null;
    }
  }
}

/** A JSON scalar's value: its own depth and size bounds, checked here so the refusal is clean and early. */
function jsonProblem(value: unknown): GraphQLError | null {
  try {
    boundedJson(value);
    return null;
  } catch (error) {
    return error as GraphQLError;
  }
}

function first<T>(items: readonly T[], check: (item: T, index: number) => GraphQLError | null): GraphQLError | null {
  for (const [i, item] of items.entries()) {
    const found = check(item, i);
    if (found) return found;
  }
  return null;
}

/**
 * A document's checks: the refusal its literals earn (they never change) and where it uses variables.
 * Planned once per document (yoga hands back the same parsed document for a repeated query).
 */
interface InputPlan {
  literalProblem: GraphQLError | null;
  uses: readonly VariableUse[];
}

function planInputChecks(schema: GraphQLSchema, document: DocumentNode, limits: InputLimits = defaultInputLimits): InputPlan {
  const checker = new Checker(limits);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  const seen = new Set<string>();
  const typeNamed = (name: string) => schema.getType(name) as unknown as TypeShape | undefined;

  const walk = (set: SelectionSetNode, parent: TypeShape | undefined): GraphQLError | null =>
    first(set.selections, (selection) => {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        return walk(selection.selectionSet, selection.typeCondition ? typeNamed(selection.typeCondition.name.value) : parent);
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) return null;
        seen.add(fragment.name.value);
        return walk(fragment.selectionSet, typeNamed(fragment.typeCondition.name.value));
      }
      const def = parent?.getFields?.()[selection.name.value];
      const argProblem = first(selection.arguments ?? [], (arg) => {
        const argDef = def?.args?.find((a) => a.name === arg.name.value);
        return argDef ? checker.node(arg.value, argDef.type, `${selection.name.value}.${arg.name.value}`, arg.name.value) : null;
      });
      return argProblem ?? (selection.selectionSet && def ? walk(selection.selectionSet, namedType(def.type)) : null);
    });

  const roots = { query: schema.getQueryType(), mutation: schema.getMutationType(), subscription: schema.getSubscriptionType() };
  const literalProblem = first(document.definitions, (d) =>
    d.kind === Kind.OPERATION_DEFINITION ? walk(d.selectionSet, (roots[d.operation] ?? undefined) as unknown as TypeShape | undefined) : null,
  );
  return { literalProblem, uses: checker.uses };
}

/** The first refusal a request earns: its document's literals, then its variables' values. */
function checkInput(plan: InputPlan, variables: Variables, limits: InputLimits = defaultInputLimits): GraphQLError | null {
  // A fresh error each time: the planned one is shared by every request of the document.
  if (plan.literalProblem) return createGraphQLError(plan.literalProblem.message, { extensions: plan.literalProblem.extensions });
  if (plan.uses.length === 0) return null;
  const checker = new Checker(limits, variables ?? {});
  return first(plan.uses, (use) => checker.value(variables?.[use.variable], use.type, use.path, use.name));
}

export function useInputLimits(limits: InputLimits = defaultInputLimits): Plugin {
  const plans = new WeakMap<DocumentNode, InputPlan>();
  return {
    onExecute({ args, setResultAndStopExecution }) {
      let plan = plans.get(args.document);
      if (!plan) plans.set(args.document, (plan = planInputChecks(args.schema, args.document, limits)));
      const problem = checkInput(plan, args.variableValues as Variables, limits);
      if (problem) setResultAndStopExecution({ errors: [problem] });
    },
  };
}
