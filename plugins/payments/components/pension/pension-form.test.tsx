// The adhoc pension payment form (002 §3, §9): over $500,000 is refused before any call; a submitted request
// goes with the 002 §3 details and the bell hears of it; a refusal shows the mapped message and keeps the values.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import { RouteHrefContext } from '@kit/route-link';
import { refreshAfterTaskSubmissions } from '@kit/task-events';
import { PENSION_BSB_LOOKUP, REQUEST_PENSION_PAYMENT } from '../../api/pension-request';
import { PensionForm } from './pension-form';

const account = {
  __typename: 'AccountDetails' as const, accountId: 'A102', accountNumber: 'WP7003625', accountName: 'LUKE SHARMA', accountStatus: 'Active' as const,
  kind: 'WRAP' as const, productCode: 'TA', productDescription: 'Transition to Retirement Pension', productType: 'Pension', ledgerBalance: '251776.99', netPortfolioValue: '251776.99',
};

const success = {
  __typename: 'TaskSubmissionResult', requestId: 'PP1', result: 'SUBMITTED', intentId: 'INT1', sla: '5 business days', requestSubmissionTime: '2026-11-26T02:00:00Z',
  authorisers: [{ __typename: 'RequestAuthoriser', authoriserName: 'Luke Sharma', signingMethod: 'SMS', activityId: 'ACT1', expiryTime: '2026-12-26T02:00:00Z', error: null }],
  errors: [], message: null,
};

function setup(answer: 'ok' | 'refused') {
  const sent: unknown[] = [];
  const lookup = {
    request: { query: PENSION_BSB_LOOKUP, variables: () => true },
    maxUsageCount: 10,
    result: () => ({ data: { bsbLookup: { __typename: 'BsbLookup', found: true, message: null, details: { __typename: 'BsbDetails', bsb: '062000', bankName: 'Commonwealth Bank', branchName: 'Sydney' } } } }),
  };
  const request = {
    request: { query: REQUEST_PENSION_PAYMENT, variables: () => true },
    maxUsageCount: 5,
    result: (vars: unknown) => {
      sent.push(vars);
      if (answer === 'ok') return { data: { requestPensionPayment: success } };
      return {
        data: {
          requestPensionPayment: {
            ...success, requestId: null, result: null, intentId: null, sla: null, requestSubmissionTime: null, authorisers: [],
            errors: [{ __typename: 'TaskValidationError', code: 'INSUFFICIENT_FUNDS', message: 'upstream words', tier: 4 }],
            message: t('payments.pension.insufficientFunds'),
          },
        },
      };
    },
  };
  const onSubmitted = vi.fn();
  render(
    <RouteHrefContext.Provider value={() => null}>
      <MockedProvider mocks={[lookup, request]}>
        <PensionForm account={account} onSubmitted={onSubmitted} />
      </MockedProvider>
    </RouteHrefContext.Provider>,
  );
  return { sent, onSubmitted, user: userEvent.setup() };
}

async function fill(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await user.type(screen.getByLabelText(t('payments.pension.dateOfBirth')), '07/03/1958');
  await user.type(screen.getByRole('textbox', { name: t('payments.pension.amount') }), amount);
  await user.click(screen.getByRole('radio', { name: t('payments.pension.optionNet') }));
  await user.type(screen.getByLabelText(t('payments.pension.bsb')), '062-000');
  await user.type(screen.getByLabelText(t('payments.pension.accountNumber')), '12345678');
  await user.type(screen.getByLabelText(t('payments.pension.accountName')), 'Luke Sharma');
}

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('PensionForm', () => {
  it('refuses over $500,000 before any request, under the amount', async () => {
    const { sent, onSubmitted, user } = setup('ok');
    await fill(user, '500000.01');
    await user.click(screen.getByRole('button', { name: t('payments.pension.submit') }));
    expect(await screen.findByText(t('payments.pension.overLimit'))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: t('payments.pension.amount') }));
    expect(sent).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('an empty form says what is wrong at each field and focuses the date of birth, its first field', async () => {
    const { sent, user } = setup('ok');
    await user.click(screen.getByRole('button', { name: t('payments.pension.submit') }));
    expect(await screen.findByText(t('payments.pension.dobRequired'))).toBeTruthy();
    const dateOfBirth = screen.getByLabelText(t('payments.pension.dateOfBirth'));
    expect(document.activeElement).toBe(dateOfBirth);
    expect(dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(t('payments.field.amountRequired'))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the 002 §3 request details with the branch looked up, and announces the submission', async () => {
    const heard = vi.fn();
    stop = refreshAfterTaskSubmissions(heard, 0);
    const { sent, onSubmitted, user } = setup('ok');
    await fill(user, '1,250.50');
    expect(await screen.findByText(t('payments.pension.branch', { branch: 'Commonwealth Bank, Sydney' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('payments.pension.submit') }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledWith(success));
    expect(sent).toEqual([{ input: {
      kind: 'PENSION_PAYMENT', accountNumber: 'WP7003625', dateOfBirth: '1958-03-07', amount: '1250.50', option: 'Net',
      toAccountBsb: '062000', toAccountNumber: '12345678', toAccountName: 'Luke Sharma', toAccountBranch: 'Sydney',
    } }]);
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });

  it('a refusal shows the mapped message above the form and keeps what was typed', async () => {
    const { onSubmitted, user } = setup('refused');
    await fill(user, '300000');
    await user.click(screen.getByRole('button', { name: t('payments.pension.submit') }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(t('payments.pension.insufficientFunds'));
    expect(alert.textContent).not.toContain('upstream words');
    expect((screen.getByRole('textbox', { name: t('payments.pension.amount') }) as HTMLInputElement).value).toBe('300000');
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
