// The rate types as a tab list (WAI-ARIA tabs, automatic activation): arrow keys, Home and End move between
// the tabs shown and select; only the selected tab is in the tab order.
import { useRef, type KeyboardEvent } from 'react';
import { t } from '@kit/copy';
import { nextTab, type RateTab } from '../lib/rate-tabs';
import styles from './rates.module.css';

export const tabId = (tab: RateTab) => `rates-tab-${tab}`;
export const panelId = (tab: RateTab) => `rates-panel-${tab}`;

const TAB_LABEL = { cash: 'rates.tab.cash', termDeposit: 'rates.tab.termDeposit', wrap: 'rates.tab.wrap' } as const;

export function RateTabs({ tabs, selected, onChange }: { tabs: readonly RateTab[]; selected: RateTab; onChange(tab: RateTab): void }) {
  const refs = useRef(new Map<RateTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = nextTab(tabs, selected, event.key);
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current.get(next)?.focus();
  }

  return (
    <div role="tablist" aria-label={t('rates.tabs.label')} className={styles.tabs}>
      {tabs.map((tab) => (
        <button
          key={tab}
          ref={(el) => {
            if (el) refs.current.set(tab, el);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === selected}
          aria-controls={panelId(tab)}
          tabIndex={tab === selected ? 0 : -1}
          className={styles.tab}
          onClick={() => onChange(tab)}
          onKeyDown={onKeyDown}
        >
          {t(TAB_LABEL[tab])}
        </button>
      ))}
    </div>
  );
}
