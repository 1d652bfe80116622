// GraphQL Code Generator (`npm run codegen`): the client preset, as The Guild recommends for Apollo
// Client 4, over the gateway's SDL (one schema.graphql per module) and every operation in web/ and
// plugins/. Output goes to the web kit, the only place plugins may import from. CODEGEN_OUT lets the
// staleness check (scripts/codegen-check.ts) generate into a scratch folder and compare.
import type { CodegenConfig } from '@graphql-codegen/cli';

const out = process.env.CODEGEN_OUT ?? 'web/src/kit/gql/';

const config: CodegenConfig = {
  schema: 'gateway/src/modules/*/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', 'plugins/**/*.{ts,tsx}', '!web/src/kit/gql/**', '!**/*.test.{ts,tsx}'],
  ignoreNoDocuments: true,
  generates: {
    [out]: {
      preset: 'client',
      // Components read fields straight off the result; masking would hide a fragment's fields.
      presetConfig: { fragmentMasking: false },
      config: {
        scalars: { JSON: 'unknown', Base64: 'string' },
        enumsAsTypes: true,
        useTypeImports: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
