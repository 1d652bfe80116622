// The chat's data and behaviour: availability polled every 5000 ms while the window is open (001 §4; skipped
// while the page is hidden); the open conversation (Q's from the gateway, a live one of this tab from session
// storage); its messages live over the chatEvents subscription, with a catch-up read (the messages after the
// newest one known) whenever the subscription (re)starts, the page comes back into view or the browser comes
// back online, and every 15 s as a safety net for an event sent before the subscription was up; and the
// inactive-chat-transcript preference behind the 'Chat with us' transcript prompt.
import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import {
  CHAT_AVAILABILITY, CHAT_CONVERSATION, CHAT_EVENTS, CHAT_RESUME, END_CHAT, INACTIVE_TRANSCRIPT_KEY, REQUEST_HUMAN,
  SEND_CHAT_MESSAGE, SET_CHAT_PREFERENCE, START_CHAT,
} from '../api/chat';
import { LIVE_CHAT_STORAGE_KEY, WINDOW_START, windowReducer, type ChatContextValue, type ChatKindValue, type ConversationSummary } from '../lib/chat-window';
import { fromOtherSide, lastMessageId, mergeMessages, type ChatMessageView } from '../lib/messages';
import { askNotificationPermission, notifyNewMessage } from '../lib/notify';

/** The availability poll (001 §4, §9). */
export const AVAILABILITY_POLL_MS = 5000;
/** A safety net under the subscription: the catch-up read runs this often while a conversation is open. */
export const CATCH_UP_MS = 15_000;
export { LIVE_CHAT_STORAGE_KEY };
/** Where the survey's answer is kept (no feedback service exists: decision documented in README.md). */
export const FEEDBACK_PREFERENCE_KEY = 'chat-feedback';

type Failure = 'start' | 'send' | 'end' | 'load' | 'transcript' | null;

const summary = (c: { id: string; kind: string; status: string; agentName?: string | null }): ConversationSummary => ({
  id: c.id, kind: c.kind as ConversationSummary['kind'], status: c.status as ConversationSummary['status'], agentName: c.agentName ?? null,
});

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function errorMessage(error: unknown): string | null {
  const e = error as { errors?: Array<{ message?: string; extensions?: { code?: string } }> } | null;
  const first = e?.errors?.[0];
  // The gateway's FORBIDDEN answers carry catalogue copy (chat.outOfHours, chat.unavailable, chat.disabled).
  return first?.extensions?.code === 'FORBIDDEN' && first.message ? first.message : null;
}

export function useChat({ feedback }: { feedback: boolean }) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(windowReducer, WINDOW_START);
  const [messages, setMessages] = useState<ChatMessageView[]>([]);
  const [failure, setFailure] = useState<Failure>(null);
  const [failureText, setFailureText] = useState<string | null>(null);
  const [transcriptId, setTranscriptId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The conversation whose messages have been read (a resumed one shows 'Loading chat…' until then). */
  const [loadedFor, setLoadedFor] = useState<string | null>(null);
  const messagesRef = useRef(messages);
  const endedRef = useRef<string | null>(null);
  const lastEndedRef = useRef<string | null>(null);
  const conversationId = state.conversation?.id ?? null;
  const conversationRef = useRef(conversationId);

  useEffect(() => {
    messagesRef.current = messages;
  }, [messages]);
  useEffect(() => {
    conversationRef.current = conversationId;
  }, [conversationId]);

  // Polled while the window is open (the launcher itself shows no availability); read afresh on each opening.
  const availability = useQuery(CHAT_AVAILABILITY, {
    skip: !state.open,
    pollInterval: AVAILABILITY_POLL_MS,
    skipPollAttempt: () => typeof document !== 'undefined' && document.hidden,
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
    notifyOnNetworkStatusChange: false,
  });
  const [startChat] = useMutation(START_CHAT);
  const [sendMessage] = useMutation(SEND_CHAT_MESSAGE);
  const [endChat] = useMutation(END_CHAT);
  const [requestHuman] = useMutation(REQUEST_HUMAN);
  const [setPreference] = useMutation(SET_CHAT_PREFERENCE);

  const fail = useCallback((which: Failure, text: string | null = null) => {
    setFailure(which);
    setFailureText(text);
  }, []);

  /** The chat ended (by the adviser or the support person): the transcript prompt, then the survey or close. */
  const onEnded = useCallback(
    (id: string) => {
      if (endedRef.current === id) return;
      endedRef.current = id;
      lastEndedRef.current = id;
      storage()?.removeItem(LIVE_CHAT_STORAGE_KEY);
      setTranscriptId(id);
      void setPreference({ variables: { key: INACTIVE_TRANSCRIPT_KEY, value: id } }).catch(() => undefined);
      setMessages([]);
      fail(null);
      dispatch({ type: 'ended', feedback });
    },
    [fail, feedback, setPreference],
  );

  /** Reads the messages after the newest one known (all of them for a new conversation) and the status. */
  const catchUp = useCallback(
    async (id: string) => {
      try {
        const after = lastMessageId(messagesRef.current);
        const res = await client.query({ query: CHAT_CONVERSATION, variables: { id, after }, fetchPolicy: 'network-only' });
        const conversation = res.data?.chatConversation;
        if (!conversation || conversationRef.current !== id) return;
        setMessages((current) => mergeMessages(current, conversation.messages));
        setFailure((f) => (f === 'load' ? null : f));
        setLoadedFor(id);
        if (conversation.status === 'ENDED') onEnded(id);
        else dispatch({ type: 'status', status: conversation.status, agentName: conversation.agentName });
      } catch {
        if (conversationRef.current === id && messagesRef.current.length === 0) fail('load');
      }
    },
    [client, fail, onEnded],
  );

  // On load: Q's open conversation, a live chat of this tab, and a transcript the adviser has not answered.
  useEffect(() => {
    let gone = false;
    const resumeLive = async () => {
      const live = storage()?.getItem(LIVE_CHAT_STORAGE_KEY);
      if (!live) return;
      try {
        const res = await client.query({ query: CHAT_CONVERSATION, variables: { id: live, after: null }, fetchPolicy: 'network-only' });
        const conversation = res.data?.chatConversation;
        if (!conversation || conversation.status === 'ENDED') storage()?.removeItem(LIVE_CHAT_STORAGE_KEY);
        else if (!gone) dispatch({ type: 'resumed', conversation: summary(conversation) });
      } catch {
        storage()?.removeItem(LIVE_CHAT_STORAGE_KEY);
      }
    };
    void client
      .query({ query: CHAT_RESUME, fetchPolicy: 'network-only', errorPolicy: 'all' })
      .then(async (res) => {
        if (gone || !res.data) return;
        const stored = res.data.viewer.preferences?.find((p) => p.key === INACTIVE_TRANSCRIPT_KEY)?.value;
        if (typeof stored === 'string' && stored) setTranscriptId((current) => current ?? stored);
        if (res.data.myAsyncConversation) dispatch({ type: 'resumed', conversation: summary(res.data.myAsyncConversation) });
        else await resumeLive();
      })
      .catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [client]);

  // Live: every message and state change of the open conversation.
  const subscription = useSubscription(CHAT_EVENTS, {
    variables: { conversationId: conversationId ?? '' },
    skip: !conversationId,
    onData: ({ data }) => {
      const event = data.data?.chatEvents;
      if (!event || event.conversationId !== conversationRef.current) return;
      if (event.message) {
        const message = event.message;
        setMessages((current) => mergeMessages(current, [message]));
        if (fromOtherSide(message)) notifyNewMessage();
      }
      if (event.status === 'ENDED') onEnded(event.conversationId);
      else if (event.status) dispatch({ type: 'status', status: event.status, agentName: event.agentName });
    },
  });

  // Catch up when the subscription (re)starts for a conversation, and when it fails: restart it after a pause.
  useEffect(() => {
    if (conversationId) void catchUp(conversationId);
  }, [conversationId, catchUp]);
  const { restart } = subscription;
  const subscriptionError = subscription.error;
  useEffect(() => {
    if (!subscriptionError || !conversationId) return;
    const timer = window.setTimeout(() => {
      restart();
      void catchUp(conversationId);
    }, 2000);
    return () => window.clearTimeout(timer);
  }, [subscriptionError, conversationId, restart, catchUp]);
  useEffect(() => {
    if (!conversationId) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) void catchUp(conversationId);
    }, CATCH_UP_MS);
    return () => window.clearInterval(timer);
  }, [conversationId, catchUp]);
  useEffect(() => {
    if (!conversationId) return;
    const again = () => {
      if (!document.hidden) void catchUp(conversationId);
    };
    window.addEventListener('online', again);
    document.addEventListener('visibilitychange', again);
    return () => {
      window.removeEventListener('online', again);
      document.removeEventListener('visibilitychange', again);
    };
  }, [conversationId, catchUp]);

  const start = useCallback(
    async (kind: ChatKindValue, topic?: { topic: string | null; subOption: string | null }) => {
      askNotificationPermission();
      setBusy(true);
      fail(null);
      try {
        const res = await startChat({
          variables: {
            kind,
            topic: topic?.topic ?? null,
            subOption: topic?.subOption ?? null,
            context: kind === 'LIVE' && state.context ? { name: state.context.name, referenceId: state.context.referenceId } : null,
          },
        });
        const conversation = res.data?.startChat;
        if (!conversation) throw new Error('no conversation');
        endedRef.current = null;
        setMessages(mergeMessages([], conversation.messages));
        setLoadedFor(conversation.id);
        if (kind === 'LIVE') storage()?.setItem(LIVE_CHAT_STORAGE_KEY, conversation.id);
        dispatch({ type: 'started', conversation: summary(conversation) });
        return true;
      } catch (error) {
        fail('start', errorMessage(error));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [fail, startChat, state.context],
  );

  const send = useCallback(
    async (text: string) => {
      const id = conversationRef.current;
      if (!id) return false;
      fail(null);
      try {
        const res = await sendMessage({ variables: { conversationId: id, text } });
        const payload = res.data?.sendChatMessage;
        if (!payload) throw new Error('not sent');
        setMessages((current) => mergeMessages(current, payload.messages));
        dispatch({ type: 'status', status: payload.conversation.status, agentName: payload.conversation.agentName });
        return true;
      } catch {
        fail('send');
        void catchUp(id);
        return false;
      }
    },
    [catchUp, fail, sendMessage],
  );

  /** An action on the window's conversation, the window busy meanwhile; when it throws, `failure` is said. */
  const onConversation = useCallback(
    async (failure: Failure, run: (id: string) => Promise<void>) => {
      const id = conversationRef.current;
      if (!id) return;
      setBusy(true);
      fail(null);
      try {
        await run(id);
      } catch {
        fail(failure);
      } finally {
        setBusy(false);
      }
    },
    [fail],
  );

  const end = useCallback(
    () =>
      onConversation('end', async (id) => {
        const res = await endChat({ variables: { conversationId: id } });
        if (res.data?.endChat.status !== 'ENDED') throw new Error('not ended');
        onEnded(id);
      }),
    [endChat, onConversation, onEnded],
  );

  const askForPerson = useCallback(
    () =>
      onConversation('send', async (id) => {
        const res = await requestHuman({ variables: { conversationId: id } });
        const payload = res.data?.requestHuman;
        if (!payload) throw new Error('no answer');
        setMessages((current) => mergeMessages(current, payload.messages));
        dispatch({ type: 'status', status: payload.conversation.status, agentName: payload.conversation.agentName });
      }),
    [onConversation, requestHuman],
  );

  /** The survey's answer (positive or negative, or skipped), kept with the conversation it is about. */
  const answerSurvey = useCallback(
    (rating: 'positive' | 'negative' | null) => {
      const id = lastEndedRef.current;
      if (rating && id) {
        void setPreference({ variables: { key: FEEDBACK_PREFERENCE_KEY, value: { conversationId: id, rating, at: new Date().toISOString() } } }).catch(() => undefined);
      }
      dispatch({ type: 'surveyDone' });
    },
    [setPreference],
  );

  /** 001 §4 Chat transcript: the stored id is removed first, then the PDF is built (jspdf loads only now). */
  const downloadTranscript = useCallback(async () => {
    const id = transcriptId;
    if (!id) return;
    setBusy(true);
    fail(null);
    try {
      await setPreference({ variables: { key: INACTIVE_TRANSCRIPT_KEY, value: null } });
      let all: ChatMessageView[] = [];
      for (;;) {
        const res = await client.query({ query: CHAT_CONVERSATION, variables: { id, after: lastMessageId(all) }, fetchPolicy: 'network-only' });
        const page = res.data?.chatConversation.messages ?? [];
        all = mergeMessages(all, page);
        if (page.length < 500) break;
      }
      const { downloadTranscript: save } = await import('../transcript/transcript-pdf');
      await save(all.map((m) => ({ source: m.source, type: m.type, text: m.text, timestamp: m.timestamp, agentName: m.agentName ?? null, entryType: m.entryType ?? null })));
      setTranscriptId(null);
    } catch {
      fail('transcript');
    } finally {
      setBusy(false);
    }
  }, [client, fail, setPreference, transcriptId]);

  const dismissTranscript = useCallback(() => {
    setTranscriptId(null);
    void setPreference({ variables: { key: INACTIVE_TRANSCRIPT_KEY, value: null } }).catch(() => undefined);
  }, [setPreference]);

  const open = useCallback((context?: ChatContextValue | null) => dispatch({ type: 'open', context }), []);

  return {
    state,
    dispatch,
    open,
    messages,
    messagesLoading: Boolean(conversationId) && loadedFor !== conversationId && failure !== 'load',
    availability: availability.data?.chatAvailability ?? null,
    availabilityFailed: Boolean(availability.error && !availability.data),
    failure,
    failureText,
    busy,
    transcriptId,
    start,
    send,
    end,
    askForPerson,
    answerSurvey,
    downloadTranscript,
    dismissTranscript,
    retryLoad: () => conversationId && void catchUp(conversationId),
  };
}

export type ChatController = ReturnType<typeof useChat>;
