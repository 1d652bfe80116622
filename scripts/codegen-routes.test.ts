import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { codegenRoutes, readDeclaredRoutes, renderRoutes } from './codegen-routes.ts';

function pluginsWith(manifests: Record<string, object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'ao-routes-'));
  for (const [id, manifest] of Object.entries(manifests)) {
    mkdirSync(join(dir, id));
    writeFileSync(join(dir, id, 'plugin.json'), JSON.stringify({ id, ...manifest }));
  }
  return dir;
}

describe('route codegen', () => {
  it('the committed routes file is what the plugins declare (run npm run codegen when this fails)', () => {
    expect(codegenRoutes({ check: true })).toBe(true);
  });

  it('gathers every plugin’s routes beside the shell’s, and a new plugin folder adds its own', () => {
    const dir = pluginsWith({ hello: { routes: { hello: '/dashboard/hello/$name' } } });
    const text = renderRoutes(readDeclaredRoutes(dir));
    expect(text).toContain("'hello': '/dashboard/hello/$name', // plugins/hello");
    expect(text).toContain("'home': '/home', // shell");
  });

  it('refuses a route id two plugins declare', () => {
    const dir = pluginsWith({ a: { routes: { page: '/a' } }, b: { routes: { page: '/b' } } });
    expect(() => readDeclaredRoutes(dir)).toThrow(/"page" is already declared by plugins\/a/);
  });

  it('says stale when the file differs', () => {
    const dir = pluginsWith({ a: { routes: { page: '/a' } } });
    const out = join(dir, 'routes.ts');
    writeFileSync(out, '// old\n');
    expect(codegenRoutes({ check: true, pluginsDir: dir, out })).toBe(false);
    expect(codegenRoutes({ pluginsDir: dir, out })).toBe(true);
    expect(codegenRoutes({ check: true, pluginsDir: dir, out })).toBe(true);
  });
});
