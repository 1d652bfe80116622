import { describe, expect, it } from 'vitest';
import { INITIAL_PREVIEW, parseOverrides, previewInput, withBrand } from './preview-state';

describe('preview state', () => {
  it('builds the previewShell input, the child badge among the badges', () => {
    const input = previewInput({ ...INITIAL_PREVIEW, childBadge: 'Wrap2', badges: ['Vision'], overridesText: 'search.ada=off' });
    expect(input).toEqual({
      brand: 'mgl',
      childBadge: 'Wrap2',
      badges: ['Wrap2', 'Vision'],
      products: ['Wrap', 'Vision', 'Cash'],
      userFlags: [],
      environment: 'dev',
      flagOverrides: [{ key: 'search.ada', on: false }],
    });
  });

  it('starts a new brand family from its first badge', () => {
    expect(withBrand(INITIAL_PREVIEW, 'perpetual')).toMatchObject({ brand: 'perpetual', childBadge: 'Perpetual', badges: ['Perpetual'] });
  });

  it('parses override lines and reports the unreadable ones', () => {
    expect(parseOverrides('search.ada = on\n\nreporting.marketData:false\nnonsense\ngeneral.x=maybe')).toEqual({
      overrides: [
        { key: 'search.ada', on: true },
        { key: 'reporting.marketData', on: false },
      ],
      invalid: ['nonsense', 'general.x=maybe'],
    });
  });
});
