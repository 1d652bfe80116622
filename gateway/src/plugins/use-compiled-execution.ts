// Compiled execution: graphql-jit (through @envelop/graphql-jit) turns a document into a function, which runs
// the web app's handful of operations with less work per field than graphql-js. Only documents seen before are
// compiled: the web app's operations compile on their second run, and a document sent once (a one-off, or
// someone sending endless distinct ones) never pays for a compile. Compiled runs answer as graphql-js does,
// field errors included (see withPositions).
import { useGraphQlJit } from '@envelop/graphql-jit';
import type { DocumentNode, GraphQLError, Source } from 'graphql';
import { createGraphQLError, type Plugin } from 'graphql-yoga';

/** True from a document's second execution on (yoga's parse cache hands back the same document object per query). */
export function seenBefore(): (args: { document: DocumentNode }) => boolean {
  const runs = new WeakMap<DocumentNode, number>();
  return ({ document }) => {
    const n = (runs.get(document) ?? 0) + 1;
    runs.set(document, n);
    return n > 1;
  };
}

/**
 * graphql-jit's field errors carry `locations` but not the nodes, source and positions graphql-js errors have,
 * and yoga rebuilds every error from those when it serialises the answer, so the locations would be lost.
 * This gives such an error its source and positions back (from the same line and column).
 */
export function withPositions(error: GraphQLError, source: Source | undefined): GraphQLError {
  if (!source || error.positions?.length || !error.locations?.length) return error;
  const lineStarts = [0];
  for (let i = 0; i < source.body.length; i++) if (source.body[i] === '\n') lineStarts.push(i + 1);
  const positions = error.locations.map(({ line, column }) => (lineStarts[line - 1] ?? 0) + column - 1);
  // yoga's own constructor: its GraphQLError is the one its error masking recognises.
  return createGraphQLError(error.message, {
    source,
    positions,
    path: error.path,
    originalError: error.originalError,
    extensions: error.extensions,
  });
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
          setResult({ ...result, errors: result.errors.map((error) => withPositions(error, source)) });
        },
      };
    },
  };
}
