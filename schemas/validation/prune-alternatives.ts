// With allErrors, a failed anyOf/oneOf reports the errors of every alternative, which buries the one
// that matters. Keep only the alternative the value was evidently meant to be: the one without a type
// mismatch at the value itself and with the fewest errors there; when every alternative has the wrong
// type, one error says which types would do.
import type { ErrorObject } from 'ajv';
import { typeName } from './describe-value.ts';

const isAlternatives = (e: ErrorObject) => e.keyword === 'anyOf' || e.keyword === 'oneOf';

interface Branch {
  index: number;
  errors: ErrorObject[];
  wrongType: boolean;
  topLevel: number;
}

function branchesOf(choice: ErrorObject, errors: readonly ErrorObject[]): Branch[] {
  const prefix = `${choice.schemaPath}/`;
  const alternatives = (choice.schema as unknown[]).length;
  // The same schema path fails once per value it applies to (every plugin's rule): match the value too.
  const within = (e: ErrorObject) => e.instancePath === choice.instancePath || e.instancePath.startsWith(`${choice.instancePath}/`);
  return Array.from({ length: alternatives }, (_, index) => {
    const own = errors.filter((e) => within(e) && e.schemaPath.startsWith(`${prefix}${index}/`));
    const atValue = own.filter((e) => e.instancePath === choice.instancePath);
    return {
      index,
      errors: own,
      wrongType: atValue.some((e) => e.keyword === 'type' && e.schemaPath === `${prefix}${index}/type`),
      topLevel: atValue.length,
    };
  });
}

function wrongTypeError(choice: ErrorObject): ErrorObject {
  const types = (choice.schema as { type?: string }[]).map((alt) => alt.type).filter((t): t is string => !!t);
  return {
    ...choice,
    keyword: 'type',
    params: { type: [...new Set(types)] },
    message: `must be ${typeName([...new Set(types)])}`,
  };
}

export function pruneAlternatives(input: readonly ErrorObject[]): ErrorObject[] {
  let errors = [...input];
  // Innermost first, so an outer choice weighs alternatives that are already pruned.
  const choices = errors.filter(isAlternatives).sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const choice of choices) {
    if (choice.keyword === 'oneOf' && choice.params?.passingSchemas) continue; // matched twice: say so as is
    const branches = branchesOf(choice, errors);
    const drop = new Set<ErrorObject>([choice, ...branches.flatMap((b) => b.errors)]);
    const candidates = branches.filter((b) => !b.wrongType);
    const keep = candidates.length
      ? candidates.reduce((best, b) => (b.topLevel < best.topLevel || (b.topLevel === best.topLevel && b.errors.length < best.errors.length) ? b : best)).errors
      : [wrongTypeError(choice)];
    const at = errors.indexOf(choice);
    errors = [...errors.slice(0, at).filter((e) => !drop.has(e)), ...keep, ...errors.slice(at + 1).filter((e) => !drop.has(e))];
  }
  return errors;
}
