// Opening the chat from elsewhere without importing this plugin (README.md): the kit's openChat() / ChatButton
// (web/src/kit/chat-entry.tsx) dispatch a window event, { detail: { context: 'request_centre', referenceId: 'C-1' } },
// or URL search parameters ?chat=request_centre&ref=C-1 (?chat=open opens it with no context).
import type { ChatContextValue, ContextName } from './chat-window';

export { OPEN_CHAT_EVENT } from '@kit/chat-entry';
export const CHAT_PARAM = 'chat';
export const REFERENCE_PARAM = 'ref';
const CONTEXTS: readonly ContextName[] = ['request_centre', 'manage_payments'];
/** The gateway's limit on a reference id. */
const REFERENCE_MAX = 100;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

export interface OpenRequest {
  context: ChatContextValue | null;
}

function contextOf(name: unknown, reference: unknown): ChatContextValue | null {
  if (typeof name !== 'string' || !CONTEXTS.includes(name as ContextName)) return null;
  const ref = typeof reference === 'string' ? reference.trim() : '';
  const referenceId = ref && ref.length <= REFERENCE_MAX && !CONTROL.test(ref) ? ref : null;
  return { name: name as ContextName, referenceId };
}

/** From URL search parameters: null when there is no (valid) chat parameter. */
export function openRequestFromSearch(search: string): OpenRequest | null {
  const params = new URLSearchParams(search);
  const chat = params.get(CHAT_PARAM);
  if (chat === 'open') return { context: null };
  const context = contextOf(chat, params.get(REFERENCE_PARAM));
  return context ? { context } : null;
}

/** The search string without the chat's parameters (so a reload does not open the chat again). */
export function searchWithoutChat(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(CHAT_PARAM);
  params.delete(REFERENCE_PARAM);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** From the window event's detail: any detail opens the chat; a valid context travels with it. */
export function openRequestFromEvent(detail: unknown): OpenRequest {
  const d = (detail ?? {}) as { context?: unknown; referenceId?: unknown };
  return { context: contextOf(d.context, d.referenceId) };
}
