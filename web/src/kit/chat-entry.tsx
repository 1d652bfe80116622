// Opening the chat from any plugin, with the context a support person needs (001 §3 Chat configuration:
// request_centre or manage_payments, with the case or payment as the reference), without importing the chat
// plugin: the kit dispatches a window event the chat plugin's overlay listens for (plugins/chat/README.md).
import { Button } from './button';
import { useContext } from 'react';
import { PluginHostContext } from './plugin-host';
import { registerModuleReset } from './module-state';

export const OPEN_CHAT_EVENT = 'ao:open-chat';

export type ChatContextName = 'request_centre' | 'manage_payments';

export interface OpenChatDetail {
  context?: ChatContextName;
  /** The case or payment id; at most 100 characters. */
  referenceId?: string;
}

let pending: OpenChatDetail | null = null;
registerModuleReset(() => (pending = null));

/**
 * Opens the chat window; a live chat started from it carries the context. The chat's overlay acknowledges the
 * event (preventDefault); one sent before the overlay has loaded (a click right after the page opened) waits here
 * until the overlay takes it.
 */
export function openChat(detail: OpenChatDetail = {}): void {
  const heard = !window.dispatchEvent(new CustomEvent<OpenChatDetail>(OPEN_CHAT_EVENT, { detail, cancelable: true }));
  pending = heard ? null : detail;
}

/** For the chat's overlay as it mounts: the request no overlay heard yet, once. */
export function takePendingChatRequest(): OpenChatDetail | null {
  const request = pending;
  pending = null;
  return request;
}

/** Whether the chat can be opened here: the chat plugin is on (its overlay, id plugin.contribution, is contributed) and flag liveChat.enabled. */
export function useChatAvailable(): boolean {
  // Outside the signed-in shell (no host) there is no chat to open.
  const host = useContext(PluginHostContext);
  return !!host && host.flag('liveChat.enabled') && host.slot('overlays').some((contribution) => contribution.id === 'chat.chat');
}

interface ChatButtonProps extends Required<OpenChatDetail> {
  label: string;
}

/** A secondary button that opens the chat with a context; nothing where the chat cannot be opened. */
export function ChatButton({ context, referenceId, label }: ChatButtonProps) {
  const available = useChatAvailable();
  if (!available) return null;
  return (
    <Button variant="secondary" onClick={() => openChat({ context, referenceId })}>
      {label}
    </Button>
  );
}
