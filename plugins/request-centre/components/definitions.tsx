// A card's facts as a definition list: each copy-keyed label with its value, leaving out the values not there.
import { t, type CopyKey } from '@kit/copy';
import { layout } from '@kit/layout';
import shared from './request-centre.module.css';

export type Definition = readonly [CopyKey, string | null | undefined];

export function Definitions({ items }: { items: readonly Definition[] }) {
  return (
    <dl className={`${layout.definitions} ${shared.definitions}`}>
      {items
        .filter(([, value]) => value != null && value !== '')
        .map(([key, value]) => (
          <div key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
