// Reads and checks every file under config/ at once: JSON syntax, schema, `$schema`, then the
// cross-file references. Every problem is reported together; the config is returned only when there
// are no errors (warnings do not block).
import path from 'node:path';
import { brandKeys } from '@schemas/common.ts';
import { areaFiles, configAreas } from '@schemas/index.ts';
import { readPluginManifests } from './plugin-manifests.ts';
import { addPart, areaOfFile, emptyParts, toLoadedConfig } from './config-parts.ts';
import { crossCheck } from './cross-checks/index.ts';
import { listJsonFiles } from './list-json-files.ts';
import type { ConfigError, LoadResult } from './loaded-config.ts';
import { readConfigFile } from './read-config-file.ts';
import { checkSchemaRef, validateFile } from './validate-file.ts';

export interface LoadOptions {
  /** Where plugin folders live; default: plugins/ beside the config folder. */
  pluginsDir?: string;
}

/** How a file is named in reports: relative to the working directory when inside it (config/links.json). */
export function displayPath(dir: string, file: string): string {
  const absolute = path.resolve(dir, file);
  const relative = path.relative(process.cwd(), absolute);
  return (relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative).split(path.sep).join('/');
}

function unknownFileMessage(file: string): string {
  const folder = path.posix.dirname(file);
  const perBrand = configAreas.find((a) => a.files.includes('{brand}') && path.posix.dirname(a.files) === folder);
  if (folder === 'navigation' && (brandKeys as readonly string[]).includes(path.posix.basename(file, '.json'))) {
    return "not a file the portal reads: every brand family's side navigation is in navigation/side-nav.json (an item's brands and byBrand say what differs for a family)";
  }
  return perBrand
    ? `not a file the portal reads: files in ${folder}/ are named after a brand key (${brandKeys.join(', ')})`
    : 'not a file the portal reads (see config/README.md for the files and what each holds)';
}

export async function loadConfig(dir: string, options: LoadOptions = {}): Promise<LoadResult> {
  const pluginsDir = options.pluginsDir ?? path.join(dir, '..', 'plugins');
  const at = (file: string, pointer: string, message: string): ConfigError => ({ file: displayPath(dir, file), pointer, message });
  const errors: ConfigError[] = [];
  const warnings: ConfigError[] = [];
  const parts = emptyParts();

  let present: string[];
  try {
    present = await listJsonFiles(dir);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the config folder does not exist' : `cannot be read: ${error}`;
    return { ok: false, errors: [{ file: displayPath(dir, '.'), pointer: '', message: reason }], files: [], warnings: [] };
  }
  for (const area of configAreas) {
    for (const file of areaFiles(area)) if (!present.includes(file)) errors.push(at(file, '', 'missing: this file is required'));
  }

  for (const file of present) {
    const owner = areaOfFile(file);
    if (!owner) {
      errors.push(at(file, '', unknownFileMessage(file)));
      continue;
    }
    const read = await readConfigFile(path.join(dir, file));
    if (!read.ok) {
      errors.push(at(file, read.error.pointer, read.error.message));
      continue;
    }
    const area = configAreas.find((a) => a.id === owner.area)!;
    const schemaProblems = validateFile(area, read.document);
    const problems = [...read.duplicateKeys, ...schemaProblems, ...checkSchemaRef(file, area, read.document)];
    errors.push(...problems.map((p) => at(file, p.pointer, p.message)));
    // Only schema-valid documents feed the cross-checks (their types rely on it).
    if (schemaProblems.length === 0) addPart(parts, owner.area, owner.brand, read.document);
  }

  const plugins = await readPluginManifests(pluginsDir, dir, at);
  errors.push(...plugins.errors);
  parts.pluginManifests = plugins.manifests;

  for (const finding of crossCheck(parts, { pluginsDir })) {
    (finding.severity === 'error' ? errors : warnings).push(at(finding.file, finding.pointer, finding.message));
  }

  const files = present.map((file) => displayPath(dir, file));
  const config = errors.length === 0 ? toLoadedConfig(parts) : undefined;
  return config ? { ok: true, config, files, warnings } : { ok: false, errors, files, warnings };
}
