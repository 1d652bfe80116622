// The chat overlay in the signed-in shell (hidden with liveChat.enabled off). This overlay, the launcher, comes
// once the page has painted and the browser is idle (its manifest's load: 'idle', off the first paint); the chat
// itself (chat-root.tsx: window, wizard, subscription, transcript prompt) loads after it, or at once when the adviser
// presses the launcher, another plugin asks to open the chat (the kit keeps that request until the chat takes it),
// the address carries ?chat=, or a live chat of this tab is in progress.
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { ABOVE_MODALS_ATTRIBUTE } from '@kit/above-modals';
import { openChat } from '@kit/chat-entry';
import { cobrowseActiveAtom } from '@kit/cobrowse';
import { usePluginHost } from '@kit/plugin-host';
import { useLoadGate } from '@kit/plugin-load';
import { chatZIndex, LIVE_CHAT_STORAGE_KEY } from '../lib/chat-window';
import { CHAT_PARAM, OPEN_CHAT_EVENT } from '../lib/open-chat';
import { ChatLauncher } from './launcher';
import styles from './chat.module.css';

// One import shared by the loader below and React.lazy (a failed one is dropped, so the next attempt fetches again).
let root: Promise<typeof import('./chat-root')> | undefined;
const loadRoot = () =>
  (root ??= import('./chat-root').catch((error: unknown) => {
    root = undefined;
    throw error;
  }));
const ChatRoot = lazy(loadRoot);

function wantedAtOnce(): boolean {
  if (new URLSearchParams(window.location.search).has(CHAT_PARAM)) return true;
  try {
    return window.sessionStorage.getItem(LIVE_CHAT_STORAGE_KEY) !== null;
  } catch {
    return false;
  }
}

export default function ChatOverlay() {
  const host = usePluginHost();
  if (!host.flag('liveChat.enabled')) return null;
  return <ChatLoader />;
}

function ChatLoader() {
  const cobrowsing = useAtomValue(cobrowseActiveAtom);
  const idle = useLoadGate('idle');
  const [asked, setAsked] = useState(wantedAtOnce);
  const launcherRef = useRef<HTMLButtonElement>(null);
  /** Whether the keyboard was on this launcher when the chat's code arrived (and no opening was asked for). */
  const keepFocus = useRef(false);
  const pressed = useRef(false);

  // Another plugin's openChat(): the event goes unheard here (no preventDefault), so the kit keeps the request
  // for the chat to take as it mounts; this only starts the loading.
  useEffect(() => {
    const onOpen = () => setAsked(true);
    window.addEventListener(OPEN_CHAT_EVENT, onOpen);
    return () => window.removeEventListener(OPEN_CHAT_EVENT, onOpen);
  }, []);

  const loading = idle || asked;
  useEffect(() => {
    if (!loading) return;
    void loadRoot().then(
      () => (keepFocus.current = !pressed.current && document.activeElement === launcherRef.current && launcherRef.current !== null),
      () => undefined, // the shell's boundary reports a failed load when ChatRoot renders
    );
  }, [loading]);
  const focusLauncher = useCallback(() => keepFocus.current, []);

  const launcher = (
    <div className={styles.layer} style={{ zIndex: chatZIndex(cobrowsing) }} {...{ [ABOVE_MODALS_ATTRIBUTE]: '' }}>
      <ChatLauncher
        ref={launcherRef}
        expanded={false}
        onClick={() => {
          pressed.current = true;
          openChat();
        }}
      />
    </div>
  );
  if (!loading) return launcher;
  return (
    <Suspense fallback={launcher}>
      <ChatRoot focusLauncher={focusLauncher} />
    </Suspense>
  );
}
