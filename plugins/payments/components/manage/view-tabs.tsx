// The three views of Manage payments as a tab list: arrow keys, Home and End move between them (and select),
// only the selected tab is in the tab order (WAI-ARIA tabs, automatic activation).
import { useRef, type KeyboardEvent } from 'react';
import { t, type CopyKey } from '@kit/copy';
import { MANAGE_VIEWS, nextView, type ManageView } from '../../lib/manage-payments';
import styles from './manage.module.css';

export const tabId = (view: ManageView) => `payments-view-tab-${view}`;
export const panelId = (view: ManageView) => `payments-view-panel-${view}`;

export function ViewTabs({ view, onChange }: { view: ManageView; onChange(view: ManageView): void }) {
  const refs = useRef(new Map<ManageView, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextView(view, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('payments.manage.views')} className={styles.tabs}>
      {MANAGE_VIEWS.map((v) => (
        <button
          key={v}
          ref={(el) => {
            if (el) refs.current.set(v, el);
            else refs.current.delete(v);
          }}
          type="button"
          role="tab"
          id={tabId(v)}
          aria-selected={v === view}
          aria-controls={panelId(v)}
          tabIndex={v === view ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(v)}
          onKeyDown={onKeyDown}
        >
          {t(`payments.manage.view.${v}` as CopyKey)}
        </button>
      ))}
    </div>
  );
}
