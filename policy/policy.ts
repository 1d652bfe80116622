// The policy table, checked against its JSON Schema when first read: a bad table stops the process at start.
import { Ajv } from 'ajv';
import { policySchema, type PolicyFile } from '../schemas/policy.schema.ts';
import table from './actions.json' with { type: 'json' };

export type ActionName = keyof typeof table.actions;

function checked(file: unknown): PolicyFile {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(policySchema);
  if (!validate(file)) {
    const errors = (validate.errors ?? []).map((e) => `policy/actions.json${e.instancePath} ${e.message}`).join('\n');
    throw new Error(`The authorisation policy is invalid:\n${errors}`);
  }
  return file as PolicyFile;
}

export const policy = checked(table) as PolicyFile & { actions: Record<ActionName, PolicyFile['actions'][string]> };

export const actionNames = Object.keys(policy.actions) as ActionName[];

export const isActionName = (name: unknown): name is ActionName => typeof name === 'string' && Object.hasOwn(policy.actions, name);
