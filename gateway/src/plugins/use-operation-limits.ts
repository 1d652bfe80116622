// Limits on what one operation may ask for: tokens (checked while parsing, before any work), depth and
// aliases (validation rules). Aliases and depth bound how many upstream calls one request can cause.
import type { Plugin } from 'graphql-yoga';
import { maxAliasesRule } from './rules/max-aliases-rule.js';
import { maxDepthRule } from './rules/max-depth-rule.js';

export interface OperationLimitsOptions {
  maxDepth?: number;
  maxAliases?: number;
  /** Lexical tokens per document; GraphiQL's introspection query has about 300. */
  maxTokens?: number;
}

export const defaultOperationLimits: Required<OperationLimitsOptions> = { maxDepth: 12, maxAliases: 30, maxTokens: 3000 };

export function useOperationLimits(options: OperationLimitsOptions = {}): Plugin {
  const { maxDepth, maxAliases, maxTokens } = { ...defaultOperationLimits, ...options };
  const rules = [maxDepthRule(maxDepth), maxAliasesRule(maxAliases)];
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source, parseOptions) => parseFn(source, { ...parseOptions, maxTokens }));
    },
    onValidate({ addValidationRule }) {
      for (const rule of rules) addValidationRule(rule);
    },
  };
}
