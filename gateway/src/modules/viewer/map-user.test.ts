import { describe, expect, it } from 'vitest';
import { toAdviserCode, toUser } from './map-user.js';

describe('adviser codes (000 §3)', () => {
  it('splits the entity key: first 4 characters are the dealer code', () => {
    expect(toAdviserCode({ entity_key: 'D001A01', entity_source: 'ADVISER', entity_type: 'V', product_type: 'wrap', adviser_name: 'Amy' })).toEqual({
      entityKey: 'D001A01',
      dealerCode: 'D001',
      code: 'A01',
      productType: 'wrap',
      adviserType: 'ADVISER',
      adviserName: 'Amy',
      dealerName: null,
    });
  });

  it('type D is a dealer, anything else an adviser', () => {
    expect(toAdviserCode({ entity_key: 'D001', entity_source: 'ADVISER', entity_type: 'D', product_type: 'cash' }).adviserType).toBe('DEALER');
    expect(toAdviserCode({ entity_key: 'D001X', entity_source: 'ADVISER', entity_type: 'X', product_type: 'cash' }).adviserType).toBe('ADVISER');
  });
});

describe('user details', () => {
  // config/brands as the user's brand family names its badges (the real files are read by brand-names.test.ts).
  const brands = { mgl: { name: 'Macquarie', badges: { MacquarieWrap: { label: 'Macquarie Wrap' }, Vision: { label: 'Vision' } } } } as never;

  it('passes the held badges through, with the names advisers know', () => {
    const details = { mac: 'M1', firstName: 'A', lastName: 'B', lastLogin: null, securityAttributes: { lastLogin: null, lastPasswordChange: null }, brand: 'mgl', loginBadge: 'mgl', childBadge: 'Vision', flags: {}, dealerRestricted: false, dealerCode: null };
    const user = toUser({ ...details, badges: ['MacquarieWrap', 'Vision'], supportedBrandProducts: { mgl: ['Wrap', 'Vision'] } }, brands);
    expect(user.badges).toEqual(['MacquarieWrap', 'Vision']);
    expect(user.badgeNames).toEqual(['Macquarie Wrap', 'Vision']);
    expect([user.brandName, user.childBadgeName]).toEqual(['Macquarie', 'Vision']);
    expect(user.supportedBrandProducts).toEqual({ mgl: ['Wrap', 'Vision'] });
  });

  it('lists the flags that are on and reads the security attributes', () => {
    const user = toUser({
      mac: 'M1',
      firstName: 'A',
      lastName: 'B',
      lastLogin: null,
      badges: [],
      dealerCode: null,
      securityAttributes: { lastLogin: '2025-01-01T00:00:00Z', lastPasswordChange: '2024-01-01T00:00:00Z' },
      brand: 'mgl',
      loginBadge: 'mgl',
      childBadge: 'MacquarieWrap',
      supportedBrandProducts: {},
      flags: { on: true, off: false },
      dealerRestricted: false,
    }, brands);
    expect(user.flags).toEqual(['on']);
    expect(user.badges).toEqual([]);
    expect(user.lastLogin).toBe('2025-01-01T00:00:00Z');
    expect(user.lastPasswordChange).toBe('2024-01-01T00:00:00Z');
    expect(user.dealerCode).toBeNull();
  });
});
