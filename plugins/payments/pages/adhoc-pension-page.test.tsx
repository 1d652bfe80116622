// The adhoc pension payment task is offered only while digitisation.adhocPensionPayments is on and only for an
// active pension account; otherwise it says the request isn't available, with the way back.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import { RouteHrefContext } from '@kit/route-link';
import { PENSION_ACCOUNT } from '../api/pension-account';
import AdhocPensionPage from './adhoc-pension-page';

const host = (flagOn: boolean) => ({ flag: (key: string) => key === 'digitisation.adhocPensionPayments' && flagOn }) as unknown as PluginHost;

function setup(flagOn: boolean, productType: string, accountStatus = 'Active') {
  let asked = 0;
  const mock = {
    request: { query: PENSION_ACCOUNT, variables: () => true },
    maxUsageCount: 5,
    result: () => {
      asked++;
      return {
        data: {
          account: {
            __typename: 'AccountDetails', accountId: 'A1', accountNumber: 'WP1', accountName: 'JANE CITIZEN', accountStatus, kind: 'WRAP',
            productCode: productType === 'Pension' ? 'AN' : 'SC', productDescription: 'Account Based Pension', productType, ledgerBalance: 1000, netPortfolioValue: 1000,
          },
        },
      };
    },
  };
  render(
    <PluginHostContext.Provider value={host(flagOn)}>
      <RouteHrefContext.Provider value={() => null}>
        <MockedProvider mocks={[mock]}>
          <AdhocPensionPage params={{ accountNumber: 'WP1' }} />
        </MockedProvider>
      </RouteHrefContext.Provider>
    </PluginHostContext.Provider>,
  );
  return { asked: () => asked };
}

describe('AdhocPensionPage', () => {
  it('flag off: not available, the account not even read', async () => {
    const { asked } = setup(false, 'Pension');
    expect(await screen.findByText(t('payments.pension.unavailable'))).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(asked()).toBe(0);
  });

  it('not a pension account, or not active: not available, with the way back', async () => {
    setup(true, 'Super');
    expect(await screen.findByText(t('payments.pension.unavailable'))).toBeTruthy();
    expect(screen.getByText(t('payments.pension.backToAccount'))).toBeTruthy();
  });

  it('a closed pension account: not available', async () => {
    setup(true, 'Pension', 'Closed');
    expect(await screen.findByText(t('payments.pension.unavailable'))).toBeTruthy();
  });

  it('flag on and an active pension account: the form', async () => {
    setup(true, 'Pension');
    expect(await screen.findByRole('form', { name: t('payments.pension.title') })).toBeTruthy();
    expect(screen.queryByText(t('payments.pension.unavailable'))).toBeNull();
  });
});
