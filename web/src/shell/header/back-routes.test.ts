import { describe, expect, it } from 'vitest';
import { t } from '../../kit/copy';
import { backLabelVisible, backTarget } from './back-routes';

const nameFrom = (previous: string, current = '/dashboard/elsewhere') => {
  const target = backTarget(previous, current);
  return target && t('shell.back.label', { name: t(target.name) });
};

describe('back button map', () => {
  it('names the previous page', () => {
    expect(nameFrom('/dashboard/wrap-account/W123/account-overview')).toBe('Back to account overview');
    expect(nameFrom('/dashboard/cash-account/123456')).toBe('Back to account');
    expect(nameFrom('/dashboard/cash-account/123456/transactions')).toBe('Back to account');
    expect(nameFrom('/dashboard/request-centre/requests')).toBe('Back to Request Centre');
    expect(nameFrom('/dashboard/client/C1')).toBe('Back to client overview');
    expect(nameFrom('/dashboard/user-profile/esi-details')).toBe('Back to ESI details');
    expect(nameFrom('/dashboard/user-profile/my-security/step-up')).toBe('Back to security step-up');
    expect(nameFrom('/dashboard/user-profile/my-security/update-password')).toBe('Back to update password');
    expect(nameFrom('/dashboard/user-profile/my-security')).toBe('Back to my security');
  });

  it('offers nothing for other pages, no previous page, or the same page', () => {
    expect(backTarget('/dashboard', '/dashboard/search/accounts')).toBeNull();
    expect(backTarget(null, '/dashboard')).toBeNull();
    expect(backTarget('/dashboard/client/C1', '/dashboard/client/C1')).toBeNull();
  });

  it('goes back to the exact previous path', () => {
    expect(backTarget('/dashboard/client/C1', '/dashboard/wrap-account/W1')).toMatchObject({ path: '/dashboard/client/C1' });
  });

  it('hides the label below 1360 px unless kept', () => {
    expect(backLabelVisible(1360, false)).toBe(true);
    expect(backLabelVisible(1359, false)).toBe(false);
    expect(backLabelVisible(1024, true)).toBe(true);
  });
});
