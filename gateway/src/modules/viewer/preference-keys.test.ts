import { describe, expect, it } from 'vitest';
import { preferenceValue, upstreamPreferenceKey } from './preference-keys.js';

describe('preference keys', () => {
  it("maps the spec's names to the upstream keys", () => {
    expect(upstreamPreferenceKey('AoSideNavPinned')).toBe('ao-sidenav-pinned');
    expect(upstreamPreferenceKey('Homepage')).toBe('homepage');
    expect(upstreamPreferenceKey('DismissedPopovers')).toBe('dismissed-popovers');
    expect(upstreamPreferenceKey('WhatsNewDismissedGroups')).toBe('whats-new-dismissed-groups');
    expect(upstreamPreferenceKey('FavouriteAccounts')).toBe('favourite-accounts');
    expect(upstreamPreferenceKey('RecentAccounts')).toBe('recent-accounts');
    expect(upstreamPreferenceKey('RecentWrapGroups')).toBe('recent-wrap-groups');
    expect(upstreamPreferenceKey('YellowBoxMessage')).toBe('yellow-box-message');
  });

  it('passes upstream keys and unknown keys through', () => {
    expect(upstreamPreferenceKey('ao-sidenav-pinned')).toBe('ao-sidenav-pinned');
    expect(upstreamPreferenceKey('inactive-chat-transcript')).toBe('inactive-chat-transcript');
    expect(upstreamPreferenceKey('toString')).toBe('toString');
  });

  it('rejects keys that would break the upstream path or list', () => {
    expect(() => upstreamPreferenceKey('a,b')).toThrow(expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT' }) }));
    expect(() => upstreamPreferenceKey('../x')).toThrow();
  });

  it('uses the documented defaults only for unset keys', () => {
    const stored = new Map<string, unknown>([['homepage', 'search'], ['ao-sidenav-pinned', false]]);
    expect(preferenceValue('homepage', stored)).toBe('search');
    expect(preferenceValue('ao-sidenav-pinned', stored)).toBe(false);
    expect(preferenceValue('ao-sidenav-pinned', new Map())).toBe(true);
    expect(preferenceValue('homepage', new Map())).toBe('dashboard');
    expect(preferenceValue('recent-accounts', new Map())).toBeNull();
  });
});
