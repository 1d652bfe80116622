// Continue and the new payee's BSB or biller lookup (002 §8; issue 28 finding 9), against a gateway whose
// lookups answer only when the test says: Continue waits for a lookup on its way, asks again after a failure,
// stays on the form with the lookup message when it fails, and does not count an answer for a changed code.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { MakePayment } from './make-payment';

const account = { accountId: 'A1', accountNumber: '123456789', accountName: 'CASH ACCOUNT', accountStatus: 'Active', productCode: 'CMA', availableBalance: '100.00' };

type Data = Record<string, unknown>;
interface Held { operation: string; code: string; answer(data: Data): void }

const payees = {
  payeesAndBillers: {
    __typename: 'PayeeGroups', accountNumber: '123456789',
    linkedAccounts: [], nominatedAccounts: [], taxAccounts: [], savedPayees: [], savedBillers: [], clientAccounts: [],
  },
};
const validation = {
  validatePayment: {
    __typename: 'PaymentValidation', valid: true, errors: [],
    paymentAuthorities: [{ __typename: 'SignatoryAuthority', partyId: 'P1', name: 'Jo Citizen', signingType: 'Either To Sign', approvalsRequired: 1, verificationMethod: 'SMS' }],
  },
};
const bsbFound = (bsb: string) => ({
  bsbLookup: { __typename: 'BsbLookup', found: true, message: null, details: { __typename: 'BsbDetails', bsb, bankName: 'Westpac', branchName: 'Sydney', state: 'NSW' } },
});
const bsbFailed = { bsbLookup: { __typename: 'BsbLookup', found: false, message: t('payments.lookupFailed'), details: null } };
const billerFailed = { billerLookup: { __typename: 'BillerLookup', found: false, message: t('payments.lookupFailed'), details: null } };

/** A gateway: payees, holidays and validation answer at once; each lookup waits in `held` until answered. */
function gateway() {
  const held: Held[] = [];
  const link = new ApolloLink((operation) => new Observable((observer) => {
    const reply = (data: Data) => {
      observer.next({ data });
      observer.complete();
    };
    const name = operation.operationName;
    if (name === 'MakePaymentPayees') reply(payees);
    else if (name === 'MakePaymentPublicHolidays') reply({ publicHolidays: [] });
    else if (name === 'MakePaymentValidate') reply(validation);
    else held.push({ operation: name ?? '', code: String(operation.variables.code), answer: reply });
  }));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MakePayment account={account} approvalsRequired={1} />
    </ApolloProvider>,
  );
  return { held, user: userEvent.setup() };
}

const bsbField = () => screen.getByRole('textbox', { name: t('payments.make.bsb') });
const continueButton = () => screen.getByRole('button', { name: t('payments.make.continue') });
const review = () => screen.queryByRole('heading', { name: t('payments.make.review.title') });

async function newPayee(user: ReturnType<typeof userEvent.setup>, bsb: string) {
  await user.selectOptions(await screen.findByLabelText(t('payments.make.chooseTo')), t('payments.make.newPayee'));
  await user.type(bsbField(), bsb);
  await user.type(screen.getByRole('textbox', { name: t('payments.make.accountNumber') }), '123456');
  await user.type(screen.getByRole('textbox', { name: t('payments.make.accountName') }), 'Jo Citizen');
  await user.type(screen.getByRole('textbox', { name: t('payments.make.amount') }), '5');
}

/** The lookups asked for this code so far. */
const asked = (held: Held[], code: string) => held.filter((h) => h.code === code);

async function expectLookupMessage(field: HTMLElement) {
  await waitFor(() => expect(document.activeElement).toBe(field));
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(field.getAttribute('aria-describedby')?.split(' ').map((id) => document.getElementById(id)?.textContent).join(' ')).toContain(t('payments.lookupFailed'));
  expect(review()).toBeNull();
  expect((continueButton() as HTMLButtonElement).disabled).toBe(false);
}

describe('MakePayment Continue and the code lookups', () => {
  it('waits for the BSB lookup on its way, without a second request or a second Continue, then moves on', async () => {
    const { held, user } = gateway();
    await newPayee(user, '083004');
    expect(asked(held, '083004')).toHaveLength(1);
    await user.click(continueButton());
    // Checking: the button shows progress and a second click is not a second Continue.
    await waitFor(() => expect((continueButton() as HTMLButtonElement).disabled).toBe(true));
    expect(screen.getByText(t('payments.make.checking'))).toBeTruthy();
    continueButton().click();
    expect(review()).toBeNull();
    held[0].answer(bsbFound('083004'));
    expect(await screen.findByRole('heading', { name: t('payments.make.review.title') })).toBeTruthy();
    expect(asked(held, '083004')).toHaveLength(1);
  });

  it('stays on the form with the lookup failure message under the BSB when the lookup on its way fails', async () => {
    const { held, user } = gateway();
    await newPayee(user, '083004');
    await user.click(continueButton());
    held[0].answer(bsbFailed);
    await expectLookupMessage(bsbField());
  });

  it('asks again for a BSB whose earlier lookup failed, and moves on when it is found', async () => {
    const { held, user } = gateway();
    await newPayee(user, '083004');
    held[0].answer(bsbFailed);
    expect(await screen.findByText(t('payments.lookupFailed'))).toBeTruthy();
    await user.click(continueButton());
    await waitFor(() => expect(asked(held, '083004')).toHaveLength(2));
    expect(review()).toBeNull();
    held[1].answer(bsbFound('083004'));
    expect(await screen.findByRole('heading', { name: t('payments.make.review.title') })).toBeTruthy();
  });

  it('does not count a found answer for a BSB the user has changed since Continue', async () => {
    const { held, user } = gateway();
    await newPayee(user, '083004');
    await user.click(continueButton());
    await user.clear(bsbField());
    await user.type(bsbField(), '062000');
    held[0].answer(bsbFound('083004'));
    // Continue has ended (the button is back) without the review.
    await waitFor(() => expect((continueButton() as HTMLButtonElement).disabled).toBe(false));
    expect(review()).toBeNull();
  });

  it('asks for a biller code typed a moment ago and stays on the form with the message when the lookup fails', async () => {
    const { held, user } = gateway();
    await user.selectOptions(await screen.findByLabelText(t('payments.make.chooseTo')), t('payments.make.newBiller'));
    await user.type(screen.getByRole('textbox', { name: t('payments.make.amount') }), '5');
    await user.type(screen.getByRole('textbox', { name: t('payments.make.crn') }), '5500000000000004');
    const biller = screen.getByRole('textbox', { name: t('payments.make.billerCode') });
    await user.type(biller, '75556');
    await user.click(continueButton());
    await waitFor(() => expect(asked(held, '75556').length).toBeGreaterThan(0));
    for (const h of asked(held, '75556')) h.answer(billerFailed);
    await expectLookupMessage(biller);
  });
});
