// A plugin's declared facts (docs/architecture.md "Discovery"): plugins/<id>/plugin.json. Data, not
// code, so the gateway's config checks (a navigation route no plugin serves, an unknown plugin id, an
// undeclared flag) and the web shell read the same declaration without the gateway importing a plugin.
import type { FromSchema } from 'json-schema-to-ts';
import { note, schemaRef } from './common.ts';

export const pluginIdPattern = '^[a-z][a-z0-9]*(-[a-z0-9]+)*$';

export const pluginManifestSchema = {
  title: 'Plugin manifest',
  description: "plugins/<id>/plugin.json: the plugin's id, the pages it serves by route id and hash path, and the flags it reads.",
  type: 'object',
  additionalProperties: false,
  required: ['id', 'routes'],
  properties: {
    $schema: schemaRef,
    description: note,
    id: {
      type: 'string',
      pattern: pluginIdPattern,
      patternErrorMessage: "must be the plugin's folder name, like 'account-groups'",
    },
    routes: {
      type: 'object',
      description: "Route id to hash path, e.g. \"account-group\": \"/dashboard/account-group/$accountGroupCode\". Other plugins link by the id.",
      propertyNames: {
        type: 'string',
        pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*(\\.[a-z0-9]+(-[a-z0-9]+)*)*$',
        patternErrorMessage: "must be a route id like 'account-group' or 'cash-account.tab' (kebab-case parts joined by dots)",
      },
      additionalProperties: {
        type: 'string',
        pattern: '^/[a-z0-9-]+(/([a-z0-9-]+|\\$[a-zA-Z]+))*$',
        patternErrorMessage: "must be a hash path like '/dashboard/account-group/$accountGroupCode' ($name marks a parameter)",
      },
    },
    flags: {
      type: 'array',
      description: 'The feature flags (area.feature) the plugin reads.',
      items: { type: 'string', pattern: '^[a-z][A-Za-z0-9]*\\.[a-z][A-Za-z0-9]*$' },
      uniqueItems: true,
    },
  },
} as const;

export type PluginManifestData = FromSchema<typeof pluginManifestSchema>;
