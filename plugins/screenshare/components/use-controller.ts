// The one controller of the signed-in page, wired to the gateway (Apollo), the recorder (loaded when a viewer
// joins), the shell's logout and the co-browse atom. Created by the overlay; the bar reads the same instance.
import { useApolloClient } from '@apollo/client/react';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { onBeforeLogout } from '@kit/before-logout';
import { registerModuleReset } from '@kit/module-state';
import { setCobrowseActiveAtom } from '@kit/cobrowse';
import { usePluginHost } from '@kit/plugin-host';
import { END_SCREEN_SHARE, SCREEN_SHARE_EVENTS, SEND_SCREEN_SHARE_EVENTS, START_SCREEN_SHARE } from '../api/screenshare';
import { ScreenShareController, type Effects } from '../state/controller';
import { isCobrowseActive, screenShareStore, useScreenShare } from '../state/store';

let current: ScreenShareController | undefined;

/** The recorder's chunk (rrweb); the module loader fetches it once however often this is called. */
const loadRecorder = () => import('../recording/recorder');
/** The shell's logout (PluginHost.logout), as the latest render saw it. */
let signOut: () => void = () => undefined;
registerModuleReset(() => {
  current = undefined;
  signOut = () => undefined;
});

/** The controller the overlay made (the bar mounts inside the same shell). */
export const currentController = () => current;

export function useScreenShareController(): ScreenShareController {
  const client = useApolloClient();
  const host = usePluginHost();
  const setCobrowse = useSetAtom(setCobrowseActiveAtom);
  const state = useScreenShare();
  useEffect(() => {
    signOut = () => host.logout();
  }, [host]);

  const controller = useMemo(() => {
    const effects: Effects = {
      async startSession(product) {
        const { data } = await client.mutate({ mutation: START_SCREEN_SHARE, variables: { product } });
        const s = data?.startScreenShare;
        if (!s) throw new Error('startScreenShare answered nothing');
        return { sessionId: s.sessionId, pin: s.pin ?? null, assistNumber: s.assistNumber };
      },
      async endSession(sessionId, logout) {
        await client.mutate({ mutation: END_SCREEN_SHARE, variables: { sessionId, logout } });
      },
      listen(sessionId, onEvent, onError) {
        const subscription = client.subscribe({ query: SCREEN_SHARE_EVENTS, variables: { sessionId } }).subscribe({
          next(result) {
            const e = result.data?.screenShareEvents;
            if (e) onEvent({ sessionId: e.sessionId, status: e.status, control: e.control ?? null });
            else if (result.error) onError(result.error);
          },
          error: onError,
        });
        return () => subscription.unsubscribe();
      },
      prepareRecording() {
        void loadRecorder().catch(() => undefined);
      },
      async record(sessionId, onFailure) {
        const { startRecorder } = await loadRecorder();
        return startRecorder({
          async send(events) {
            await client.mutate({ mutation: SEND_SCREEN_SHARE_EVENTS, variables: { sessionId, events } });
          },
          onFailure,
        });
      },
      logout: () => signOut(),
    };
    return new ScreenShareController(effects, screenShareStore);
  }, [client]);

  useEffect(() => {
    current = controller;
    // A reload in the middle of a session: its stash comes back, and the session (its recording gone) ends.
    void controller.recover();
    const unhook = onBeforeLogout(() => controller.beforeLogout());
    const onHide = () => controller.dispose();
    window.addEventListener('pagehide', onHide);
    return () => {
      unhook();
      window.removeEventListener('pagehide', onHide);
      controller.dispose();
      if (current === controller) current = undefined;
    };
  }, [controller]);

  const active = isCobrowseActive(state);
  useEffect(() => {
    setCobrowse(active);
  }, [active, setCobrowse]);

  return controller;
}
