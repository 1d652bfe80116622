// The created-by choices (002 §2): 'Me ({name})' first (ME), then everyone (ALL, the default), then the other
// people who created the user's requests.
import { t } from '@kit/copy';
import { ALL, ME } from './list-filters';

export interface InitiatorOption {
  label: string;
  value: string;
  currentUser: boolean;
}

export interface Choice {
  value: string;
  label: string;
}

export function createdByChoices(initiators: readonly InitiatorOption[]): Choice[] {
  const me = initiators.find((i) => i.currentUser);
  const others = initiators.filter((i) => !i.currentUser && i.value !== me?.value);
  return [
    ...(me ? [{ value: ME, label: t('requests.filter.createdByMe', { name: me.label }) }] : []),
    { value: ALL, label: t('requests.filter.createdByAll') },
    ...others.map((i) => ({ value: i.value, label: i.label })),
  ];
}
