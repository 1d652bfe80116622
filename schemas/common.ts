// Pieces every config schema shares: the environments, key patterns and URL patterns, each with the
// plain-English hint (`patternErrorMessage`) that both VS Code and the config host show on a mismatch.
export { brandKeys, type BrandKey } from './permission-rule.schema.ts';

/** 000 §9: where the portal runs. */
export const environments = ['dev', 'sit', 'uat', 'lab', 'beta', 'production'] as const;
export type Environment = (typeof environments)[number];

/** Link lists exist for these; every environment other than uat and sit uses `default` (CONTRACT.md). */
export const linkEnvironments = ['default', 'uat', 'sit'] as const;
export type LinkEnvironment = (typeof linkEnvironments)[number];

/** Lets a file name its schema (`"$schema": "../schemas/x.schema.json"`) so editors complete and check it. */
export const schemaRef = {
  type: 'string',
  description: 'The JSON Schema of this file, relative to it (for editors).',
} as const;

/** A note for the next editor; JSON has no comments. Ignored by the portal. */
export const note = { type: 'string', description: 'A note for people editing this file; not shown.' } as const;

export const camelId = {
  type: 'string',
  pattern: '^[a-z][A-Za-z0-9]*$',
  patternErrorMessage: "must be a camelCase name like 'helpCentre' or 'cashTransactions' (letters and digits, starting lower-case)",
} as const;

export const badgeName = {
  type: 'string',
  pattern: '^[A-Z][A-Za-z0-9]*$',
  patternErrorMessage: "must be a child badge name like 'MacquarieWrap' (letters and digits, starting upper-case)",
} as const;

/** Link target ids are kebab-case because navigation items name them in `target`. */
export const kebabId = {
  type: 'string',
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  patternErrorMessage: "must be a kebab-case id like 'wrap-online' (lower-case letters, digits and hyphens)",
} as const;

// Segments after the first may join upper-case codes with underscores: requests.status.IN_PROGRESS, requests.cancelReason.CANCELLED_EXPIRED (the copy of 002 §2 keyed by the upstream code).
export const copyKeyPattern = '[a-z][A-Za-z0-9]*(\\.[A-Za-z0-9]+(_[A-Za-z0-9]+)*)+';
export const copyKey = {
  type: 'string',
  pattern: `^${copyKeyPattern}$`,
  patternErrorMessage: "must be a copy key like 'auth.userIdLabel' (dot-separated words)",
} as const;

export const colour = {
  type: 'string',
  pattern: '^#[0-9a-fA-F]{6}$',
  patternErrorMessage: "must be a colour written like '#1a2b3c'",
} as const;

/** A plain web address: no placeholders. */
export const url = {
  type: 'string',
  pattern: '^https?://[^\\s{}]+$',
  patternErrorMessage: "must be a web address starting with https:// (no spaces, no {placeholders})",
} as const;

/** Portal assets sit under resources/ (001 §2.3: resources/{badge}/favicon.ico); a full https address also works. */
export const assetPath = {
  type: 'string',
  pattern: '^(resources/[A-Za-z0-9._/-]+|https://[^\\s{}]+)$',
  patternErrorMessage: "must be a path like 'resources/mgl/logo.svg' or an https:// address",
} as const;
