// A titled part of the dropdown (Recent accounts, Popular searches, Accounts...), with an optional link
// or control on the right of its heading.
import { useId, type ReactNode } from 'react';
import styles from './dropdown.module.css';

export function Section({ title, aside, children }: { title: string; aside?: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** The options of a section; the combobox moves through every listbox's options in page order. */
export function OptionList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.options} role="listbox" aria-label={label}>
      {children}
    </ul>
  );
}
