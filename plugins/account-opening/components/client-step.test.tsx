// The client step's new client: the date of birth is the kit's date field, its rule the hint (the product's minimum
// age) and its message at the field; a step with a wrong field is not saved.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import type { ProductLimits } from '../lib/application-rules';
import type { Application } from '../lib/application-values';
import { ClientStep } from './client-step';

const limits: ProductLimits = { product: 'CASH', adviserFee: false, minAmount: '0.00', maxAmount: '1000000.00', amountRequired: false, minAge: 18 };
const application = { client: { contactId: null, newClient: { firstName: 'Ann', lastName: 'Lee' } } } as unknown as Application;

describe('ClientStep', () => {
  it("states the date of birth's rule, says at the field when the client is too young and does not save", async () => {
    const onSave = vi.fn();
    const user = userEvent.setup();
    render(
      <MockedProvider mocks={[]}>
        <ClientStep application={application} limits={limits} onSave={onSave} />
      </MockedProvider>,
    );
    const dateOfBirth = screen.getByLabelText(t('openAccount.field.dateOfBirth'));
    expect(screen.getByText(t('openAccount.hint.dateOfBirth', { age: 18 }))).toBeTruthy();
    await user.type(dateOfBirth, '01/01/2020');
    await user.tab();
    expect(await screen.findByText(t('openAccount.rule.tooYoung', { age: 18 }))).toBeTruthy();
    expect(dateOfBirth.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: t('openAccount.wizard.continue') }));
    expect(onSave).not.toHaveBeenCalled();
  });
});
