// Schema introspection only where enabled (development); production answers __schema/__type with a
// validation error.
import type { Plugin } from 'graphql-yoga';
import { NoSchemaIntrospectionRule } from './rules/no-schema-introspection-rule.js';

export interface IntrospectionControlOptions {
  enabled: boolean;
}

export function useIntrospectionControl({ enabled }: IntrospectionControlOptions): Plugin {
  if (enabled) return {};
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionRule);
    },
  };
}
