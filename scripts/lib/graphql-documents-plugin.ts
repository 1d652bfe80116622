// A build-time Vite plugin in the spirit of graphql-codegen's client-preset babel/swc plugin (its docs:
// "Reducing bundle size"): each `graphql(`...`)` call in the web app and the plugins becomes the parsed
// document graphql-codegen already generated for it (`<Operation>Document`, `<Fragment>FragmentDoc` in
// web/src/kit/gql/graphql.ts), written inline. The runtime lookup map in gql.ts, which holds every
// document of every plugin and so sat on the critical path whole, drops out of the bundle, and each chunk
// carries only its own documents (issue 11 item 17). Inline rather than imported: a shared module of
// documents would become one shared chunk again. Vite's React plugin has no Babel step, hence this
// transform. A call it cannot map (no such export) is left as it was, and the build warns.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const CALL = /\bgraphql\(\s*(`(?:[^`\\]|\\.)*`)\s*\)/g;
const DEFINITION = /^\s*(?:(query|mutation|subscription)\s+([_A-Za-z]\w*)|fragment\s+([_A-Za-z]\w*)\s+on\b)/;

/** The generated export a document's text maps to, e.g. `query BellStatus {...}` -> BellStatusDocument. */
export function documentExport(text: string): string | null {
  const m = DEFINITION.exec(text.replace(/^`|`$/g, '').replace(/#[^\n]*/g, ''));
  if (!m) return null;
  return m[2] ? `${m[2]}Document` : `${m[3]}FragmentDoc`;
}

/** The generated documents by export name: the JSON literal of each (graphql.ts writes one per line). */
export function generatedDocuments(source: string): Map<string, string> {
  const docs = new Map<string, string>();
  for (const m of source.matchAll(/^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode<[^\n]*>;$/gm)) docs.set(m[1], m[2]);
  return docs;
}

export function graphqlDocumentsPlugin(generatedFile: string): Plugin {
  let documents: Map<string, string> | undefined;
  const exports = () => (documents ??= generatedDocuments(readFileSync(generatedFile, 'utf8')));
  return {
    name: 'adviser-online:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes('/kit/gql/') || !code.includes('graphql(')) return null;
      let changed = false;
      const out = code.replace(CALL, (whole, text: string) => {
        const name = documentExport(text);
        const literal = name ? exports().get(name) : undefined;
        if (!literal) {
          this.warn(`${id}: no generated document for ${name ?? 'an unnamed document'}; left as a runtime lookup`);
          return whole;
        }
        changed = true;
        return `(${literal})`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
