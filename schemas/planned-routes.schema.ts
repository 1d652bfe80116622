// Pages of the specification that no installed plugin serves yet (issue 10). A menu item may point at
// one of these or at a page a plugin declares in plugins/<id>/plugin.json; any other route is a typo and
// is refused. Items for planned pages stay hidden until a plugin that serves the page is installed.
import type { FromSchema } from 'json-schema-to-ts';
import { note, schemaRef } from './common.ts';

export const plannedRoutesSchema = {
  title: 'Planned routes',
  description: 'config/planned-routes.json: hash paths of pages the specification names that no plugin serves yet.',
  type: 'object',
  additionalProperties: false,
  required: ['routes'],
  properties: {
    $schema: schemaRef,
    description: note,
    routes: {
      type: 'object',
      propertyNames: {
        type: 'string',
        pattern: '^/[a-z0-9-]+(/[a-z0-9-]+)*$',
        patternErrorMessage: "must be a hash path like '/dashboard/view-payments'",
      },
      additionalProperties: { type: 'string', minLength: 1, description: 'The page, with its place in the specification.' },
    },
  },
} as const;

export type PlannedRoutesFile = FromSchema<typeof plannedRoutesSchema>;
