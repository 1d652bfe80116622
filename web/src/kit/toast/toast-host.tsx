// The stack of toasts at the top right; each is a polite status message with a close button.
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, type CSSProperties } from 'react';
import { t } from '../copy';
import { dismissToastAtom, expireToastsAtom, toastsAtom } from './toast-atoms';
import styles from './toast-host.module.css';
import { nextExpiry, TOAST_SPACING, TOAST_TOP_OFFSET } from './toast-queue';

const stackStyle = { '--ao-toast-top': `${TOAST_TOP_OFFSET}px`, '--ao-toast-gap': `${TOAST_SPACING}px` } as CSSProperties;

export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  const dismiss = useSetAtom(dismissToastAtom);
  const expire = useSetAtom(expireToastsAtom);

  useEffect(() => {
    const at = nextExpiry(toasts);
    if (at === null) return;
    const timer = window.setTimeout(() => expire(Date.now()), Math.max(0, at - Date.now()));
    return () => window.clearTimeout(timer);
  }, [toasts, expire]);

  // The live region stays mounted so screen readers announce toasts added to it.
  return (
    <div className={styles.stack} style={stackStyle} aria-live="polite">
      {toasts.map((toast) => (
        <div key={toast.id} className={`${styles.toast} ${styles[toast.tone]}`} role="status">
          <span className={styles.message}>{toast.message}</span>
          <button type="button" className={styles.close} aria-label={t('kit.toast.dismiss')} onClick={() => dismiss(toast.id)}>
            <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      ))}
    </div>
  );
}
