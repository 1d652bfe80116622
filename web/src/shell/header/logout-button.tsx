import { useSetAtom } from 'jotai';
import { Button } from '../../kit/button';
import { t } from '../../kit/copy';
import { logoutAtom } from '../../session';

export function LogoutButton() {
  const logout = useSetAtom(logoutAtom);
  return (
    <Button variant="secondary" onClick={() => void logout('logged_out')}>
      {t('shell.header.logout')}
    </Button>
  );
}
