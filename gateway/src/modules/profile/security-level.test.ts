import { describe, expect, it } from 'vitest';
import { fromBackend, toBackend } from './security-level.js';

describe('security level mapping (002 §7)', () => {
  it('maps Ultimate to Paranoid and Enhanced to Intermediate', () => {
    expect(toBackend('ULTIMATE')).toBe('Paranoid');
    expect(toBackend('ENHANCED')).toBe('Intermediate');
  });

  it('reads Paranoid as Ultimate and anything else as Enhanced, the default', () => {
    expect(fromBackend('Paranoid')).toBe('ULTIMATE');
    expect(fromBackend('Intermediate')).toBe('ENHANCED');
    expect(fromBackend('Enhanced')).toBe('ENHANCED');
    expect(fromBackend(null)).toBe('ENHANCED');
  });
});
