// The plugins' declared facts (plugins/<id>/plugin.json), read and checked with the config: the gateway
// hides menu items whose route no enabled plugin serves, and config checks refuse routes, plugin ids and
// flags nobody declares. Data only: the gateway never imports plugin code.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pluginManifestSchema, type PluginManifestData } from '@schemas/plugin-manifest.schema.ts';
import { validatorFor } from '@schemas/validation/create-validator.ts';
import type { ConfigError } from './loaded-config.ts';
import { readConfigFile } from './read-config-file.ts';

const validate = validatorFor(pluginManifestSchema);

/** `at` takes files relative to the config folder, as every config error does. */
export async function readPluginManifests(
  pluginsDir: string,
  configDir: string,
  at: (file: string, pointer: string, message: string) => ConfigError,
): Promise<{ manifests: Record<string, PluginManifestData>; errors: ConfigError[] }> {
  const manifests: Record<string, PluginManifestData> = {};
  const errors: ConfigError[] = [];
  if (!existsSync(pluginsDir)) return { manifests, errors };
  const folders = readdirSync(pluginsDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  for (const id of folders) {
    const file = path.join(pluginsDir, id, 'plugin.json');
    const shown = path.relative(configDir, file);
    if (!existsSync(file)) {
      errors.push(at(shown, '', `missing: every plugin folder declares its id and routes in plugin.json`));
      continue;
    }
    const read = await readConfigFile(file);
    if (!read.ok) {
      errors.push(at(shown, read.error.pointer, read.error.message));
      continue;
    }
    const problems = [...read.duplicateKeys, ...validate(read.document)];
    errors.push(...problems.map((p) => at(shown, p.pointer, p.message)));
    if (problems.length) continue;
    const manifest = read.document as PluginManifestData;
    if (manifest.id !== id) {
      errors.push(at(shown, '/id', `must be the folder name '${id}' (found '${manifest.id}')`));
      continue;
    }
    manifests[id] = manifest;
  }
  return { manifests, errors };
}
