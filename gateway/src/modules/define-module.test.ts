// The guard against hand-typed resolver arguments is tsc's: defineModule takes the generated Resolvers. Each
// expected error below fails `tsc --noEmit` the day a wrong argument or result type is accepted again.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineModule } from './define-module.js';

describe('defineModule', () => {
  it('gives resolvers their arguments from the schema', () => {
    const module = defineModule({
      id: 'typed',
      resolvers: {
        Query: {
          clientSearch: (_parent, args) => {
            expectTypeOf(args.query).toEqualTypeOf<string>();
            return null;
          },
        },
      },
    });
    expect(module.id).toBe('typed');
  });

  it('refuses hand-typed arguments and results the schema does not have', () => {
    const wrong = defineModule({
      id: 'wrong',
      resolvers: {
        Query: {
          // @ts-expect-error clientSearch's query is a String!, not a number
          clientSearch: (_: unknown, args: { query: number }) => (args.query > 0 ? null : null),
          // @ts-expect-error ping answers a String!
          ping: () => 42,
        },
      },
    });
    expect(Object.keys(wrong.resolvers.Query ?? {})).toEqual(['clientSearch', 'ping']);
  });
});
