// Renders a lazily loaded component. One React.lazy per loader, so re-renders never reload or remount it.
import { createElement, lazy, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from './plugin';
import { registerModuleReset } from './module-state';

// Loaders of any props share one cache; each entry is only ever used with its own loader's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

let cache = new WeakMap<object, LazyExoticComponent<AnyComponent>>();
/** Components whose chunk has arrived: they render at once, with no Suspense fallback and no reveal throttle. */
let loaded = new WeakMap<object, AnyComponent>();

/** Fetches a component's chunk ahead of rendering (a route loader does, while the navigation runs). */
export async function preloadView(load: () => Promise<{ default: unknown }>): Promise<void> {
  if (loaded.has(load)) return;
  loaded.set(load, (await load()).default as AnyComponent);
}

/** One token per load under way: a load a reset has forgotten cannot take one of a later page's off the count. */
const pending = new Set<object>();
registerModuleReset(() => {
  cache = new WeakMap();
  loaded = new WeakMap();
  pending.clear();
});

/**
 * How many lazily loaded views are still on their way: fetching their chunk, or arrived and not yet committed
 * (React may hold a revealed Suspense boundary back; their queries start only once they commit). The shell waits
 * for none before it lets code loaded 'idle' come down (web/src/shell/plugins/plugin-page.tsx).
 */
export function viewsPending(): number {
  return pending.size;
}

/** The loader, counted in viewsPending from its call until the first commit of what it loaded (or its failure). */
function tracked(load: () => Promise<{ default: AnyComponent }>) {
  return async () => {
    const token = {};
    pending.add(token);
    const done = () => void pending.delete(token);
    try {
      const Inner = (await load()).default;
      const Committed = (props: object) => {
        useEffect(done, []);
        return createElement(Inner, props);
      };
      return { default: Committed };
    } catch (error) {
      done();
      throw error;
    }
  };
}

export function lazyOnce<Props>(load: LazyComponent<Props>): ComponentType<Props> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(tracked(load as () => Promise<{ default: AnyComponent }>));
    cache.set(load, component);
  }
  return component as unknown as ComponentType<Props>;
}

export function LazyView<Props extends object>({ load, props }: { load: LazyComponent<Props>; props: Props }) {
  // A preloaded component renders directly: React.lazy would suspend once even for a chunk already here,
  // and React holds a revealed Suspense boundary back for up to 300 ms. Otherwise lazyOnce returns the
  // same component for the same loader on every render, so nothing remounts.
  return createElement(loaded.get(load) ?? lazyOnce(load), props);
}
