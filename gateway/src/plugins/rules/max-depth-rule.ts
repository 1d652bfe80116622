// Rejects operations nested deeper than a limit, counting through fragments; introspection fields are
// not counted (GraphiQL's introspection query is deep by design and bounded by the schema).
import { createGraphQLError } from 'graphql-yoga';
import { ErrorCode } from '../../errors.js';
import { Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export function maxDepthRule(maxDepth: number) {
  return function MaxDepthRule(context: ValidationContext): ASTVisitor {
    const fragments = new Map<string, FragmentDefinitionNode>();
    const fragmentDepth = new Map<string, number>(); // memo: fragments spread many times are walked once
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    const depthOf = (set: SelectionSetNode | undefined, visiting: Set<string>): number => {
      if (!set) return 0;
      let deepest = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value.startsWith('__')) continue;
          deepest = Math.max(deepest, selection.selectionSet ? 1 + depthOf(selection.selectionSet, visiting) : 1);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          deepest = Math.max(deepest, depthOf(selection.selectionSet, visiting));
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue; // unknown or cyclic: other rules report those
          if (!fragmentDepth.has(name)) {
            visiting.add(name);
            fragmentDepth.set(name, depthOf(fragment.selectionSet, visiting));
            visiting.delete(name);
          }
          deepest = Math.max(deepest, fragmentDepth.get(name)!);
        }
      }
      return deepest;
    };

    return {
      OperationDefinition(node) {
        const depth = depthOf(node.selectionSet, new Set());
        if (depth > maxDepth) {
          context.reportError(
            createGraphQLError(`Query depth ${depth} exceeds the maximum of ${maxDepth}`, {
              nodes: [node],
              extensions: { code: ErrorCode.QUERY_TOO_DEEP },
            }),
          );
        }
      },
    };
  };
}
