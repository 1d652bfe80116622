// The Make a payment tab's first answer, mocked at the Apollo link: payments off for the brand, no permission
// for the account, and a failed permission query (the generic message with Try again, which asks again).
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { GET_PAYMENT_PERMISSIONS } from '../../api/make-payment';
import MakePaymentTab from '../../pages/make-payment-tab';

const account = { accountId: 'A1', accountNumber: '123456789', accountName: 'CASH ACCOUNT', accountStatus: 'Active', productCode: 'CMA', availableBalance: '100.00' };

const permissions = (over: Record<string, unknown>) => ({
  request: { query: GET_PAYMENT_PERMISSIONS, variables: { accountNumber: '123456789' } },
  result: {
    data: {
      paymentPermissions: {
        __typename: 'PaymentPermissions', accountNumber: '123456789', hasAccess: true, canMakePayment: true, paymentsEnabled: true,
        signingType: 'Either To Sign', authority: 'SOLE', approvalsRequired: 1, ...over,
      },
    },
  },
});

function renderTab(mocks: unknown[]) {
  return render(
    <MockedProvider mocks={mocks as never}>
      <MakePaymentTab account={account} subRoute="payments" />
    </MockedProvider>,
  );
}

describe('MakePaymentTab', () => {
  it('says payments are off for the brand', async () => {
    renderTab([permissions({ paymentsEnabled: false })]);
    expect(await screen.findByText(t('payments.disabled'))).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says the user may not pay from this account', async () => {
    renderTab([permissions({ hasAccess: false, canMakePayment: false })]);
    expect(await screen.findByText(t('payments.noPermission'))).toBeTruthy();
  });

  it('shows the generic message when the permission query fails, and asks again on Try again', async () => {
    const failed = { request: { query: GET_PAYMENT_PERMISSIONS, variables: { accountNumber: '123456789' } }, error: new Error('down') };
    renderTab([failed, permissions({ hasAccess: false, canMakePayment: false })]);
    expect(await screen.findByText(t('payments.generic'))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('kit.retry') }));
    expect(await screen.findByText(t('payments.noPermission'))).toBeTruthy();
  });
});
