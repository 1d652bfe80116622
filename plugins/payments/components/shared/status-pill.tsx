// A payment's or a signatory's state as a pill: the words from the catalogue, the tone from the code.
import { Pill } from '@kit/layout';
import type { Tone } from '../../lib/manage-payments';

export function StatusPill({ label, tone }: { label: string; tone: Tone }) {
  return (
    <Pill tone={tone} data-tone={tone}>
      {label}
    </Pill>
  );
}
