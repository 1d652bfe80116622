import { describe, expect, it } from 'vitest';
import { permittedProducts, readSettings } from './products';

const settings = readSettings({
  products: [
    { title: 'Wrap', access: 'wrap' },
    { title: 'cash Management Account', access: 'cash', url: 'https://x.test/cma' },
    { title: 'Term Deposits', access: 'cash', brands: ['mgl'], url: 'javascript:alert(1)' },
    { title: 'Adviser Online', access: 'any' },
    { nope: true },
  ],
});

describe('Select product (001 §2.8)', () => {
  it('lists the permitted products alphabetically by title', () => {
    expect(permittedProducts(settings.products, { wrapAccess: true, cashAccess: true }, 'mgl').map((p) => p.title)).toEqual([
      'Adviser Online', 'cash Management Account', 'Term Deposits', 'Wrap',
    ]);
  });

  it('follows access and brand; drops malformed entries and unsafe links', () => {
    expect(permittedProducts(settings.products, { wrapAccess: false, cashAccess: true }, 'oasis').map((p) => p.title)).toEqual([
      'Adviser Online', 'cash Management Account',
    ]);
    expect(settings.products).toHaveLength(4);
    expect(settings.products.find((p) => p.title === 'Term Deposits')?.url).toBeUndefined();
    expect(readSettings(null).products).toEqual([]);
  });
});
