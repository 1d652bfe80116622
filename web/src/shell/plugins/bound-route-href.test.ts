import { describe, expect, it } from 'vitest';
import { boundRouteHref } from './bound-route-href';
import { buildRegistry } from './plugin-registry';
import { definePlugin } from '@kit/plugin';

const page = async () => ({ default: () => null });

describe('bound route hrefs', () => {
  it('binds the shell and the enabled plugins’ pages, and nothing else', () => {
    const href = boundRouteHref(buildRegistry([definePlugin({ id: 'account-groups', routes: [{ id: 'account-group', component: page }] })]));
    expect(href('home')).toBe('/home');
    expect(href('account-group', { accountGroupCode: 'G/1' })).toBe('/dashboard/account-group/G%2F1');
    // declared by a plugin this user does not have enabled: inert
    expect(href('search.accounts')).toBeNull();
    expect(href('cash-account', { accountNumber: '1' })).toBeNull();
  });
});
