// The kit's list of choices found by a search (issue 30, one primitive per widget): a named list with one button a
// choice, its title over a muted detail line (the account pickers of the fee calculator and the request centre).
import type { ReactNode } from 'react';
import { layout } from '../layout';
import styles from './pick-list.module.css';

export interface PickOption {
  key: string;
  title: string;
  /** The muted line under the title. */
  detail?: ReactNode;
  /** The button's accessible name, when the title and detail are not enough. */
  label?: string;
  onChoose(): void;
}

export interface PickListProps {
  /** The list's accessible name, already from copy. */
  label: string;
  options: readonly PickOption[];
  /** Every choice disabled (a choice already on its way). */
  disabled?: boolean;
}

/** The choices as a list of buttons; nothing while there are none. */
export function PickList({ label, options, disabled }: PickListProps) {
  if (options.length === 0) return null;
  return (
    <ul className={styles.options} aria-label={label}>
      {options.map((o) => (
        <li key={o.key}>
          <button type="button" className={styles.option} disabled={disabled} aria-label={o.label} onClick={o.onChoose}>
            <span className={styles.title}>{o.title}</span>
            {o.detail != null && <span className={`${layout.muted} ${layout.small}`}>{o.detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}
