import { describe, expect, it } from 'vitest';
import { brandContact, telHref } from './settings';

describe('contact settings', () => {
  const settings = { brands: { mgl: { postalAddress: ['GPO Box 1', 'Sydney NSW 2001'], email: 'a@b.test' }, oasis: { email: 'x' } } };

  it('gives the brand entry, and null for a missing or malformed one', () => {
    expect(brandContact(settings, 'mgl')).toEqual({ postalAddress: ['GPO Box 1', 'Sydney NSW 2001'], email: 'a@b.test' });
    expect(brandContact(settings, 'oasis')).toBeNull();
    expect(brandContact(settings, 'perpetual')).toBeNull();
    expect(brandContact(undefined, 'mgl')).toBeNull();
  });

  it('makes a tel: link of a displayed number', () => {
    expect(telHref('1800 808 508')).toBe('tel:1800808508');
  });
});
