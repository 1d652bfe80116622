// The chat once its code has loaded (chat-overlay.tsx loads it on idle or on the launcher's first press): the
// launcher (spec option "button expanded"), the chat window and the transcript prompt, stacked at 000 §9's chat
// layer (raised while co-browsing).
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef } from 'react';
import { ABOVE_MODALS_ATTRIBUTE } from '@kit/above-modals';
import { cobrowseActiveAtom } from '@kit/cobrowse';
import { takePendingChatRequest } from '@kit/chat-entry';
import { usePluginHost } from '@kit/plugin-host';
import { useChat } from '../hooks/use-chat';
import { chatZIndex } from '../lib/chat-window';
import { OPEN_CHAT_EVENT, openRequestFromEvent, openRequestFromSearch, searchWithoutChat } from '../lib/open-chat';
import { ChatWindow } from './chat-window';
import { ChatLauncher } from './launcher';
import { TranscriptPrompt } from './transcript-prompt';
import styles from './chat.module.css';

export default function ChatRoot({ focusLauncher }: { focusLauncher?: () => boolean }) {
  const host = usePluginHost();
  const chat = useChat({ feedback: host.flag('liveChat.feedback') });
  const cobrowsing = useAtomValue(cobrowseActiveAtom);
  const launcherRef = useRef<HTMLButtonElement>(null);
  const { open, state, dispatch } = chat;

  // This launcher replaces the one drawn while the code loaded: keep the keyboard where it was.
  useEffect(() => {
    if (focusLauncher?.()) launcherRef.current?.focus();
  }, [focusLauncher]);

  // Opened from elsewhere: URL parameters (?chat=request_centre&ref=...) once, or the window event any time.
  useEffect(() => {
    const request = openRequestFromSearch(window.location.search);
    if (request) {
      open(request.context);
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchWithoutChat(window.location.search)}${window.location.hash}`);
    }
    // A request sent before this overlay loaded waits in the kit.
    const waiting = takePendingChatRequest();
    if (waiting) open(openRequestFromEvent(waiting).context);
    const onOpen = (event: Event) => {
      event.preventDefault();
      open(openRequestFromEvent((event as CustomEvent).detail).context);
    };
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, [open]);

  const minimise = useCallback(() => {
    dispatch({ type: 'minimise' });
    launcherRef.current?.focus();
  }, [dispatch]);

  const showPrompt = Boolean(chat.transcriptId) && !state.open;

  // When the window or the prompt goes away by itself (a chat ended, the survey answered, the prompt answered),
  // focus would fall to the page: it goes to the prompt if one is showing, else to the launcher. Never on load.
  const layerRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef({ open: state.open, prompt: showPrompt });
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = { open: state.open, prompt: showPrompt };
    const closed = (before.open && !state.open) || (before.prompt && !showPrompt);
    const active = document.activeElement;
    if (!closed || (active && active !== document.body && document.contains(active))) return;
    (layerRef.current?.querySelector<HTMLElement>('[data-chat-prompt] h2') ?? launcherRef.current)?.focus();
  }, [state.open, showPrompt]);

  return (
    <div ref={layerRef} className={styles.layer} style={{ zIndex: chatZIndex(cobrowsing) }} {...{ [ABOVE_MODALS_ATTRIBUTE]: '' }}>
      {showPrompt && (
        <TranscriptPrompt busy={chat.busy} failed={chat.failure === 'transcript'} onYes={() => void chat.downloadTranscript()} onNo={chat.dismissTranscript} />
      )}
      {state.open && <ChatWindow chat={chat} flag={host.flag} helpUrl={host.navLinkUrl('help-centre')} onMinimise={minimise} />}
      <ChatLauncher ref={launcherRef} expanded={state.open} onClick={() => (state.open ? minimise() : open())} />
    </div>
  );
}
