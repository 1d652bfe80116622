// 001 §2.7: the 'Chat with us' prompt, 464 px wide and fixed bottom right, offering the ended chat's transcript.
import { useId } from 'react';
import { Button } from '@kit/button';
import { t } from '@kit/copy';
import styles from './chat.module.css';

export interface TranscriptPromptProps {
  busy: boolean;
  failed: boolean;
  onYes(): void;
  onNo(): void;
}

export function TranscriptPrompt({ busy, failed, onYes, onNo }: TranscriptPromptProps) {
  const titleId = useId();
  return (
    <section className={styles.prompt} role="dialog" aria-modal="false" aria-labelledby={titleId} data-chat-prompt="">
      <h2 id={titleId} className={styles.title} tabIndex={-1}>
        {t('chat.chatWithUs')}
      </h2>
      <p>{t('chat.transcript.prompt')}</p>
      {failed && (
        <p role="alert" className={styles.error}>
          {t('chat.transcript.failed')}
        </p>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onNo} disabled={busy}>
          {t('chat.transcript.no')}
        </Button>
        <Button onClick={onYes} disabled={busy}>
          {t('chat.transcript.yes')}
        </Button>
      </div>
    </section>
  );
}
