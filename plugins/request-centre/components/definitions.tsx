// A card's facts as the kit's definition list: each copy-keyed label with its value, leaving out the values not there.
import { t, type CopyKey } from '@kit/copy';
import { DefinitionList } from '@kit/layout';
import shared from './request-centre.module.css';

export type Definition = readonly [CopyKey, string | null | undefined];

export function Definitions({ items }: { items: readonly Definition[] }) {
  return <DefinitionList className={shared.definitions} items={items.map(([key, value]) => [t(key), value] as const)} />;
}
