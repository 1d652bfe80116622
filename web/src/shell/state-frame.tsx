import type { ReactNode } from 'react';
import styles from './app-shell.module.css';

/** A bare main landmark for whole-page states shown before the shell can draw its header. */
export function StateFrame({ children }: { children: ReactNode }) {
  return <main className={styles.main}>{children}</main>;
}
