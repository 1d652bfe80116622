// A payment's or a signatory's state as a pill: the words from the catalogue, the tone from the code.
import type { Tone } from '../../lib/manage-payments';
import styles from './payments-ui.module.css';

export function StatusPill({ label, tone }: { label: string; tone: Tone }) {
  return (
    <span className={`${styles.pill} ${styles[`pill${tone}`]}`} data-tone={tone}>
      {label}
    </span>
  );
}
