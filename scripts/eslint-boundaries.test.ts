// Proves the lint zones of eslint.config.js report forbidden imports (docs/architecture.md "The tiers"): ESLint's Node API
// lints fixture files in a scratch copy of the layout, and one real file of this repository.
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(import.meta.dirname, '..');
const RULE = 'zones/no-restricted-paths';

let scratch: string;
let eslint: ESLint;

function file(path: string, text = 'export const x = 1;\n') {
  const full = join(scratch, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, text);
}

async function violations(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(scratch, filePath) });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'ao-lint-'));
  cpSync(join(repo, 'eslint.config.js'), join(scratch, 'eslint.config.js'));
  cpSync(join(repo, 'eslint'), join(scratch, 'eslint'), { recursive: true });
  symlinkSync(join(repo, 'node_modules'), join(scratch, 'node_modules'), 'dir');
  file('package.json', '{ "type": "module" }');
  for (const path of [
    'plugins/alpha/index.ts',
    'plugins/alpha/pages/page.ts',
    'plugins/beta/index.ts',
    'web/src/kit/copy.ts',
    'web/src/shell/app-shell.ts',
    'web/src/session/index.ts',
    'gateway/src/server.ts',
    'sandbox/src/db/index.ts',
  ])
    file(path);
  eslint = new ESLint({ cwd: scratch });
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('import boundaries', () => {
  it('lets a plugin import the kit and itself', async () => {
    expect(await violations('plugins/alpha/a.ts', "import { x } from '../../web/src/kit/copy';\nimport { x as y } from './pages/page';\n")).toEqual([]);
  });

  it('reports a plugin importing the shell or the session', async () => {
    expect(await violations('plugins/alpha/a.ts', "import { x } from '../../web/src/shell/app-shell';\n")).toHaveLength(1);
    expect(await violations('plugins/alpha/a.ts', "export { x } from '../../web/src/session';\n")).toHaveLength(1);
  });

  it('reports a plugin importing another plugin, dynamic imports too', async () => {
    const [message] = await violations('plugins/alpha/a.ts', "export const load = () => import('../beta/index');\n");
    expect(message).toMatch(/never imports another plugin/);
  });

  it('reports the kit importing the shell or a plugin', async () => {
    expect(await violations('web/src/kit/k.ts', "import { x } from '../shell/app-shell';\n")).toHaveLength(1);
    expect(await violations('web/src/kit/k.ts', "import { x } from '../../../plugins/alpha/index';\n")).toHaveLength(1);
  });

  it('reports the shell importing a plugin', async () => {
    expect(await violations('web/src/shell/s.ts', "import { x } from '../../../plugins/alpha/index';\n")).toHaveLength(1);
  });

  it('reports the gateway importing the sandbox or the web, whatever the extension', async () => {
    expect(await violations('gateway/src/g.ts', "import { x } from '../../sandbox/src/db/index.js';\n")).toHaveLength(1);
    expect(await violations('gateway/src/g.ts', "import { x } from '../../web/src/kit/copy.ts';\n")).toHaveLength(1);
    expect(await violations('gateway/src/g.ts', "import { x } from './server.js';\n")).toEqual([]);
  });

  it('applies to this repository: the greeting plugin may not reach into the shell', async () => {
    const real = new ESLint({ cwd: repo });
    const [result] = await real.lintText("import { AppShell } from '../../web/src/shell/app-shell';\nexport { AppShell };\n", {
      filePath: join(repo, 'plugins/greeting/fixture.ts'),
    });
    expect(result.messages.map((m) => m.ruleId ?? m.message)).toContain(RULE);
  });
});
