// A routes folder's policy.json, checked against its schema when the folder is found: a typo stops the start.
import { Ajv } from 'ajv';
import { routePolicySchema, type RoutePolicyFile } from '../../../schemas/route-policy.schema.ts';

const validate = new Ajv({ allErrors: true, strict: false }).compile(routePolicySchema);

export function checkedRoutePolicy(path: string, file: unknown): RoutePolicyFile {
  if (!validate(file)) throw new Error(`${path} is invalid:\n${(validate.errors ?? []).map((e) => `  ${e.instancePath || '/'} ${e.message}`).join('\n')}`);
  return file as RoutePolicyFile;
}
