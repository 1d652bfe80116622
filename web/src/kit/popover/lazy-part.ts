// A kit widget's React Aria half (docs/architecture.md, "Widgets"): fetched with React.lazy when the widget first
// opens, or before that once the signed-in page has painted and the browser is idle, so the first paint carries
// none of React Aria's code and a widget opened later finds it already here.
import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../plugin-load';

export interface LazyPart<Props> {
  /** Renders the part; suspends (inside the caller's Suspense) until its chunk is here. */
  Part: ComponentType<Props>;
  /** Fetches the chunk; one fetch however often it is called. */
  preload(): Promise<unknown>;
}

export function lazyPart<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): LazyPart<Props> {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<{ default: ComponentType<Props> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a later opening tries again
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function Part(props: Props) {
    // A chunk already here renders at once: React.lazy would suspend once even then, and React holds a revealed
    // Suspense boundary back for up to 300 ms. Chosen once per mount, so the part never remounts.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return { Part, preload };
}

/** Fetches a part's chunk once the signed-in page has painted and the browser is idle (kit/plugin-load.ts). */
export function usePreloadOnIdle(preload: () => Promise<unknown>): void {
  useEffect(() => {
    let gone = false;
    void whenIdle().then(() => (gone ? undefined : preload()), () => undefined).catch(() => undefined);
    return () => {
      gone = true;
    };
  }, [preload]);
}
