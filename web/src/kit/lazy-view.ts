// Renders a lazily loaded component. One React.lazy per loader, so re-renders never reload or remount it.
import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LazyComponent } from './plugin';

// Loaders of any props share one cache; each entry is only ever used with its own loader's props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

const cache = new WeakMap<object, LazyExoticComponent<AnyComponent>>();

export function lazyOnce<Props>(load: LazyComponent<Props>): ComponentType<Props> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(load as () => Promise<{ default: AnyComponent }>);
    cache.set(load, component);
  }
  return component as unknown as ComponentType<Props>;
}

export function LazyView<Props extends object>({ load, props }: { load: LazyComponent<Props>; props: Props }) {
  // lazyOnce returns the same component for the same loader on every render, so nothing remounts.
  return createElement(lazyOnce(load), props);
}
