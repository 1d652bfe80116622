import type { NavItem } from '../api/shell-types';
import { NavEntry } from './nav-entry';
import styles from './side-nav.module.css';

export function NavList({ items, depth = 0, id }: { items: readonly NavItem[]; depth?: number; id?: string }) {
  return (
    <ul id={id} className={depth === 0 ? styles.list : styles.subList} data-depth={depth}>
      {items.map((item) => (
        <li key={item.id} className={styles.listItem}>
          <NavEntry item={item} depth={depth} />
        </li>
      ))}
    </ul>
  );
}
