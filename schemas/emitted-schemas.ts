// What `npm run schemas:emit` writes, kept apart from the writing so a test can tell when the
// committed .json files have fallen behind the TypeScript schemas.
import { configAreas } from './index.ts';
import { pluginManifestSchema } from './plugin-manifest.schema.ts';
import { policySchema } from './policy.schema.ts';
import { routePolicySchema } from './route-policy.schema.ts';

const draft = 'http://json-schema.org/draft-07/schema#';

export function emittedSchemas(): { file: string; text: string }[] {
  const seen = new Set<string>();
  // Not a config/ area: plugins/<id>/plugin.json, which the config host reads beside config/.
  const manifest = { $schema: draft, $comment: 'Generated from schemas/plugin-manifest.schema.ts by npm run schemas:emit; do not edit.', ...pluginManifestSchema };
  // Not a config/ area either: policy/actions.json, which the sandbox and the gateway read.
  const policy = { $schema: draft, $comment: 'Generated from schemas/policy.schema.ts by npm run schemas:emit; do not edit.', ...policySchema };
  const routePolicy = { $schema: draft, $comment: 'Generated from schemas/route-policy.schema.ts by npm run schemas:emit; do not edit.', ...routePolicySchema };
  return [
    { file: 'plugin-manifest.schema.json', text: `${JSON.stringify(manifest, null, 2)}\n` },
    { file: 'policy.schema.json', text: `${JSON.stringify(policy, null, 2)}\n` },
    { file: 'route-policy.schema.json', text: `${JSON.stringify(routePolicy, null, 2)}\n` },
    ...configAreasEmitted(seen),
  ];
}

function configAreasEmitted(seen: Set<string>): { file: string; text: string }[] {
  return configAreas
    .filter((area) => !seen.has(area.schemaFile) && seen.add(area.schemaFile))
    .map((area) => {
      const source = area.id === 'side-nav' || area.id === 'profile-menu' || area.id === 'sub-navigation'
        ? 'navigation.schema.ts'
        : area.schemaFile.replace(/\.json$/, '.ts');
      const schema = {
        $schema: draft,
        $comment: `Generated from schemas/${source} by npm run schemas:emit; do not edit.`,
        ...area.schema,
      };
      return { file: area.schemaFile, text: `${JSON.stringify(schema, null, 2)}\n` };
    });
}
