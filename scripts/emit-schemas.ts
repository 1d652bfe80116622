// `npm run schemas:emit`: writes schemas/<name>.schema.json from the TypeScript schemas, for editors
// (config files name them in "$schema"). Generated: never edit the .json files by hand.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { emittedSchemas } from '@schemas/emitted-schemas.ts';

const schemasDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'schemas');
for (const { file, text } of emittedSchemas()) {
  await writeFile(path.join(schemasDir, file), text);
  console.log(`wrote schemas/${file}`);
}
