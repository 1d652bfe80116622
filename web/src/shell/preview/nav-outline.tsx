// The resolved menu as a plain outline for product owners: each item's label, kind and where it goes.
import { label } from '../../kit/copy';
import type { NavItem } from '../api/shell-types';
import styles from './preview.module.css';

function target(item: NavItem): string | null {
  if (item.route) return item.route;
  if (item.url) return item.url;
  if (item.badges?.length) return item.badges.map((b) => `${b.label}: ${b.url}`).join(' | ');
  if (item.action) return item.action;
  return null;
}

export function NavOutline({ items, overrides }: { items: readonly NavItem[]; overrides: Record<string, string> }) {
  return (
    <ul className={styles.outline}>
      {items.map((item) => (
        <li key={item.id}>
          <div className={styles.outlineRow}>
            <span className={styles.outlineLabel}>{label(item.label, undefined, overrides)}</span>
            <code className={styles.kind}>{item.kind}</code>
            {item.disabledWhen && <code className={styles.kind}>{item.disabledWhen}</code>}
            {target(item) && <span className={styles.target}>{target(item)}</span>}
          </div>
          {item.children && item.children.length > 0 && <NavOutline items={item.children} overrides={overrides} />}
        </li>
      ))}
    </ul>
  );
}
