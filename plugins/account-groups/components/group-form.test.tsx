// The Grouping form as an adviser drives it, with the gateway's answers mocked at the Apollo link: what
// the form offers, what it refuses before any call, and how the name is cleaned (000 §5).
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import { GET_FORM_CONTEXT } from '../api/get-form-context';
import { GroupForm } from './group-form';

const context = {
  request: { query: GET_FORM_CONTEXT },
  result: {
    data: {
      shell: { __typename: 'Shell', brand: { __typename: 'Brand', key: 'macquarie' }, access: { __typename: 'Access', products: ['Wrap', 'Vision'] } },
      viewer: {
        __typename: 'Viewer',
        adviserCodes: [
          { __typename: 'AdviserCode', entityKey: 'A1', dealerCode: 'D100', dealerName: 'North Dealers', productType: 'Wrap' },
          { __typename: 'AdviserCode', entityKey: 'A2', dealerCode: 'D100', dealerName: 'North Dealers', productType: 'Vision' },
          { __typename: 'AdviserCode', entityKey: 'A3', dealerCode: 'D200', dealerName: null, productType: 'Wrap' },
        ],
      },
    },
  },
};

function renderForm() {
  const onSaved = vi.fn();
  render(
    <MockedProvider mocks={[context]}>
      <GroupForm onSaved={onSaved} onCancel={() => undefined} />
    </MockedProvider>,
  );
  return { onSaved, user: userEvent.setup() };
}

describe('GroupForm', () => {
  it('offers the ventures of the products held and each dealer group once', async () => {
    renderForm();
    const venture = await screen.findByRole('combobox', { name: t('groups.form.businessVenture') });
    expect([...venture.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['MPM', 'MPMSWP']);
    const dealer = screen.getByRole('combobox', { name: t('groups.form.dealer') });
    expect([...dealer.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['D100 · North Dealers', 'D200']);
    // The first of each is chosen, not a blank.
    await waitFor(() => expect((venture as HTMLSelectElement).value).toBe('MPM'));
    expect((dealer as HTMLSelectElement).value).toBe('D100');
  });

  it('offers Create group only once the ventures and dealers it needs have loaded (a press before did nothing)', async () => {
    renderForm();
    const create = screen.getByRole('button', { name: t('groups.form.create') });
    expect((create as HTMLButtonElement).disabled).toBe(true);
    await screen.findByRole('combobox', { name: t('groups.form.businessVenture') });
    await waitFor(() => expect((create as HTMLButtonElement).disabled).toBe(false));
  });

  it('refuses a nameless group of no accounts before any call: the name is marked invalid and focused', async () => {
    const { onSaved, user } = renderForm();
    await screen.findByRole('combobox', { name: t('groups.form.businessVenture') });
    await user.click(screen.getByRole('button', { name: t('groups.form.create') }));
    const name = screen.getByRole('textbox', { name: t('groups.form.name') });
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(name);
    expect(screen.getByText(t('groups.form.nameRequired')).id).toBe(name.getAttribute('aria-describedby')?.split(' ')[1]);
    expect(screen.getByText(t('groups.form.minimum'))).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('cleans the name as it is left, and a name of only refused characters is required again', async () => {
    const { user } = renderForm();
    const name = await screen.findByRole('textbox', { name: t('groups.form.name') });
    await user.type(name, 'Smith family #1!');
    await user.tab();
    expect((name as HTMLInputElement).value).toBe('Smith family  1');
    await user.clear(name);
    await user.type(name, '#!?');
    await user.click(screen.getByRole('button', { name: t('groups.form.create') }));
    await waitFor(() => expect(screen.getByText(t('groups.form.nameRequired'))).toBeTruthy());
    expect((name as HTMLInputElement).value).toBe('');
  });

  it('shows the fee options for a fee group only', async () => {
    const { user } = renderForm();
    expect(await screen.findByRole('group', { name: t('groups.form.feeOptions') })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: t('groups.kind.reporting') }));
    expect(screen.queryByRole('group', { name: t('groups.form.feeOptions') })).toBeNull();
    expect(screen.queryByRole('radio', { name: t('groups.kind.statement') })).toBeNull();
  });
});
