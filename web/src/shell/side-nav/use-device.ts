// Desktop or touch (phones and tablets), from what the primary pointer can do rather than from the width.
import { useSyncExternalStore } from 'react';
import type { Device } from './nav-behaviour';

const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(TOUCH_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function useDevice(): Device {
  return useSyncExternalStore(subscribe, () => (window.matchMedia(TOUCH_QUERY).matches ? 'touch' : 'desktop'), () => 'desktop');
}
