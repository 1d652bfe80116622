// The follow-up response form (002 §4): nothing is sent without a case id and at least one response; a
// response's files are attached first and their document ids go with it; the bell hears of the submission.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import { refreshAfterTaskSubmissions } from '@kit/task-events';
import { ATTACH_CASE_DOCUMENTS, SUBMIT_FOLLOW_UP_RESPONSES } from '../../api/case-mutations';
import { FollowUpForm } from './follow-up-form';

const statusFields = { __typename: 'CaseStatus', code: 'INPROGRESS', display: 'IN_PROGRESS', label: 'In progress', pill: 'INFO', secondaryLabel: null };

function setup(intentId: string | null, attachResult: 'ok' | 'malware' | 'error' = 'ok') {
  const order: string[] = [];
  const attachVars: unknown[] = [];
  const submitVars: unknown[] = [];
  const attach = {
    request: { query: ATTACH_CASE_DOCUMENTS, variables: () => true },
    maxUsageCount: 5,
    result: (vars: { files: Array<{ fileName: string }> }) => {
      order.push('attach');
      attachVars.push(vars);
      if (attachResult === 'error') return { errors: [{ message: 'down' }] } as never;
      const documents = vars.files.map((f, i) => ({
        __typename: 'CaseDocument', documentId: `doc-${i + 1}`, documentName: f.fileName, contentType: 'application/pdf', size: 3, uploadedAt: null, malware: attachResult === 'malware',
      }));
      return { data: { attachCaseDocuments: { __typename: 'AttachmentResult', documents, malwareFileNames: attachResult === 'malware' ? vars.files.map((f) => f.fileName) : [] } } };
    },
  };
  const submit = {
    request: { query: SUBMIT_FOLLOW_UP_RESPONSES, variables: () => true },
    maxUsageCount: 5,
    result: (vars: unknown) => {
      order.push('submit');
      submitVars.push(vars);
      return { data: { submitFollowUpResponses: { __typename: 'FollowUpSubmission', caseId: 'C-1', caseStatus: statusFields } } };
    },
  };
  const onSubmitted = vi.fn();
  render(
    <MockedProvider mocks={[attach, submit]}>
      <FollowUpForm
        intentId={intentId}
        followUps={[
          { id: 'f1', requestWhat: 'A certified ID' },
          { id: 'f2', requestWhat: 'The signed form' },
        ]}
        onSubmitted={onSubmitted}
      />
    </MockedProvider>,
  );
  return { order, attachVars, submitVars, onSubmitted, user: userEvent.setup() };
}

let stop: (() => void) | null = null;
afterEach(() => stop?.());

describe('FollowUpForm', () => {
  it('sends nothing without at least one response, and says so', async () => {
    const { order, onSubmitted, user } = setup('intent-1');
    await user.click(screen.getByRole('button', { name: t('requests.followUp.submit') }));
    expect(await screen.findByText(t('requests.followUp.required'))).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: t('requests.followUp.responseN', { n: 1 }) }), '   ');
    await user.click(screen.getByRole('button', { name: t('requests.followUp.submit') }));
    expect(order).toEqual([]);
    expect(onSubmitted).not.toHaveBeenCalled();
  });

  it('sends nothing without a case id', async () => {
    const { order, user } = setup(null);
    await user.type(screen.getByRole('textbox', { name: t('requests.followUp.responseN', { n: 1 }) }), 'Attached');
    await user.click(screen.getByRole('button', { name: t('requests.followUp.submit') }));
    expect(await screen.findByText(t('requests.followUp.required'))).toBeTruthy();
    expect(order).toEqual([]);
  });

  it('attaches the files first, then sends only the answered follow-ups with their document ids', async () => {
    const heard = vi.fn();
    stop = refreshAfterTaskSubmissions(heard, 0);
    const { order, attachVars, submitVars, onSubmitted, user } = setup('intent-1');
    await user.type(screen.getByRole('textbox', { name: t('requests.followUp.responseN', { n: 2 }) }), ' Signed form attached ');
    const inputs = screen.getAllByLabelText(t('requests.followUp.files'));
    await user.upload(inputs[1] as HTMLInputElement, new File(['pdf'], 'signed.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('signed.pdf')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t('requests.followUp.submit') }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(order).toEqual(['attach', 'submit']);
    expect(attachVars[0]).toEqual({ intentId: 'intent-1', files: [{ fileName: 'signed.pdf', contentType: 'application/pdf', base64: btoa('pdf') }] });
    expect(submitVars[0]).toEqual({ intentId: 'intent-1', responses: [{ followUpId: 'f2', responseContent: 'Signed form attached', documentIds: ['doc-1'] }] });
    await waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
  });

  it('stops before sending when a file has malware, naming it', async () => {
    const { order, onSubmitted, user } = setup('intent-1', 'malware');
    await user.type(screen.getByRole('textbox', { name: t('requests.followUp.responseN', { n: 1 }) }), 'Here');
    await user.upload(screen.getAllByLabelText(t('requests.followUp.files'))[0] as HTMLInputElement, new File(['x'], 'bad.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: t('requests.followUp.submit') }));
    expect(await screen.findByText(t('requests.malware.intro'))).toBeTruthy();
    expect(screen.getAllByText('bad.pdf').length).toBeGreaterThan(0);
    expect(order).toEqual(['attach']);
    expect(onSubmitted).not.toHaveBeenCalled();
  });
});
