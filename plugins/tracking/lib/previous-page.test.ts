import { describe, expect, it } from 'vitest';
import { previousPageUrl } from './previous-page';

describe('previous-URL handling (002 §2)', () => {
  it.each([
    ['/#/dashboard/cash-account/576371262', '/#/dashboard/cash-account/{id}'],
    ['/#/dashboard/cash-account/576371262/payments/scheduled-payments', '/#/dashboard/cash-account/{id}/payments/scheduled-payments'],
    ['/#/dashboard/wrap-account/WI8732019/transactions', '/#/dashboard/wrap-account/{id}/transactions'],
    ['/#/dashboard/term-deposit/T12345?tab=1', '/#/dashboard/term-deposit/{id}?tab=1'],
    ['/#/dashboard/client/C000123', '/#/dashboard/client/{id}'],
    ['http://localhost:4000/#/dashboard/wrap-account/WI1/task/adhoc-pension-payments', 'http://localhost:4000/#/dashboard/wrap-account/{id}/task/adhoc-pension-payments'],
  ])('replaces the account or client segment of %s', (url, expected) => {
    expect(previousPageUrl(url)).toBe(expected);
  });

  it.each(['/#/dashboard', '/#/dashboard/notifications/term-deposit-maturities', '/#/dashboard/clients', '/#/search/results?keyword=cash-account', '/#/dashboard/client'])(
    'leaves %s as it is',
    (url) => {
      expect(previousPageUrl(url)).toBe(url);
    },
  );
});
