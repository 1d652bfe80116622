// Compiled execution: graphql-jit (through @envelop/graphql-jit) turns a document into a function, which runs
// the web app's handful of operations with less work per field than graphql-js. Only documents seen before are
// compiled: the web app's operations compile on their second run, and a document sent once (a one-off, or
// someone sending endless distinct ones) never pays for a compile. Compiled runs answer as graphql-js does,
// field errors included (see withPositions).
import { useGraphQlJit } from '@envelop/graphql-jit';
import { createRequire } from 'node:module';
import type { DocumentNode, GraphQLError, GraphQLSchema, Source } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/**
 * True from a document's second execution on (yoga's parse cache hands back the same document object per query),
 * for queries and mutations. Subscriptions always run on graphql-js: graphql-jit's compiled subscribe gave a
 * subscription field's resolver the wrong arguments from the second run of a document on (a second
 * screenShareEvents or chatEvents subscription answered NOT_FOUND), and a subscription runs once per stream, so
 * compiling it saves nothing.
 */
export function seenBefore(): (args: { document: DocumentNode; operationName?: string | null }) => boolean {
  const runs = new WeakMap<DocumentNode, number>();
  return ({ document, operationName }) => {
    if (isSubscription(document, operationName)) return false;
    const n = (runs.get(document) ?? 0) + 1;
    runs.set(document, n);
    return n > 1;
  };
}

/** Whether the operation to run (the named one, or the only one) is a subscription. */
function isSubscription(document: DocumentNode, operationName?: string | null): boolean {
  const operations = document.definitions.filter((d) => d.kind === 'OperationDefinition');
  const chosen = operationName ? operations.find((d) => d.name?.value === operationName) : operations[0];
  return chosen?.operation === 'subscription';
}

/** Where each line of a document starts, by the GraphQL line terminators (\n, \r\n, \r). */
function lineStartsOf(body: string): number[] {
  const starts = [0];
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\n' || (body[i] === '\r' && body[i + 1] !== '\n')) starts.push(i + 1);
  }
  return starts;
}

/**
 * graphql-jit's field errors carry `locations` but not the nodes, source and positions graphql-js errors have,
 * and yoga rebuilds every error from those when it serialises the answer, so the locations would be lost.
 * This gives such an error its source and positions back (from the same line and column).
 */
export function withPositions(error: GraphQLError, source: Source | undefined, lineStarts?: number[]): GraphQLError {
  if (!source || error.positions?.length || !error.locations?.length) return error;
  const starts = lineStarts ?? lineStartsOf(source.body);
  const positions = error.locations.map(({ line, column }) => (starts[line - 1] ?? 0) + column - 1);
  // yoga's own constructor: its GraphQLError is the one its error masking recognises.
  return createGraphQLError(error.message, {
    source,
    positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

const JIT_VARIABLE_SUFFIX = /; Expected type [_A-Za-z][_0-9A-Za-z]*\.$/;

/**
 * graphql-jit words a variable its scalar refused as `...; Expected type Date.` and keeps the scalar's own error only
 * as originalError; graphql-js puts that error's message there (`...; Date must be a calendar day written
 * yyyy-MM-dd; got "31/12/2024"`). This gives a compiled run graphql-js's message, so it does not change on a
 * document's second run.
 */
export function withScalarMessage(error: GraphQLError): GraphQLError {
  const reason = error.originalError?.message;
  if (!reason || !JIT_VARIABLE_SUFFIX.test(error.message)) return error;
  return createGraphQLError(error.message.replace(JIT_VARIABLE_SUFFIX, `; ${reason}`), {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
}

/**
 * graphql's functions from the copy the schema's types come from: node loads graphql's CommonJS build for the gateway
 * and its dependencies alike, while a bundler (vitest) may hand this file the ES build, whose functions refuse the
 * other build's types ("from another module or realm").
 */
const graphqlRealm = createRequire(import.meta.url)('graphql') as typeof import('graphql');

/** A variable that could not be read: graphql-js and graphql-jit both start the message so, and neither gives a path. */
const isVariableError = (error: GraphQLError) => !error.path && /^Variable "\$[^"]*" got invalid value /.test(error.message);

/**
 * graphql-jit reads variables with its own code, and a custom scalar's refusal (a Money with a part of a cent) comes
 * back as "Expected type Money." without the scalar's reason or the input path. When a run's variables fail, the
 * errors are graphql-js's own for the same variables, so a compiled run refuses them exactly as the first run did,
 * input path included (a nested field's, which withScalarMessage alone cannot give back); withScalarMessage stays for
 * any such error graphql-js would not repeat.
 */
export function variableErrorsAsGraphqlJs(
  errors: readonly GraphQLError[],
  args: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variableValues?: Record<string, unknown> | null },
): readonly GraphQLError[] {
  if (!errors.some(isVariableError)) return errors;
  const operation = graphqlRealm.getOperationAST(args.document, args.operationName);
  const coerced = operation && graphqlRealm.getVariableValues(args.schema, operation.variableDefinitions ?? [], args.variableValues ?? {}, { maxErrors: 50 });
  if (!coerced?.errors?.length) return errors;
  return coerced.errors.map((error) =>
    createGraphQLError(error.message, { nodes: error.nodes, originalError: error.originalError, extensions: error.extensions }),
  );
}

export function useCompiledExecution(): Plugin {
  return {
    onPluginInit({ addPlugin }) {
      // An envelop plugin: yoga runs it as one of its own (yoga's Plugin type only adds optional HTTP hooks).
      addPlugin(useGraphQlJit({}, { enableIf: seenBefore() }) as Plugin);
    },
    onExecute({ args }) {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          const source = args.document.loc?.source;
          const lineStarts = source && lineStartsOf(source.body);
          const errors = variableErrorsAsGraphqlJs(result.errors, args);
          setResult({ ...result, errors: errors.map((error) => withScalarMessage(withPositions(error, source, lineStarts))) });
        },
      };
    },
  };
}
