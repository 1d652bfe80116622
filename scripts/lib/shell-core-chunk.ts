// One chunk for the code every signed-in page runs before anything else (issue 11 item 17): the shell's whole
// static import graph (web/src/main.tsx and all it imports) and the framework under it (React, Apollo, the
// router, jotai, RxJS). Rolldown would otherwise cut that code into dozens of shared chunks, one per set of lazy
// chunks that also import a piece of it (react, jsx-runtime, useMutation, the kit's button…), all fetched at
// start anyway: each costs a request, compresses on its own (no shared dictionary: about 25 KB gzip more over
// the sign-in -> dashboard path) and is named in the preload list of every lazy import that reaches it.
// Nothing moves onto the critical path: the shell's graph and these libraries were all there already, and so
// is what the plugin manifests import (definePlugin): the shell loads every enabled manifest as it starts. The
// kit's small top-level helpers (format-values, task-events…) that import nothing outside the core join too: the
// first paint's widgets and bell use them, and alone each was a request of a few hundred bytes. One importing a
// library of its own would stay out (none does today), and so do the kit's folders (tables, exports, forms).
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * Libraries every signed-in page runs (their own dependencies, graphql's AST helpers among them, come along).
 * Of TanStack's packages only the router and the store under it: Table and Virtual are the kit's tables',
 * loaded with the pages that show one (a match on every @tanstack package put them on the dashboard's path).
 */
export const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|@apollo[\\/]client|rxjs|@tanstack[\\/](?:react-router|router-core|history|react-store|store)|jotai|use-sync-external-store)[\\/]/;

/** plugins/<id>/index.ts */
const MANIFEST = /[\\/]plugins[\\/][^\\/]+[\\/]index\.ts$/;

export const SHELL_CORE_CHUNK = 'shell-core';
/** What the page's entry imports (the first-visit check, the copy loader, session storage). */
export const PAGE_START_CHUNK = 'page-start';

/** Chunks loaded before the shell runs: the core (.js and .css), the page entry's imports, rolldown's runtime. */
const ALWAYS_LOADED = new RegExp(`(^|/)(${SHELL_CORE_CHUNK}|${PAGE_START_CHUNK}|rolldown-runtime)-[\\w-]+\\.(js|css)$`);

type Group = { name: string; test(id: string): boolean; priority: number };

export interface ShellCoreChunk {
  plugin: Plugin;
  /**
   * For output.codeSplitting.groups. The page entry's own imports are a group of their own, taken first: a group
   * takes in what its modules import, so without it the core chunk would swallow the copy loader, and the entry,
   * importing it, would make the unsigned visit (which leaves for the sign-in page from there) fetch the shell.
   */
  groups: Group[];
  /**
   * For build.modulePreload.resolveDependencies: every lazy chunk but the shell's own entry is imported from the
   * shell, so by then the core chunk (its script and styles), the page-start chunk and rolldown's runtime have
   * run; naming them in each of their preload lists (every manifest has several) would only add bytes. The
   * entry's import of the shell keeps them, so the core chunk comes down at once and not after the shell's
   * (tiny) entry chunk.
   */
  preloadList(file: string, deps: string[]): string[];
}

/**
 * The page's entry (index.html's script), the shell's, which it loads with import() once signed in, and the
 * kit's folder (web/src/kit/).
 */
export function shellCoreChunk(pageEntry: URL, shellEntry: URL, kitDir?: URL): ShellCoreChunk {
  const kitFolder = kitDir && fileURLToPath(kitDir).replace(/[\\/]?$/, '/');
  // The shell entry's chunk is named after its module (main.tsx: assets/main-<hash>.js).
  const shellEntryChunk = new RegExp(`(^|/)${shellEntry.pathname.split('/').pop()!.replace(/\.[^.]+$/, '')}-[\\w-]+\\.js$`);
  let pageStart = new Set<string>();
  let core = new Set<string>();
  const plugin: Plugin = {
    name: 'adviser-online:shell-core-chunk',
    apply: 'build',
    // Every module is loaded and its imports known; chunking (where the groups' tests run) comes after.
    buildEnd() {
      const staticGraph = (entry: string, leaf = false) => {
        const seen = new Set<string>();
        const queue = [entry];
        while (queue.length) {
          const id = queue.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          // Static imports only: what import() names loads later, on demand, and keeps its own chunk.
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) queue.push(next);
        }
        if (seen.size < 2 && !leaf) this.error(`shell-core-chunk: ${entry} is not in the build`);
        return seen;
      };
      const page = fileURLToPath(pageEntry);
      const pageGraph = staticGraph(page);
      // The entry itself stays the entry chunk.
      pageStart = new Set([...pageGraph].filter((id) => id !== page));
      const manifests = [...this.getModuleIds()].filter((id) => MANIFEST.test(id) && !id.includes('node_modules'));
      // A manifest itself stays its plugin's own chunk (a disabled plugin's is never fetched); what it imports joins.
      const manifestImports = manifests.flatMap((id) => [...staticGraph(id, true)].filter((dep) => dep !== id));
      core = new Set([...staticGraph(fileURLToPath(shellEntry)), ...manifestImports].filter((id) => !pageGraph.has(id)));
      const inCore = (id: string) => core.has(id) || FRAMEWORK.test(id) || pageGraph.has(id);
      const kitHelpers = kitFolder ? [...this.getModuleIds()].filter((id) => id.startsWith(kitFolder) && /^[^/]+\.tsx?$/.test(id.slice(kitFolder.length))) : [];
      // Until none joins: a helper may import another that joins first.
      for (let joined = true; joined; ) {
        joined = false;
        for (const id of kitHelpers) {
          if (core.has(id) || !(this.getModuleInfo(id)?.importedIds ?? []).every(inCore)) continue;
          core.add(id);
          joined = true;
        }
      }
    },
  };
  return {
    plugin,
    groups: [
      { name: PAGE_START_CHUNK, priority: 20, test: (id) => pageStart.has(id) },
      { name: SHELL_CORE_CHUNK, priority: 10, test: (id) => core.has(id) || FRAMEWORK.test(id) },
    ],
    preloadList: (file, deps) => (shellEntryChunk.test(file) ? deps : deps.filter((dep) => !ALWAYS_LOADED.test(dep))),
  };
}
