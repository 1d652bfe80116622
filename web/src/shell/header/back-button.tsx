import { useLocation } from '@tanstack/react-router';
import { Suspense } from 'react';
import { t } from '../../kit/copy';
import { useWindowWidth } from '../../kit/breakpoints';
import { lazyPart, usePreloadOnIdle } from '../../kit/popover/lazy-part';
import { backLabelVisible, backTarget } from './back-routes';
import { usePreviousLocation } from './use-previous-location';

const link = lazyPart(() => import('./back-link'));

/** 'Back to {name}' for the pages of the back map (001 §2.3). */
export function BackButton() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const previous = usePreviousLocation();
  const width = useWindowWidth();
  usePreloadOnIdle(link.preload);
  const target = backTarget(previous?.pathname ?? null, pathname);
  if (!target || !previous) return null;
  return (
    <Suspense fallback={null}>
      <link.Part href={previous.href} text={t('shell.back.label', { name: t(target.name) })} labelVisible={backLabelVisible(width, target.keepLabel)} />
    </Suspense>
  );
}
