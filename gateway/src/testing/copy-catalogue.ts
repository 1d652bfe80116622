// The real copy catalogue (config/copy/en-AU.json) for the gateway's unit tests.
import { readFileSync } from 'node:fs';
import type { Copy } from '../copy.js';

export const catalogue: Copy = JSON.parse(readFileSync(new URL('../../../config/copy/en-AU.json', import.meta.url), 'utf8')) as Copy;
