// A toggle with children. On desktop a button that opens its group (Enter and Space come with the button);
// on mobile and tablet it has no click handler and its group is always shown (001 §2.2).
import { useId, useState } from 'react';
import { label } from '../../kit/copy';
import type { NavItem } from '../api/shell-types';
import { containsItem } from './nav-active';
import { itemLabel, togglesAreInteractive } from './nav-behaviour';
import { popoverKey, useNavContext } from './nav-context';
import { ChevronIcon, NavIcon } from './nav-icon';
import { NavList } from './nav-list';
import styles from './side-nav.module.css';
import { StickyNote } from './sticky-note';

export function NavToggle({ item, depth }: { item: NavItem; depth: number }) {
  const nav = useNavContext();
  const groupId = useId();
  const holdsActive = containsItem(item, nav.activeId);
  // The section the user is in opens, on arrival and whenever the user moves into it.
  const [expanded, setExpanded] = useState(holdsActive);
  const [heldActive, setHeldActive] = useState(holdsActive);
  if (holdsActive !== heldActive) {
    setHeldActive(holdsActive);
    if (holdsActive) setExpanded(true);
  }
  const interactive = togglesAreInteractive(nav.device);
  const open = interactive ? expanded : true;
  const children = item.children ?? [];
  const note = item.popover && !nav.isPopoverDismissed(popoverKey(item)) ? item.popover : null;

  const content = (
    <>
      {depth === 0 && (
        <span className={styles.icon}>
          <NavIcon name={item.icon} />
        </span>
      )}
      <span className={styles.label}>{label(itemLabel(item, nav.pinned))}</span>
    </>
  );

  return (
    <>
      {interactive ? (
        <button
          type="button"
          className={`${styles.entry} ${styles.toggle} ${holdsActive ? styles.holdsActive : ''}`}
          aria-expanded={open}
          aria-controls={groupId}
          onClick={() => {
            setExpanded(!expanded);
            nav.onItemUsed(item);
          }}
        >
          {content}
          <span className={styles.chevron} data-open={open}>
            <ChevronIcon />
          </span>
        </button>
      ) : (
        <span className={`${styles.entry} ${styles.groupHeading} ${holdsActive ? styles.holdsActive : ''}`}>{content}</span>
      )}
      <div id={groupId} className={styles.group} hidden={!open}>
        {note && <StickyNote text={label(note)} onDismiss={() => nav.dismissPopover(popoverKey(item))} />}
        <NavList items={children} depth={depth + 1} />
      </div>
    </>
  );
}
