// Test helper: a subject that passes nothing by default, so each test states exactly what it grants.
import type { RuleSubject } from './types.ts';

export function subjectWith(overrides: Partial<RuleSubject> = {}): RuleSubject {
  return {
    brand: 'mgl',
    environment: 'production',
    badges: [],
    products: [],
    userFlags: {},
    featureProperties: {},
    flags: {},
    accountFeatures: {},
    ...overrides,
  };
}
