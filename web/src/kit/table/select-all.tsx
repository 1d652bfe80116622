// The header's select-all box (002 §4): ticked when every row of the total is selected, partly ticked when some are.
import { useEffect, useRef } from 'react';
import { t } from '../copy';
import { selectAllView } from './selection';

export function SelectAll({ selected, total, onToggle }: { selected: number; total: number; onToggle(): void }) {
  const ref = useRef<HTMLInputElement>(null);
  const view = selectAllView(selected, total);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = view.indeterminate;
  }, [view.indeterminate]);
  return <input ref={ref} type="checkbox" aria-label={t('table.selectAll')} checked={view.checked} onChange={onToggle} />;
}
