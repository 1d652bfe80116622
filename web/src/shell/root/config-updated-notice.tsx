// A quiet notice when the portal's config has changed since this tab drew its menus (@kit/config-version): the
// adviser reloads when it suits them; nothing they typed is thrown away for them.
import { useAtomValue } from 'jotai';
import { Button } from '../../kit/button';
import { configChangedAtom } from '../../kit/config-version';
import { t } from '../../kit/copy';
import styles from './config-updated-notice.module.css';

export function ConfigUpdatedNotice({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const changed = useAtomValue(configChangedAtom);
  return (
    <div role="status" className={changed ? styles.notice : undefined}>
      {changed && (
        <>
          <span>{t('shell.configUpdated.message')}</span>
          <Button variant="secondary" onClick={reload}>
            {t('shell.configUpdated.reload')}
          </Button>
        </>
      )}
    </div>
  );
}
