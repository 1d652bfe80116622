// The badge-selection step of a badge-driven link allowed for more than one badge (001 §6). Loaded when such a
// link is pressed (side-nav.tsx): the first paint does not need it.
import { Button } from '../../kit/button';
import { label, t } from '../../kit/copy';
import { Modal } from '../../kit/modal';
import type { NavItem } from '../api/shell-types';
import { ExternalIcon } from './nav-icon';
import styles from './side-nav.module.css';

export interface BadgeSelectDialogProps {
  item: NavItem;
  onClose(): void;
}

export default function BadgeSelectDialog({ item, onClose }: BadgeSelectDialogProps) {
  const choices = [...(item.badges ?? [])].sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Modal
      open
      title={t('shell.nav.selectBadgeTitle', { name: label(item.label) })}
      onEscape={onClose}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {t('shell.cancel')}
        </Button>
      }
    >
      <ul className={styles.badgeChoices}>
        {choices.map((choice) => (
          <li key={choice.badge}>
            <a href={choice.url} target="_blank" rel="noopener noreferrer" className={styles.badgeChoice} onClick={onClose}>
              <span>{choice.label}</span>
              <ExternalIcon />
              <span className="visually-hidden">{t('shell.opensInNewWindow')}</span>
            </a>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
