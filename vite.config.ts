import { defaultClientConditions } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { fileURLToPath } from 'node:url';
import { graphqlDocumentsPlugin } from './scripts/lib/graphql-documents-plugin.ts';
import { PAGE_START_CHUNK, SHELL_CORE_CHUNK, shellCoreChunk } from './scripts/lib/shell-core-chunk.ts';

// The shell's static graph and the framework under it as one chunk (scripts/lib/shell-core-chunk.ts).
const shellCore = shellCoreChunk(
  new URL('./web/src/entry.ts', import.meta.url),
  new URL('./web/src/main.tsx', import.meta.url),
  new URL('./web/src/kit/', import.meta.url),
);

/**
 * Test files that call vi.mock: they run isolated (the unit and component projects share module caches). Read
 * under vitest only (it sets VITEST), so a build or `npm start` does not read every test file.
 */
const mockingTests = !process.env.VITEST
  ? []
  : ['gateway', 'sandbox', 'web', 'plugins', 'schemas', 'config', 'scripts'].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
        .map((file) => `${dir}/${file.replace(/\\/g, '/')}`)
        .filter((file) => readFileSync(file, 'utf8').includes('vi.mock(')),
    );

/**
 * How long a unit or component test, and a set-up hook, may take before it counts as hung: hang guards, not speed
 * checks (the benchmarks measure speed). A file's first test pays for its imports (a schema build, a sandbox store)
 * or spawns tsx, and a hook starts a gateway harness or a sandbox store; on a two-core machine other work keeps
 * busy those took over 20 s and 60 s (issue 28), so the guards sit well above. A test that waits for a condition
 * (Testing Library's waitFor and findBy: web/src/testing/component-setup.ts) answers as soon as it holds.
 */
const HANG_GUARDS = { testTimeout: 60_000, hookTimeout: 180_000 };

/** Path aliases, the same as tsconfig.json's paths: no import climbs `../../../`. */
const alias = {
  '@kit': fileURLToPath(new URL('./web/src/kit', import.meta.url)),
  '@schemas': fileURLToPath(new URL('./schemas', import.meta.url)),
  '@gateway': fileURLToPath(new URL('./gateway/src', import.meta.url)),
};

/**
 * What a shared chunk (one no import() names: modules two chunks both use) mostly holds, for its file name: the
 * folder most of its modules sit in (shell-side-nav) or the package (vendor-tanstack-router-core). Rolldown would
 * name it after one module inside ("not-found-page" for the side navigation), which misleads whoever reads a
 * list of fetched scripts (issue 11 item 17). Undefined for entries, import() targets and one-folder chunks.
 */
function sharedChunkName(chunk: { moduleIds: readonly string[]; facadeModuleId: string | null }): string | undefined {
  if (chunk.facadeModuleId) return undefined;
  const counts = new Map<string, number>();
  for (const id of chunk.moduleIds) {
    const path = id.replace(/\\/g, '/').replace(/[?#].*$/, '');
    const pkg = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];
    const where = pkg
      ? `vendor-${pkg.replace('@', '').replace('/', '-')}`
      : (/\/(?:web\/src|plugins\/[^/]+)\/(.+)\/[^/]+$/.exec(path)?.[1]?.replace(/\//g, '-') ?? (/\/plugins\/[^/]+\/[^/]+$/.test(path) ? 'root' : undefined));
    if (where) counts.set(where, (counts.get(where) ?? 0) + 1);
  }
  // All from one folder: the module it is named after says well enough what it is (kit's format-date-time).
  if (counts.size < 2) return undefined;
  const best = [...counts].sort((a, b) => b[1] - a[1])[0][0];
  return `shared-${best.replace(/[^a-zA-Z0-9-]/g, '')}`;
}

/** Chunks of a plugin carry its id (plugin-greeting-…), so a browser test can tell which plugins were fetched. */
function chunkFileNames(chunk: { moduleIds: readonly string[]; name: string; facadeModuleId: string | null }): string {
  if (chunk.name === SHELL_CORE_CHUNK || chunk.name === PAGE_START_CHUNK) return `assets/${chunk.name}-[hash].js`;
  const shared = sharedChunkName(chunk);
  const plugin = chunk.moduleIds.map((id) => /[\\/]plugins[\\/]([^\\/]+)[\\/]/.exec(id)?.[1]).find(Boolean);
  if (plugin) return `assets/plugin-${plugin}-${shared ?? '[name]'}-[hash].js`;
  if (shared) return `assets/${shared}-[hash].js`;
  // A kit chunk such as kit/plugin-host.ts must not read as a plugin named "host".
  return chunk.name.startsWith('plugin-') ? 'assets/kit-[name]-[hash].js' : 'assets/[name]-[hash].js';
}

// One config for the web build (root web/, output dist/web, served by the gateway) and for vitest.
export default defineConfig({
  root: 'web',
  // Brotli and gzip copies of every text file over 1 KB, written at build time: the gateway serves the
  // one the browser accepts (issue 11 item 15), with no compression work per request.
  // graphqlDocumentsPlugin: each graphql(`...`) call imports its generated document (build only).
  plugins: [shellCore.plugin, graphqlDocumentsPlugin(fileURLToPath(new URL('./web/src/kit/gql/graphql.ts', import.meta.url))), react(), compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/] })],
  // 'es2015': RxJS (under Apollo) then resolves to its ES2015 build, not the ES5 one with tslib's class
  // helpers; every browser the portal supports runs ES2015 (issue 11 item 17).
  resolve: { alias, conditions: [...defaultClientConditions, 'es2015'] },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // 'hidden': maps are written (for error reporting) but the bundles do not point at them; the gateway
    // serves them only outside production mode.
    sourcemap: 'hidden',
    // shell-core (the shell and React, Apollo and the router under it, ~530 KB minified, 165 KB gzip) is one chunk
    // on purpose (scripts/lib/shell-core-chunk.ts); bench:bundle watches its size. Warn above that, not at 500 KB.
    chunkSizeWarningLimit: 600,
    rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: shellCore.groups } } },
    modulePreload: { resolveDependencies: (file, deps) => shellCore.preloadList(file, deps) },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': process.env.GATEWAY_URL ?? 'http://localhost:4000', '/copy': process.env.GATEWAY_URL ?? 'http://localhost:4000' },
  },
  test: {
    root: '.',
    // Vitest's default is one worker fewer than the cores, which on this project's two-core machines is one:
    // most unit files wait on a store or a child process, so two workers finish the suite sooner.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['{gateway,sandbox,web,plugins,schemas,config,scripts,policy}/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...mockingTests],
          environment: 'node',
          // Files share a worker's module cache instead of importing the gateway schema, the sandbox and the
          // kit afresh each (338 s of the suite became 180 s on two cores). A file that swaps a module
          // (vi.mock) runs in the isolated project below; a test that changes the process puts it back, and
          // module-state-setup puts every module's state back before each test (web/src/kit/module-state.ts).
          isolate: false,
          setupFiles: ['web/src/testing/copy-setup.ts', 'web/src/testing/module-state-setup.ts'],
          globalSetup: ['sandbox/src/http/test-snapshot-setup.ts'],
          ...HANG_GUARDS,
        },
      },
      {
        extends: true,
        test: {
          // Components in a DOM (happy-dom: jsdom's current major needs Node 22), driven with Testing Library.
          name: 'component',
          root: '.',
          include: ['{web,plugins}/**/*.test.tsx'],
          exclude: [...configDefaults.exclude, ...mockingTests],
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['web/src/testing/copy-setup.ts', 'web/src/testing/component-setup.ts', 'web/src/testing/module-state-setup.ts'],
          ...HANG_GUARDS,
        },
      },
      {
        extends: true,
        test: {
          // The unit and component files that swap a module with vi.mock: each in a fresh module graph, so the
          // mock never reaches another file.
          name: 'isolated',
          root: '.',
          include: mockingTests,
          environment: 'happy-dom',
          setupFiles: ['web/src/testing/copy-setup.ts', 'web/src/testing/component-setup.ts', 'web/src/testing/module-state-setup.ts'],
          ...HANG_GUARDS,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          root: '.',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Faults are global to the sandbox, so files run one at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
