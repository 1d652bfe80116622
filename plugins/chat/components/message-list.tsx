// The conversation's messages, as text (never HTML): the adviser's on the right, the support person's and Q's on
// the left with their name, system lines centred. The routing entry is for the support person and not shown.
import { useEffect, useRef } from 'react';
import { t } from '@kit/copy';
import { visibleMessages, type ChatMessageView } from '../lib/messages';
import styles from './chat.module.css';

const time = new Intl.DateTimeFormat('en-AU', { hour: 'numeric', minute: '2-digit', timeZone: 'Australia/Sydney' });

function sender(message: ChatMessageView): string | null {
  if (message.source === 'user') return t('chat.message.you');
  if (message.source === 'chatbot') return message.agentName || t('chat.message.q');
  if (message.source === 'agent') return message.agentName || t('chat.message.supportTeam');
  return null;
}

export function MessageList({ messages, loading = false }: { messages: readonly ChatMessageView[]; loading?: boolean }) {
  const endRef = useRef<HTMLLIElement>(null);
  const shown = visibleMessages(messages);
  const last = shown.at(-1)?.id;

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [last]);

  return (
    <ol className={styles.messages} role="log" aria-live="polite" aria-label={t('chat.messages.label')}>
      {shown.length === 0 && (
        <li className={styles.system} role={loading ? 'status' : undefined}>
          {loading ? t('chat.loading') : t('chat.active.empty')}
        </li>
      )}
      {shown.map((message) => {
        const who = sender(message);
        const when = Number.isNaN(Date.parse(message.timestamp)) ? null : new Date(message.timestamp);
        if (!who) {
          return (
            <li key={message.id} className={styles.system} data-source={message.source}>
              {message.text}
            </li>
          );
        }
        return (
          <li key={message.id} className={message.source === 'user' ? styles.mine : styles.theirs} data-source={message.source}>
            <span className={styles.sender}>
              {who}
              {when && (
                <>
                  {' · '}
                  <time dateTime={message.timestamp}>{time.format(when)}</time>
                </>
              )}
            </span>
            <p className={styles.bubble}>{message.text}</p>
          </li>
        );
      })}
      <li ref={endRef} aria-hidden="true" className={styles.end} />
    </ol>
  );
}
