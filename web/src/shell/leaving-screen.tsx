// Shown instead of the app while the browser leaves for a sign-in page.
import { useSetAtom } from 'jotai';
import type { CopyKey } from '../kit/copy';
import { t } from '../kit/copy';
import { ErrorState } from '../kit/error-state';
import { LoadingState } from '../kit/loading-state';
import { leaveAtom, type ExitTarget, type Leaving } from '../session';
import { StateFrame } from './state-frame';

const LABELS: Record<ExitTarget['page'], CopyKey> = {
  login: 'shell.leaving.login',
  logout: 'shell.leaving.logout',
  error: 'shell.leaving.error',
};

export function LeavingScreen({ leaving }: { leaving: Leaving }) {
  const leave = useSetAtom(leaveAtom);
  return (
    <StateFrame>
      {leaving.status === 'failed' ? (
        <ErrorState message={t('shell.leaving.failed')} onRetry={() => void leave(leaving.target)} />
      ) : (
        <LoadingState label={t(LABELS[leaving.target.page])} />
      )}
    </StateFrame>
  );
}
