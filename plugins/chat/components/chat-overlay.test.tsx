// The chat overlay against mocked GraphQL: hidden with liveChat.enabled off; the live option disabled with the
// availability message and Q offered; Q's conversation started, its messages as text, a message sent with Enter,
// a message arriving over the subscription; Escape minimises to the launcher; the transcript prompt's No; Q's
// open conversation resumed on load.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { t } from '@kit/copy';
import { act } from 'react';
import { openChat } from '@kit/chat-entry';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import { markPagePainted, resetLoadGates } from '@kit/plugin-load';
import { CHAT_AVAILABILITY, CHAT_CONVERSATION, CHAT_EVENTS, CHAT_RESUME, SEND_CHAT_MESSAGE, SET_CHAT_PREFERENCE, START_CHAT } from '../api/chat';
import ChatOverlay from './chat-overlay';

const ID = '0b4c1c2e-1111-4222-8333-944455556666';
const message = (id: string, source: string, text: string, agentName: string | null = null) => ({
  __typename: 'ChatMessage', id, source, type: source === 'agent' ? 'human' : 'text', text, timestamp: '2026-11-26T05:00:00.000Z', agentName, entryType: null,
});
const conversation = { __typename: 'ChatConversation', id: ID, kind: 'ASYNC', status: 'BOT', topic: null, subOption: null, agentName: 'Q' };

const host = (flags: Record<string, boolean>) =>
  ({ flag: (key: string) => flags[key] ?? false, navLinkUrl: () => null }) as unknown as PluginHost;

function setup(flags: Record<string, boolean>, transcriptId: string | null = null, openWithQ = false, startFails = false) {
  const preferenceWrites: unknown[] = [];
  const sent: unknown[] = [];
  const mocks = [
    {
      request: { query: CHAT_AVAILABILITY },
      maxUsageCount: 50,
      result: { data: { chatAvailability: { __typename: 'ChatAvailability', live: false, reason: 'OUT_OF_HOURS', message: t('chat.outOfHours'), asyncAvailable: true } } },
    },
    {
      request: { query: CHAT_RESUME },
      result: { data: { myAsyncConversation: openWithQ ? conversation : null, viewer: { __typename: 'Viewer', preferences: [{ __typename: 'Preference', key: 'inactive-chat-transcript', value: transcriptId }] } } },
    },
    {
      request: { query: START_CHAT, variables: () => true },
      result: startFails
        ? { errors: [{ message: t('chat.asyncDisabled'), extensions: { code: 'FORBIDDEN', reason: 'ASYNC_CHAT_DISABLED' } }] }
        : { data: { startChat: { ...conversation, messages: [message('1', 'chatbot', "Hi Jack, I'm Q. <img src=x onerror=alert(1)>", 'Q')] } } },
    },
    {
      request: { query: CHAT_CONVERSATION, variables: () => true },
      maxUsageCount: 10,
      result: { data: { chatConversation: { ...conversation, messages: openWithQ ? [message('1', 'chatbot', 'Welcome back from Q.', 'Q')] : [] } } },
    },
    {
      request: { query: SEND_CHAT_MESSAGE, variables: () => true },
      result: (vars: unknown) => {
        sent.push(vars);
        return { data: { sendChatMessage: { __typename: 'ChatMessagesPayload', conversation, messages: [message('2', 'user', 'Where are statements?'), message('3', 'chatbot', 'In Reporting.', 'Q')] } } };
      },
    },
    {
      request: { query: CHAT_EVENTS, variables: { conversationId: ID } },
      delay: 20,
      result: { data: { chatEvents: { __typename: 'ChatEvent', conversationId: ID, status: null, agentName: 'Q', message: message('4', 'chatbot', 'Anything else?', 'Q') } } },
    },
    {
      request: { query: SET_CHAT_PREFERENCE, variables: () => true },
      maxUsageCount: 5,
      result: (vars: { key: string; value: unknown }) => {
        preferenceWrites.push(vars);
        return { data: { setPreference: { __typename: 'Preference', key: vars.key, value: vars.value } } };
      },
    },
  ];
  render(
    <PluginHostContext.Provider value={host(flags)}>
      <MockedProvider mocks={mocks}>
        <ChatOverlay />
      </MockedProvider>
    </PluginHostContext.Provider>,
  );
  return { preferenceWrites, sent, user: userEvent.setup() };
}

const launcher = () => screen.getByRole('button', { name: t('chat.launcher') });

afterEach(() => {
  sessionStorage.clear();
  resetLoadGates();
});

describe('ChatOverlay', () => {
  it('draws nothing with liveChat.enabled off', () => {
    setup({ 'liveChat.enabled': false });
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('out of hours: live disabled with the message, Q offered; Q answers as text; Enter sends; events arrive live', async () => {
    const { user, sent } = setup({ 'liveChat.enabled': true, 'liveChat.asyncChat': true });
    await user.click(launcher());
    const live = await screen.findByRole('button', { name: new RegExp(t('chat.menu.live')) });
    expect(live.hasAttribute('disabled')).toBe(true);
    expect(live.textContent).toContain(t('chat.outOfHours'));
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: t('chat.menu.heading') }));

    await user.click(screen.getByRole('button', { name: new RegExp(t('chat.menu.async')) }));
    expect(await screen.findByText(t('chat.active.withQ'))).toBeTruthy();
    // Text, never HTML.
    expect(screen.getByText("Hi Jack, I'm Q. <img src=x onerror=alert(1)>")).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();

    const box = screen.getByRole('textbox', { name: t('chat.composer.label') });
    // Focus moves once the conversation has drawn (an effect after the answer), not in the same tick.
    await waitFor(() => expect(document.activeElement).toBe(box));
    await user.type(box, 'Where are statements?');
    expect(screen.getByText('21 / 2000 characters')).toBeTruthy();
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    expect((box as HTMLTextAreaElement).value).toBe('Where are statements?\n');
    await user.keyboard('{Backspace}{Enter}');
    await waitFor(() => expect(screen.getByText('In Reporting.')).toBeTruthy());
    expect(sent).toEqual([{ conversationId: ID, text: 'Where are statements?' }]);
    expect((box as HTMLTextAreaElement).value).toBe('');
    expect(await screen.findByText('Anything else?')).toBeTruthy();

    // Escape minimises: the conversation goes on, focus returns to the launcher.
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    await user.click(launcher());
    expect(screen.getByText('In Reporting.')).toBeTruthy();
  });

  it("the transcript prompt from the stored id: 'No' removes the preference", async () => {
    const { user, preferenceWrites } = setup({ 'liveChat.enabled': true }, 'c-ended-1');
    // Only the launcher until the page has painted and is idle: the chat's code (and its reads) wait for that.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(launcher()).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => markPagePainted());
    const prompt = await screen.findByRole('dialog', { name: t('chat.chatWithUs') });
    expect(prompt.textContent).toContain(t('chat.transcript.prompt'));
    await user.click(screen.getByRole('button', { name: t('chat.transcript.no') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(launcher());
    await waitFor(() => expect(preferenceWrites).toEqual([{ key: 'inactive-chat-transcript', value: null }]));
  });

  it("Q's open conversation is found on load: the launcher opens straight into it", async () => {
    const { user } = setup({ 'liveChat.enabled': true, 'liveChat.asyncChat': true }, null, true);
    await user.click(launcher());
    expect(await screen.findByText('Welcome back from Q.')).toBeTruthy();
    expect(screen.getByText(t('chat.active.withQ'))).toBeTruthy();
    expect(screen.queryByRole('heading', { name: t('chat.menu.heading') })).toBeNull();
  });

  it("a refused start says the gateway's catalogue message and stays on the menu", async () => {
    const { user } = setup({ 'liveChat.enabled': true, 'liveChat.asyncChat': true }, null, false, true);
    await user.click(launcher());
    await user.click(await screen.findByRole('button', { name: new RegExp(t('chat.menu.async')) }));
    expect((await screen.findByRole('alert')).textContent).toBe(t('chat.asyncDisabled'));
    expect(screen.getByRole('heading', { name: t('chat.menu.heading') })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('a request from another plugin before the chat has loaded still opens it', async () => {
    setup({ 'liveChat.enabled': true, 'liveChat.asyncChat': true });
    expect(screen.queryByRole('heading', { name: t('chat.menu.heading') })).toBeNull();
    act(() => openChat({ context: 'request_centre', referenceId: 'C-1' }));
    expect(await screen.findByRole('heading', { name: t('chat.menu.heading') })).toBeTruthy();
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
  });
});
