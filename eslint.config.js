// Lint: the import boundaries (docs/architecture.md "The tiers") everywhere, and code rules for the web shell and plugins.
//   - a plugin imports only the web kit (web/src/kit) and itself; no plugin imports another plugin
//   - the kit never imports the shell, the rest of web/src, or a plugin
//   - the web shell never imports a plugin (it discovers manifests with import.meta.glob)
//   - the gateway never imports web, plugins or the sandbox
//   - a gateway module never imports another module; what modules share lives in the gateway kit (gateway/src/kit)
//   - the gateway core never imports a module or the kit: modules register what the core needs (defineModule)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import importZones from './eslint/import-zones.js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Zones are relative to this file, not to wherever eslint was started.
const root = import.meta.dirname;
const pluginsDir = join(root, 'plugins');
const pluginIds = existsSync(pluginsDir)
  ? readdirSync(pluginsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];
const gatewayModulesDir = join(root, 'gateway/src/modules');
const gatewayModuleIds = existsSync(gatewayModulesDir)
  ? readdirSync(gatewayModulesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name)
  : [];
// The gateway core: every folder and file of gateway/src but the modules, the kit and the tests' support.
const gatewaySrc = join(root, 'gateway/src');
const gatewayCore = existsSync(gatewaySrc)
  ? readdirSync(gatewaySrc).filter((name) => !['modules', 'kit', 'testing'].includes(name)).map((name) => `./gateway/src/${name}`)
  : [];

const zones = [
  {
    target: './plugins',
    from: './web',
    except: ['./src/kit'],
    message: 'A plugin imports only the web kit (web/src/kit) and its own files.',
  },
  ...pluginIds.map((id) => ({
    target: `./plugins/${id}`,
    from: './plugins',
    except: [`./${id}`],
    message: 'A plugin never imports another plugin: link by route id, share through the kit.',
  })),
  {
    target: './plugins',
    from: ['./gateway', './sandbox', './schemas', './policy'],
    message: 'A plugin imports only the web kit and its own files.',
  },
  {
    target: './web/src/kit',
    from: './web/src',
    except: ['./kit'],
    message: 'The kit is what plugins build on: it never imports the shell, routes, session or API.',
  },
  {
    target: './web',
    from: './plugins',
    message: 'The shell reaches plugins only through their manifests (import.meta.glob), never by import.',
  },
  {
    target: './gateway',
    from: ['./web', './plugins', './sandbox'],
    message: 'The gateway talks to the sandbox over HTTP only, and never imports web code.',
  },
  ...gatewayModuleIds.map((id) => ({
    target: `./gateway/src/modules/${id}`,
    from: './gateway/src/modules',
    except: [`./${id}`, './define-module.ts', './resolvers-types.ts'],
    message:
      'A gateway module never imports another module: what two modules share (argument checks, lookups, shared upstream calls, ' +
      'the user\'s shell source) moves to the gateway kit, gateway/src/kit, which both import (docs/architecture.md, "Gateway modules and the kit").',
  })),
  ...gatewayCore.map((target) => ({
    target,
    from: ['./gateway/src/modules', './gateway/src/kit'],
    except: ['./define-module.ts', './discover-modules.ts'],
    message:
      'The gateway core names no module: a module registers what the core needs in defineModule ' +
      '(resolvers, loaders, liveTopics, policyFacts), and the core iterates the registrations.',
  })),
  {
    target: './gateway/src/kit',
    from: './gateway/src/modules',
    // The resolver types are generated from every module's SDL: the schema's types, not a module's code.
    except: ['./resolvers-types.ts'],
    message: 'The gateway kit is what modules share: it imports only the gateway core (upstream/, errors, context, rules/...), never a module.',
  },
  {
    target: './policy',
    from: ['./web', './plugins', './sandbox', './gateway'],
    message: 'The policy is shared by the sandbox and the gateway: it imports only schemas/.',
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', '.data/**', 'test-results/**', 'playwright-report/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: { parser: tseslint.parser, parserOptions: { tsconfigRootDir: root }, ecmaVersion: 'latest', sourceType: 'module' },
    plugins: { zones: importZones },
    // Others' files may carry disable comments for rules this config does not load; that is not an error.
    linterOptions: { reportUnusedDisableDirectives: 'off' },
    rules: {
      'zones/no-restricted-paths': ['error', { zones, basePath: root, aliases: { '@kit': './web/src/kit', '@schemas': './schemas', '@gateway': './gateway/src' } }],
    },
  },
  {
    // typescript-eslint's recommended rules over the whole tree, not only the browser code.
    files: ['{gateway,sandbox,schemas,scripts,tests,e2e,bench}/**/*.ts', '*.ts'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Modules and the kit call the wealth APIs through the typed calls only (`upstream.api.GET('/api/...', ...)`,
    // typed by the OpenAPI document; docs/architecture.md, "The wealth API contract"), so no hand-written
    // answer type comes back.
    files: ['gateway/src/modules/**/*.ts', 'gateway/src/kit/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Identifier', 'MemberExpression > Identifier.property'].map((upstream) => ({
          selector: `CallExpression > MemberExpression.callee[property.name=/^(get|post|put|call)$/] > ${upstream}[name='upstream']`,
          message: "Call the wealth APIs through upstream.api.GET/POST/PUT/PATCH/DELETE('/api/...'), typed by the document, not upstream.get/post/put/call.",
        })),
      ],
    },
  },
  {
    // Tests, their helpers and benchmarks read untyped JSON answers (GraphQL, the sandbox's REST) and assert
    // their shape; typing each answer there would restate the assertion.
    files: ['{tests,e2e,bench}/**/*.ts', '**/*.test.{ts,tsx}', 'gateway/src/testing/**/*.ts', '**/test-support.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommended],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
