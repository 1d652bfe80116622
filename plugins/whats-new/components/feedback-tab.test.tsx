// The feedback tab against mocked GraphQL: a failed send keeps the survey open with the error and the comments;
// a send without a rating says so at the rating and sends nothing; Escape closes it and focus returns to the tab.
import { MockedProvider } from '@apollo/client/testing/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import { GET_WHATS_NEW_VIEWER, SEND_FEEDBACK } from '../api/whats-new';
import FeedbackTab from './feedback-tab';

const host = { flag: (key: string) => key === 'general.feedbackTab' } as unknown as PluginHost;

function setup(answered: unknown, sendFails = false) {
  const sent: unknown[] = [];
  const mocks = [
    {
      request: { query: GET_WHATS_NEW_VIEWER },
      result: {
        data: {
          viewer: {
            __typename: 'Viewer',
            user: { __typename: 'User', mac: 'M1', lastLogin: '2026-11-25T01:00:00Z', flags: [], supportedBrandProducts: {} },
            preferences: [
              { __typename: 'Preference', key: 'whats-new-dismissed-groups', value: null },
              { __typename: 'Preference', key: 'behavioural-intercept-feedback', value: answered },
            ],
          },
        },
      },
    },
    {
      request: { query: SEND_FEEDBACK, variables: () => true },
      result: (vars: unknown) => {
        sent.push(vars);
        return sendFails ? { errors: [{ message: 'upstream down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } : { data: { sendFeedback: { __typename: 'FeedbackReceipt', receivedAt: '2026-11-26T07:00:00.000Z' } } };
      },
    },
  ];
  render(
    <PluginHostContext.Provider value={host}>
      <MockedProvider mocks={mocks}>
        <FeedbackTab />
      </MockedProvider>
    </PluginHostContext.Provider>,
  );
  return { sent };
}

describe('feedback tab', () => {
  it('a failed send keeps the survey open with the error and what was typed', async () => {
    const { sent } = setup(null, true);
    await userEvent.click(await screen.findByRole('button', { name: t('feedback.tab') }));
    await userEvent.click(await screen.findByRole('radio', { name: t('feedback.rating.2') }));
    await userEvent.type(screen.getByLabelText(t('feedback.negative')), 'Slow statements');
    await userEvent.click(screen.getByRole('button', { name: t('feedback.send') }));
    expect(await screen.findByText(t('feedback.error'))).toBeTruthy();
    expect(sent).toEqual([{ input: { rating: 2, positiveComments: '', negativeComments: 'Slow statements' } }]);
    expect((screen.getByLabelText(t('feedback.negative')) as HTMLTextAreaElement).value).toBe('Slow statements');
  });

  it('asks for a rating at the rating, focuses it, and sends nothing without one', async () => {
    const { sent } = setup(null);
    await userEvent.click(await screen.findByRole('button', { name: t('feedback.tab') }));
    await userEvent.type(await screen.findByLabelText(t('feedback.positive')), 'Quick');
    await userEvent.click(screen.getByRole('button', { name: t('feedback.send') }));
    const alert = await screen.findByText(t('feedback.ratingRequired'));
    expect(screen.getByRole('group', { name: t('feedback.rating') }).getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: t('feedback.rating.1') }));
    await userEvent.click(screen.getByRole('radio', { name: t('feedback.rating.4') }));
    expect(screen.queryByText(t('feedback.ratingRequired'))).toBeNull();
    expect(sent).toEqual([]);
  });

  it('Escape closes the survey and focus returns to the tab', async () => {
    setup(null);
    const tab = await screen.findByRole('button', { name: t('feedback.tab') });
    await userEvent.click(tab);
    expect(await screen.findByRole('dialog', { name: t('feedback.title') })).toBeTruthy();
    fireEvent(screen.getByRole('dialog', { name: t('feedback.title') }), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(tab);
  });
});
