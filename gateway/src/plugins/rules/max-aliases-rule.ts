// Rejects operations with more aliases than a limit (aliases multiply upstream calls), counting the
// aliases of every fragment each time it is spread.
import { createGraphQLError } from 'graphql-yoga';
import { ErrorCode } from '../../errors.js';
import { Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export function maxAliasesRule(maxAliases: number) {
  return function MaxAliasesRule(context: ValidationContext): ASTVisitor {
    const fragments = new Map<string, FragmentDefinitionNode>();
    const fragmentAliases = new Map<string, number>(); // memo: fragments spread many times are walked once
    for (const definition of context.getDocument().definitions) {
      if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    }

    const aliasesIn = (set: SelectionSetNode | undefined, visiting: Set<string>): number => {
      if (!set) return 0;
      let count = 0;
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          count += (selection.alias ? 1 : 0) + aliasesIn(selection.selectionSet, visiting);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          count += aliasesIn(selection.selectionSet, visiting);
        } else {
          const name = selection.name.value;
          const fragment = fragments.get(name);
          if (!fragment || visiting.has(name)) continue;
          if (!fragmentAliases.has(name)) {
            visiting.add(name);
            fragmentAliases.set(name, aliasesIn(fragment.selectionSet, visiting));
            visiting.delete(name);
          }
          count += fragmentAliases.get(name)!;
        }
        if (count > maxAliases) return count; // enough to decide; stops fragment fan-out blowing up
      }
      return count;
    };

    return {
      OperationDefinition(node) {
        const count = aliasesIn(node.selectionSet, new Set());
        if (count > maxAliases) {
          context.reportError(
            createGraphQLError(`Operation uses more than ${maxAliases} aliases`, {
              nodes: [node],
              extensions: { code: ErrorCode.TOO_MANY_ALIASES },
            }),
          );
        }
      },
    };
  };
}
