import { describe, expect, it } from 'vitest';
import { resolveBrand, toLoginBadge } from './brand';

describe('brand resolution', () => {
  it('maps brand names to login badges', () => {
    expect(toLoginBadge('mgl')).toBe('mgl');
    expect(toLoginBadge('oasis')).toBe('oasis');
    expect(toLoginBadge('perpetual')).toBe('ppt');
    expect(toLoginBadge(' PPT ')).toBe('ppt');
    expect(toLoginBadge('ioof')).toBeNull();
    expect(toLoginBadge('')).toBeNull();
    expect(toLoginBadge(null)).toBeNull();
  });

  it('prefers the page URL, then session storage, then the meta tag', () => {
    expect(resolveBrand({ pageQuery: '?brand=perpetual', stored: 'oasis', meta: 'mgl' })).toBe('ppt');
    expect(resolveBrand({ pageQuery: '', stored: 'oasis', meta: 'mgl' })).toBe('oasis');
    expect(resolveBrand({ pageQuery: '?x=1', stored: null, meta: 'ppt' })).toBe('ppt');
  });

  it('skips a source that names no badge', () => {
    expect(resolveBrand({ pageQuery: '?brand=nope', stored: 'junk', meta: 'oasis' })).toBe('oasis');
  });

  it('falls back to mgl', () => {
    expect(resolveBrand({ pageQuery: '', stored: null, meta: undefined })).toBe('mgl');
  });
});
