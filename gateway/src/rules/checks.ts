// One function per check kind of a permission-check object (001 §6). Each answers for its own key only,
// so AND, OR and NOT can be built from the same pieces (see predicate.ts).
import type { Checks, RuleSubject } from './types.ts';
import { isFlagOn } from './flags.ts';

export type CheckKind = keyof Checks;
/** A single check: one kind with its value. */
export type SingleCheck = { [K in CheckKind]: { kind: K; value: NonNullable<Checks[K]> } }[CheckKind];

const holdsAny = (held: readonly string[], wanted: readonly string[]) => wanted.some((w) => held.includes(w));

/** `a.b.c` looked up in nested objects; only a literal `true` passes. */
function pathIsTrue(root: unknown, path: string): boolean {
  let node: unknown = root;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return node === true;
}

const checkers: { [K in CheckKind]-?: (value: NonNullable<Checks[K]>, subject: RuleSubject) => boolean } = {
  badges: (badges, s) => holdsAny(s.badges, badges),
  multipleBadges: (badges, s) => badges.filter((b) => s.badges.includes(b)).length > 1,
  products: (products, s) => holdsAny(s.products, products),
  brands: (brands, s) => brands.includes(s.brand),
  config: (path, s) => pathIsTrue(s.accountFeatures, path),
  flag: (name, s) => s.userFlags[name] === true,
  featureEnabledProperty: (name, s) => s.featureProperties[name] === true,
  featureFlag: ({ area, feature }, s) =>
    isFlagOn(s.flags, feature.startsWith('!') ? `!${area}.${feature.slice(1)}` : `${area}.${feature}`),
};

export function passesCheck(check: SingleCheck, subject: RuleSubject): boolean {
  const run = checkers[check.kind] as (value: unknown, subject: RuleSubject) => boolean;
  return run(check.value, subject);
}

/** The present keys of a checks object, one check each (unknown keys are a schema error, skipped here). */
export function splitChecks(checks: Checks): SingleCheck[] {
  return (Object.keys(checks) as CheckKind[])
    .filter((kind) => kind in checkers && checks[kind] !== undefined)
    .map((kind) => ({ kind, value: checks[kind] }) as SingleCheck);
}
