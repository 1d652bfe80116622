// The signed-document upload (002 §4): nothing is sent without one acceptable file, each refusal is said at the
// file field, which takes the focus; a failed submit says so there too and keeps the file.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import { SUBMIT_SIGNED_DOCUMENT } from '../../api/case-mutations';
import { SignDocumentCard } from './sign-document-card';

function setup() {
  const sent: unknown[] = [];
  const submit = {
    request: { query: SUBMIT_SIGNED_DOCUMENT, variables: () => true },
    maxUsageCount: 5,
    result: (vars: unknown) => {
      sent.push(vars);
      return { errors: [{ message: 'down' }] } as never;
    },
  };
  const onSubmitted = vi.fn();
  render(
    <MockedProvider mocks={[submit]}>
      <SignDocumentCard intentId="intent-1" onSubmitted={onSubmitted} />
    </MockedProvider>,
  );
  return { sent, onSubmitted, user: userEvent.setup({ applyAccept: false }) };
}

const input = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('SignDocumentCard', () => {
  it('asks for the form, then refuses a wrong type, at the field and with the focus, sending nothing', async () => {
    const { sent, user } = setup();
    await user.click(screen.getByRole('button', { name: t('requests.sign.submit') }));
    expect(await screen.findByText(t('requests.sign.choose'))).toBeTruthy();
    expect(document.activeElement).toBe(input());
    expect(input().getAttribute('aria-invalid')).toBe('true');
    await user.upload(input(), new File(['x'], 'signed.docx', { type: 'application/msword' }));
    expect(await screen.findByText(t('requests.files.type'))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('requests.sign.submit') }));
    expect(screen.getByText(t('requests.files.type'))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('sends the one file and says at the field when the submit fails', async () => {
    const { sent, onSubmitted, user } = setup();
    await user.upload(input(), new File(['pdf'], 'signed.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: t('requests.sign.submit') }));
    expect(await screen.findByText(t('requests.sign.error'))).toBeTruthy();
    expect(sent).toEqual([{ intentId: 'intent-1', file: { fileName: 'signed.pdf', contentType: 'application/pdf', base64: btoa('pdf') } }]);
    expect(screen.getByText('signed.pdf')).toBeTruthy();
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
