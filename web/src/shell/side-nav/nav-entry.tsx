// One side navigation entry, drawn by its kind: route, external, badge-driven external, toggle or action.
import { Link } from '@tanstack/react-router';
import { label, t } from '../../kit/copy';
import type { NavItem } from '../api/shell-types';
import { itemLabel, isItemDisabled } from './nav-behaviour';
import { useNavContext } from './nav-context';
import { ExternalIcon, NavIcon } from './nav-icon';
import { routeHref } from './nav-paths';
import { NavToggle } from './nav-toggle';
import styles from './side-nav.module.css';

export function NavEntry({ item, depth }: { item: NavItem; depth: number }) {
  const nav = useNavContext();
  if (item.kind === 'toggle') return <NavToggle item={item} depth={depth} />;

  const text = label(itemLabel(item, nav.pinned));
  const content = (
    <>
      {depth === 0 && (
        <span className={styles.icon}>
          <NavIcon name={item.icon} />
        </span>
      )}
      <span className={styles.label}>{text}</span>
    </>
  );
  const className = `${styles.entry} ${item.id === nav.activeId ? styles.active : ''}`;

  switch (item.kind) {
    case 'route':
      if (!item.route) return null;
      return (
        <Link
          to={routeHref(item.route)}
          className={className}
          aria-current={item.id === nav.activeId ? 'page' : undefined}
          onClick={() => nav.onItemUsed(item)}
        >
          {content}
        </Link>
      );
    case 'external':
    case 'badgeExternal': {
      const choices = item.badges ?? [];
      if (item.kind === 'badgeExternal' && (item.selectBadge || (!item.url && choices.length > 1))) {
        return (
          <button type="button" className={className} aria-haspopup="dialog" onClick={() => nav.chooseBadge(item)}>
            {content}
            <ExternalMark />
          </button>
        );
      }
      const url = item.url ?? choices[0]?.url;
      if (!url) return null;
      return (
        <a href={url} target="_blank" rel="noopener noreferrer" className={className} onClick={() => nav.onItemUsed(item)}>
          {content}
          <ExternalMark />
        </a>
      );
    }
    case 'action': {
      const disabled = isItemDisabled(item, nav.states);
      return (
        <button type="button" className={className} disabled={disabled} onClick={() => nav.runAction(item)}>
          {content}
        </button>
      );
    }
    default:
      return null;
  }
}

function ExternalMark() {
  return (
    <span className={styles.external}>
      <ExternalIcon />
      <span className="visually-hidden">{t('shell.opensInNewWindow')}</span>
    </span>
  );
}
