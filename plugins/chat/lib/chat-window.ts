// The chat window's screens (001 §2.7) as a state machine: the live/Q choice ('menu'), the pre-chat wizard, the
// waiting screen while a live chat is queued, the active chat, the end-chat confirmation and the survey (only
// with flag liveChat.feedback). Minimising hides the window and keeps the conversation; ending it (by the adviser
// after the confirmation, or by the support person) goes to the survey or closes the window.

export type ChatKindValue = 'LIVE' | 'ASYNC';
export type ChatStatusValue = 'BOT' | 'QUEUED' | 'ACTIVE' | 'ENDED';
export type ContextName = 'request_centre' | 'manage_payments';

export interface ChatContextValue {
  name: ContextName;
  referenceId: string | null;
}

export interface ConversationSummary {
  id: string;
  kind: ChatKindValue;
  status: ChatStatusValue;
  agentName: string | null;
}

export type Screen = 'menu' | 'prechat' | 'waiting' | 'active' | 'confirmEnd' | 'survey';

export interface WindowState {
  open: boolean;
  screen: Screen;
  conversation: ConversationSummary | null;
  /** Where the chat was opened from (a case or a payment); sent with a live chat's start. */
  context: ChatContextValue | null;
  /**
   * A context asked for while another conversation was in progress (issue 30: 'Chat with us about this payment'
   * with Q's conversation open): the window offers to end that one and start a chat about this instead.
   */
  offer?: ChatContextValue | null;
}

export type WindowAction =
  | { type: 'open'; context?: ChatContextValue | null }
  | { type: 'minimise' }
  /** The adviser keeps the conversation in progress rather than start one about the offered context. */
  | { type: 'keepCurrent' }
  | { type: 'chooseLive' }
  | { type: 'backToMenu' }
  | { type: 'started'; conversation: ConversationSummary }
  /** A conversation found on load (Q's, or a live chat of this tab): the window stays as it is. */
  | { type: 'resumed'; conversation: ConversationSummary }
  | { type: 'status'; status: ChatStatusValue; agentName?: string | null }
  | { type: 'askEnd' }
  | { type: 'cancelEnd' }
  | { type: 'ended'; feedback: boolean }
  | { type: 'surveyDone' };

export const WINDOW_START: WindowState = { open: false, screen: 'menu', conversation: null, context: null };

/** The screen a conversation in progress shows: a queued live chat waits; everything else talks. */
export function screenFor(conversation: ConversationSummary): Screen {
  return conversation.kind === 'LIVE' && conversation.status === 'QUEUED' ? 'waiting' : 'active';
}

export function windowReducer(state: WindowState, action: WindowAction): WindowState {
  switch (action.type) {
    case 'open':
      // A context only applies to a chat not yet started; an open conversation keeps its own, and the window
      // offers to start a new one about the context (the offer is taken when that conversation ends).
      if (state.conversation) return action.context ? { ...state, open: true, offer: action.context } : { ...state, open: true };
      if (state.screen === 'survey') return { ...state, open: true };
      return { ...state, open: true, screen: action.context ? 'menu' : state.screen, context: action.context ?? state.context };
    case 'minimise':
      return { ...state, open: false };
    case 'keepCurrent':
      return { ...state, offer: null };
    case 'chooseLive':
      return state.conversation ? state : { ...state, screen: 'prechat' };
    case 'backToMenu':
      return state.conversation ? state : { ...state, screen: 'menu' };
    case 'started':
      if (action.conversation.status === 'ENDED') return state;
      return { ...state, open: true, conversation: action.conversation, screen: screenFor(action.conversation) };
    case 'resumed':
      if (state.conversation || action.conversation.status === 'ENDED') return state;
      return { ...state, conversation: action.conversation, screen: screenFor(action.conversation) };
    case 'status': {
      if (!state.conversation) return state;
      const conversation = { ...state.conversation, status: action.status, agentName: action.agentName ?? state.conversation.agentName };
      if (action.status === 'ENDED') return state;
      return { ...state, conversation, screen: state.screen === 'confirmEnd' ? 'confirmEnd' : screenFor(conversation) };
    }
    case 'askEnd':
      return state.conversation ? { ...state, screen: 'confirmEnd' } : state;
    case 'cancelEnd':
      return state.conversation ? { ...state, screen: screenFor(state.conversation) } : state;
    case 'ended':
      // Ended to start a chat about the offered context: straight to the choice, with that context.
      if (state.offer) return { open: true, screen: 'menu', conversation: null, context: state.offer, offer: null };
      return action.feedback
        ? { open: true, screen: 'survey', conversation: null, context: null }
        : { open: false, screen: 'menu', conversation: null, context: null };
    case 'surveyDone':
      return { ...WINDOW_START };
  }
}

/** 000 §9: the chat window's stacking, raised by 1800 while co-browsing (CSS clamps at the 32-bit maximum). */
export const CHAT_Z_INDEX = 2147483547;
export const COBROWSE_RAISE = 1800;
export const MAX_Z_INDEX = 2147483647;

export function chatZIndex(cobrowsing: boolean): number {
  return Math.min(CHAT_Z_INDEX + (cobrowsing ? COBROWSE_RAISE : 0), MAX_Z_INDEX);
}

/** A live chat in progress in this tab, so a reload finds it again (and loads the chat at once). */
export const LIVE_CHAT_STORAGE_KEY = 'ao.chat.live';
