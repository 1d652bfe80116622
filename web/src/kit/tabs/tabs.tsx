// One tab list for the portal (docs/architecture.md, "Widgets"): React Aria's Tabs (WAI-ARIA tabs with automatic
// activation: arrow keys, Home and End move and select; only the selected tab is in the tab order), in the
// brand's theme. The selected tab's panel holds the children; the others render nothing until chosen.
import type { ReactNode } from 'react';
import '../react-aria-styles';
import { Tab, TabList, TabPanel, Tabs as AriaTabs, type Key } from 'react-aria-components';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  id: K;
  label: string;
}

export interface TabsProps<K extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: NoInfer<K>;
  onChange(id: NoInfer<K>): void;
  /** The selected tab's panel. */
  children: ReactNode;
  /** Extra class for the panel (the plugin's own spacing). */
  panelClassName?: string;
  /** Tabs kept on one line that scrolls sideways when it is wider than its box (a narrow card's), not wrapped. */
  oneLine?: boolean;
}

export function Tabs<K extends string>({ label, tabs, selected, onChange, children, panelClassName, oneLine = false }: TabsProps<K>) {
  const ids = new Set<Key>(tabs.map((tab) => tab.id));
  return (
    <AriaTabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (ids.has(key)) onChange(String(key) as K);
      }}
      className={styles.tabs}
    >
      <TabList aria-label={label} className={oneLine ? `${styles.list} ${styles.oneLine}` : styles.list}>
        {tabs.map((tab) => (
          <Tab key={tab.id} id={tab.id} className={styles.tab}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel key={tab.id} id={tab.id} className={panelClassName ? `${styles.panel} ${panelClassName}` : styles.panel}>
          {tab.id === selected ? children : null}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
