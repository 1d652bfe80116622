import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ChatButton, OPEN_CHAT_EVENT, type OpenChatDetail } from './chat-entry';
import { PluginHostContext, type PluginHost } from './plugin-host';
import type { SlotContribution } from './plugin';

const chatOverlay: SlotContribution = { id: 'chat.chat', component: async () => ({ default: () => null }) };

function host(flags: Record<string, boolean>, overlays: SlotContribution[]): PluginHost {
  return {
    access: { wrapAccess: true, cashAccess: true },
    brand: { key: 'mgl', loginBadge: 'mgl', childBadge: 'mgl' },
    flag: (key) => flags[key] ?? false,
    settings: () => undefined,
    slot: (name) => (name === 'overlays' ? overlays : []),
    accountTab: () => undefined,
    accountActions: () => [],
    navLinkUrl: () => null,
    setFaviconDot: () => undefined,
    logout: () => undefined,
    reportError: () => undefined,
  };
}

const button = (value: PluginHost | null) =>
  render(
    <PluginHostContext.Provider value={value}>
      <ChatButton context="manage_payments" referenceId="PAY1" label="Chat with us about this payment" />
    </PluginHostContext.Provider>,
  );

describe('ChatButton', () => {
  const seen: OpenChatDetail[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent<OpenChatDetail>).detail);
  window.addEventListener(OPEN_CHAT_EVENT, listener);
  afterEach(() => void seen.splice(0));

  it('opens the chat with its context when the chat plugin is on and flag liveChat.enabled', async () => {
    button(host({ 'liveChat.enabled': true }, [chatOverlay]));
    await userEvent.click(screen.getByRole('button', { name: 'Chat with us about this payment' }));
    expect(seen).toEqual([{ context: 'manage_payments', referenceId: 'PAY1' }]);
  });

  it('is absent with the flag off, without the chat plugin, or outside the shell', () => {
    const off = button(host({ 'liveChat.enabled': false }, [chatOverlay]));
    const noPlugin = button(host({ 'liveChat.enabled': true }, [{ ...chatOverlay, id: 'other.chat' }]));
    const outside = button(null);
    for (const view of [off, noPlugin, outside]) expect(view.container.innerHTML).toBe('');
  });
});

describe('openChat before the chat overlay has loaded', () => {
  it('keeps the request for the overlay to take once, and keeps nothing an overlay acknowledged', async () => {
    const { openChat, takePendingChatRequest } = await import('./chat-entry');
    openChat({ context: 'request_centre', referenceId: 'C-1' });
    expect(takePendingChatRequest()).toEqual({ context: 'request_centre', referenceId: 'C-1' });
    expect(takePendingChatRequest()).toBeNull();

    const acknowledge = (event: Event) => event.preventDefault();
    window.addEventListener(OPEN_CHAT_EVENT, acknowledge);
    openChat({ context: 'manage_payments', referenceId: 'PAY2' });
    window.removeEventListener(OPEN_CHAT_EVENT, acknowledge);
    expect(takePendingChatRequest()).toBeNull();
  });
});
