// Label and value pairs in the kit's definition grid, leaving out a pair whose value is missing or empty.
import type { HTMLAttributes, ReactNode } from 'react';
import layout from './layout.module.css';

export type Definition = readonly [label: string, value: ReactNode];

export function DefinitionList({ items, className, ...rest }: { items: readonly Definition[] } & HTMLAttributes<HTMLDListElement>) {
  return (
    <dl {...rest} className={[layout.definitions, className].filter(Boolean).join(' ')}>
      {items
        .filter(([, value]) => value != null && value !== '' && value !== false)
        .map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
