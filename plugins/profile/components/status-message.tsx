// The line under a profile form or table that says how the last action went: read out as it changes, in the
// error colour when it failed. Empty until there is something to say, so it is in place before it speaks.
import styles from './profile.module.css';

export type Message = { kind: 'status' | 'error'; text: string } | null;

export function StatusMessage({ message }: { message: Message }) {
  return (
    <p role="status" className={message?.kind === 'error' ? styles.error : styles.status}>
      {message?.text}
    </p>
  );
}
