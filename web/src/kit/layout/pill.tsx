// A status pill: a dot and a word in one of the kit's tones (layout.module.css), the gateway's pill styles.
import type { HTMLAttributes } from 'react';
import type { PillStyle } from '../gql/graphql';
import layout from './layout.module.css';

export type PillTone = PillStyle;

export function Pill({ tone, className, ...rest }: { tone: PillTone } & HTMLAttributes<HTMLSpanElement>) {
  return <span {...rest} className={[layout.pill, layout[`pill${tone}`], className].filter(Boolean).join(' ')} />;
}
