// Rejects __schema and __type (graphql's NoSchemaIntrospectionCustomRule, by field name so it works
// whichever copy of graphql built the schema). __typename stays allowed: clients need it.
import type { ASTVisitor, ValidationContext } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { ErrorCode } from '../../errors.js';

const INTROSPECTION_FIELDS = new Set(['__schema', '__type']);

export function NoSchemaIntrospectionRule(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      if (!INTROSPECTION_FIELDS.has(node.name.value)) return;
      context.reportError(
        createGraphQLError(`GraphQL introspection is not allowed here, but the query contained ${node.name.value}.`, {
          nodes: [node],
          extensions: { code: ErrorCode.INTROSPECTION_DISABLED },
        }),
      );
    },
  };
}
