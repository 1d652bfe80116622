// Plugin enablement (docs/architecture.md "Discovery"): which plugins/<id>/ folders are on, for whom (a permission
// rule) and with which settings. config/plugins.json.
import type { FromSchema } from 'json-schema-to-ts';
import { note, schemaRef } from './common.ts';
import { ruleSchema } from './permission-rule.schema.ts';

const plugin = {
  type: 'object',
  additionalProperties: false,
  required: ['enabled'],
  properties: {
    description: note,
    enabled: { type: 'boolean', description: 'Off: nobody gets the plugin, and its code is never downloaded.' },
    rule: { ...ruleSchema, description: 'Who gets the plugin when enabled (a permission rule); everyone when absent.' },
    settings: {
      type: 'object',
      description: "The plugin's own settings; the plugin checks them.",
      // Deliberately open: each plugin owns the shape of its settings.
      additionalProperties: true,
    },
  },
} as const;

export const pluginsSchema = {
  title: 'Plugins',
  description: 'Plugin enablement: config/plugins.json. The id is the folder name under plugins/.',
  type: 'object',
  additionalProperties: false,
  required: ['plugins'],
  properties: {
    $schema: schemaRef,
    description: note,
    plugins: {
      type: 'object',
      propertyNames: {
        type: 'string',
        pattern: '^[a-z][a-z0-9]*(-[a-z0-9]+)*$',
        patternErrorMessage: "must be a plugin folder name like 'account-groups' (lower-case letters, digits and hyphens)",
      },
      additionalProperties: plugin,
    },
  },
} as const;

export type PluginsConfig = FromSchema<typeof pluginsSchema>;
export type PluginConfig = FromSchema<typeof plugin>;
