import { describe, expect, it } from 'vitest';
import { groupBusinessVentures } from './business-ventures';

describe('groupBusinessVentures (000 §5)', () => {
  it('offers by brand and products', () => {
    expect(groupBusinessVentures('mgl', ['Wrap', 'Cash'])).toEqual(['MPM']);
    expect(groupBusinessVentures('mgl', ['Vision'])).toEqual(['MPMSWP']);
    expect(groupBusinessVentures('mgl', ['Wrap', 'Vision', 'Cash'])).toEqual(['MPM', 'MPMSWP']);
    expect(groupBusinessVentures('perpetual', ['Wrap'])).toEqual(['MPMPPT']);
    expect(groupBusinessVentures('oasis', ['Cash'])).toEqual([]);
  });
});
