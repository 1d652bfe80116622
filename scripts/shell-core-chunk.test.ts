// The shell-core chunk on a small app of the portal's shape, built for real: a page entry that imports its start
// modules and loads the shell with import(); the shell importing a helper that a lazy page and a plugin manifest
// also import.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Rolldown } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAMEWORK, PAGE_START_CHUNK, SHELL_CORE_CHUNK, shellCoreChunk } from './lib/shell-core-chunk.ts';

const files: Record<string, string> = {
  'index.html': '<!doctype html><html><body><script type="module" src="/src/entry.ts"></script></body></html>',
  'src/entry.ts': "import { start } from './start';\nstart();\nvoid import('./main');\n",
  'src/start.ts': "export const start = () => console.log('start');\n",
  'src/main.ts':
    "import { helper } from './helper';\nimport { start } from './start';\nstart();\nconsole.log(helper());\n" +
    "void import('./lazy-page');\nvoid import('../plugins/demo/index.ts');\n",
  'src/helper.ts': "export const helper = () => 'helper';\n",
  'src/define.ts': 'export const define = <T>(m: T) => m;\n',
  'src/lazy-page.ts':
    "import { helper } from './helper';\nimport { small } from './kit/small';\nimport { zoned } from './kit/zoned';\n" +
    "export default () => helper() + small() + zoned();\n",
  'src/kit/small.ts': "import { helper } from '../helper';\nexport const small = () => helper().length;\n",
  'src/kit/zoned.ts': "import { zone } from '../zone-library';\nexport const zoned = () => zone;\n",
  'src/zone-library.ts': "export const zone = 'Australia/Sydney';\n",
  'plugins/demo/index.ts': "import { define } from '../../src/define';\nexport default define({ id: 'demo', page: () => import('./page') });\n",
  'plugins/demo/page.ts': "export default 'demo page';\n",
};

let root: string;
let chunks: Rolldown.OutputChunk[];
const withModule = (suffix: string) => chunks.find((c) => c.moduleIds.some((id) => id.endsWith(suffix)))!;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'ao-shell-core-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const core = shellCoreChunk(pathToFileURL(join(root, 'src/entry.ts')), pathToFileURL(join(root, 'src/main.ts')), pathToFileURL(join(root, 'src/kit/')));
  const output = (await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [core.plugin],
    build: {
      write: false,
      minify: false,
      rolldownOptions: { output: { codeSplitting: { groups: core.groups } } },
      modulePreload: { resolveDependencies: (file, deps) => core.preloadList(file, deps) },
    },
  })) as Rolldown.RolldownOutput;
  chunks = output.output.filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('shell-core chunk', () => {
  it('holds the shell and what it imports, the helper a lazy page also imports included, and what manifests import', () => {
    const core = withModule('src/main.ts');
    expect(core.name).toBe(SHELL_CORE_CHUNK);
    expect(withModule('src/helper.ts')).toBe(core);
    expect(withModule('src/define.ts')).toBe(core);
  });

  it("takes in a kit helper importing nothing outside it, and leaves one that brings a library of its own", () => {
    const core = withModule('src/main.ts');
    expect(withModule('src/kit/small.ts')).toBe(core);
    expect(withModule('src/kit/zoned.ts')).not.toBe(core);
    expect(withModule('src/zone-library.ts')).not.toBe(core);
  });

  it('leaves lazy pages and each plugin manifest in chunks of their own', () => {
    const core = withModule('src/main.ts');
    expect(withModule('src/lazy-page.ts')).not.toBe(core);
    expect(withModule('plugins/demo/index.ts')).not.toBe(core);
    expect(withModule('plugins/demo/page.ts')).not.toBe(core);
  });

  it("keeps the page entry's imports out of it, so the page entry never imports the shell", () => {
    const entry = chunks.find((c) => c.isEntry)!;
    const start = withModule('src/start.ts');
    expect(start.name).toBe(PAGE_START_CHUNK);
    expect(start).not.toBe(withModule('src/main.ts'));
    expect(entry.imports.some((file) => file.includes(SHELL_CORE_CHUNK))).toBe(false);
  });
});

describe('preload lists', () => {
  const core = shellCoreChunk(new URL('file:///app/src/entry.ts'), new URL('file:///app/src/main.tsx'));
  const deps = ['assets/shell-core-Ab1.js', 'assets/page-start-Cd2.js', 'assets/rolldown-runtime-Ef3.js', 'assets/format-values-Gh4.js'];

  it('drop what is loaded before any lazy chunk runs', () => {
    expect(core.preloadList('assets/plugin-news-news-widget-Xy9.js', deps)).toEqual(['assets/format-values-Gh4.js']);
  });

  it("keep it all for the shell's own entry, so the core chunk comes down with it and not after it", () => {
    expect(core.preloadList('assets/main-Zz8.js', deps)).toEqual(deps);
  });
});

describe('the framework in the core chunk', () => {
  const id = (pkg: string) => `/app/node_modules/${pkg}/dist/index.js`;
  it("takes the router and its store, not the kit tables' TanStack Table and Virtual", () => {
    for (const pkg of ['react', 'react-dom', '@tanstack/react-router', '@tanstack/router-core', '@tanstack/history', '@tanstack/store', '@tanstack/react-store']) expect(FRAMEWORK.test(id(pkg)), pkg).toBe(true);
    for (const pkg of ['@tanstack/react-table', '@tanstack/table-core', '@tanstack/react-virtual', '@tanstack/virtual-core']) expect(FRAMEWORK.test(id(pkg)), pkg).toBe(false);
  });
});
