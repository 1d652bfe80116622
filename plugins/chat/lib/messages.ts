// Chat messages as the window keeps them: merged from the start, the live events and the catch-up reads, once
// each, in the service's order (message ids are increasing integers).
export interface ChatMessageView {
  id: string;
  source: string;
  type: string;
  text: string;
  timestamp: string;
  agentName?: string | null;
  entryType?: string | null;
}

const order = (a: ChatMessageView, b: ChatMessageView) => {
  const x = BigInt(a.id);
  const y = BigInt(b.id);
  return x < y ? -1 : x > y ? 1 : 0;
};

/** The messages with the incoming ones added (a known id is replaced), oldest first. */
export function mergeMessages(current: readonly ChatMessageView[], incoming: readonly ChatMessageView[]): ChatMessageView[] {
  if (incoming.length === 0) return current as ChatMessageView[];
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(order);
}

/** The newest message id, for messages(after:). */
export function lastMessageId(messages: readonly ChatMessageView[]): string | null {
  return messages.length ? messages[messages.length - 1].id : null;
}

/** What the window shows: the routing entry is for the support person, not the adviser. */
export function visibleMessages(messages: readonly ChatMessageView[]): ChatMessageView[] {
  return messages.filter((m) => m.entryType !== 'routing');
}

/** Whether a message came from the other side (a support person or Q), so it may notify. */
export function fromOtherSide(message: ChatMessageView): boolean {
  return message.source === 'agent' || message.source === 'chatbot';
}
