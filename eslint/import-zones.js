// A local ESLint rule: import zones (docs/architecture.md "The tiers"). It replaces eslint-plugin-import-x, whose native
// resolver (unrs-resolver) leaves optional platform packages out of package-lock.json and so breaks
// `npm ci`. Options: { zones: [{ target, from, except?, message }], basePath, aliases?: { '@kit': './web/src/kit' } }.
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';

/**
 * Resolves relative imports the way the TypeScript sources write them ('./x', './x.js' for x.ts,
 * './dir' for dir/index.ts), so a zone cannot be slipped past with an extension. Packages are outside
 * every zone, so they are not resolved.
 */
function resolveSource(source, file, aliases = {}) {
  const alias = Object.keys(aliases).find((a) => source === a || source.startsWith(`${a}/`));
  if (!alias && !source.startsWith('.')) return null;
  const base = alias ? resolve(aliases[alias], `.${source.slice(alias.length)}`.split('?')[0]) : resolve(dirname(file), source.split('?')[0]);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  const candidates = [base, `${stem}.ts`, `${stem}.tsx`, `${base}.ts`, `${base}.tsx`, `${base}.json`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ?? null;
}

const inside = (path, dir) => {
  const rel = relative(dir, path);
  return rel === '' || (!rel.startsWith('..') && !rel.startsWith(sep) && rel !== '..');
};
const asList = (value) => (Array.isArray(value) ? value : [value]);

export const noRestrictedPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid imports that cross the project boundaries' },
    schema: [{ type: 'object', additionalProperties: true }],
  },
  create(context) {
    const { zones = [], basePath, aliases = {} } = context.options[0] ?? {};
    const absAliases = Object.fromEntries(Object.entries(aliases).map(([a, dir]) => [a, resolve(basePath, dir)]));
    const file = context.filename;
    const active = zones
      .map((zone) => ({ ...zone, target: resolve(basePath, zone.target) }))
      .filter((zone) => inside(file, zone.target));
    if (active.length === 0) return {};

    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const path = resolveSource(source, file, absAliases);
      if (!path) return;
      for (const zone of active) {
        for (const from of asList(zone.from).map((f) => resolve(basePath, f))) {
          if (!inside(path, from)) continue;
          if ((zone.except ?? []).some((e) => inside(path, resolve(from, e)))) continue;
          context.report({ node: node.source, message: `Unexpected path "${source}" imported in restricted zone. ${zone.message}` });
          return;
        }
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export default { rules: { 'no-restricted-paths': noRestrictedPaths } };
