import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { t } from '../kit/copy';
import { ErrorState } from '../kit/error-state';
import { LoadingState } from '../kit/loading-state';
import { isChunkLoadError } from './root/chunk-reload';
import { recoverFromChunkError } from './root/chunk-recovery';
import { StateFrame } from './state-frame';

/** The last resort for a route that failed to load or render. A stale chunk reloads the app once first. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const [reloading, setReloading] = useState(() => isChunkLoadError(error));

  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    void recoverFromChunkError().then((reloads) => setReloading(reloads));
  }, [error]);

  const retry = () => {
    reset();
    void router.invalidate();
  };
  return (
    <StateFrame>
      <h1 className="visually-hidden">{t('shell.routeError.title')}</h1>
      {reloading ? <LoadingState /> : <ErrorState message={t('shell.routeError.body')} onRetry={retry} />}
    </StateFrame>
  );
}
