// The chat launcher, fixed bottom right in the chat's layer: drawn by chat-overlay.tsx while the chat's code loads
// and by chat-root.tsx after, so the button looks and sits the same throughout.
import type { Ref } from 'react';
import { t } from '@kit/copy';
import styles from './chat.module.css';

export function ChatLauncher({ ref, expanded, onClick }: { ref?: Ref<HTMLButtonElement>; expanded: boolean; onClick(): void }) {
  return (
    <button ref={ref} type="button" className={styles.launcher} aria-expanded={expanded} onClick={onClick}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
        <path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm2 4v2h12V8H6Zm0 4v2h8v-2H6Z" />
      </svg>
      <span>{t('chat.launcher')}</span>
    </button>
  );
}
