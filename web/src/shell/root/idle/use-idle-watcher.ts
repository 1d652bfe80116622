// Runs the idle timer while the signed-in frame is mounted, fed by the user's activity, and logs out
// with reason timed_out when the countdown runs out.
import { useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { logoutAtom } from '../../../session';
import { debounce } from './debounce';
import { createIdleTimer, type IdlePhase, type IdleTimer } from './idle-timer';
import type { IdleSettings } from './idle-settings';

/** The activity of 000 §9: mouse move, resize, key and touch. */
export const ACTIVITY_EVENTS = ['mousemove', 'resize', 'keydown', 'touchstart'] as const;
export const ACTIVITY_DEBOUNCE_MS = 1000;

export function useIdleWatcher({ idleMs, countdownMs }: IdleSettings) {
  const logout = useSetAtom(logoutAtom);
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'stopped' });
  const timerRef = useRef<IdleTimer | null>(null);

  useEffect(() => {
    const timer = createIdleTimer({ idleMs, countdownMs, onChange: setPhase });
    timerRef.current = timer;
    const onActivity = debounce(() => timer.activity(), ACTIVITY_DEBOUNCE_MS);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    timer.start();
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      onActivity.cancel();
      timer.stop();
      timerRef.current = null;
    };
  }, [idleMs, countdownMs]);

  useEffect(() => {
    if (phase.kind === 'expired') void logout('timed_out');
  }, [phase.kind, logout]);

  const stay = useCallback(() => timerRef.current?.stay(), []);
  const logoutNow = useCallback(() => {
    timerRef.current?.stop();
    void logout('timed_out');
  }, [logout]);

  return { phase, stay, logoutNow };
}
