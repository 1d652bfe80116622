// 001 §9: the browser notification 'You've received a new chat message', shown only while the page is hidden
// and the user has allowed notifications; permission is asked on a user action (starting a chat), once.
import { t } from '@kit/copy';

export interface NotifyEnvironment {
  hidden: boolean;
  Notification?: { permission: string; requestPermission(): Promise<string>; new (title: string): unknown };
}

const browser = (): NotifyEnvironment => ({
  hidden: typeof document !== 'undefined' && document.hidden,
  Notification: typeof Notification === 'undefined' ? undefined : (Notification as unknown as NotifyEnvironment['Notification']),
});

/** Shows the notification when the page is hidden and permission is granted; says whether it did. */
export function notifyNewMessage(env: NotifyEnvironment = browser()): boolean {
  const N = env.Notification;
  if (!env.hidden || !N || N.permission !== 'granted') return false;
  try {
    new N(t('chat.newMessageNotification'));
    return true;
  } catch {
    // Some browsers notify only through a service worker; the chat itself is unaffected.
    return false;
  }
}

/** Asks once: only while the browser has no answer yet. */
export function askNotificationPermission(env: NotifyEnvironment = browser()): void {
  const N = env.Notification;
  if (!N || N.permission !== 'default') return;
  void N.requestPermission().catch(() => undefined);
}
