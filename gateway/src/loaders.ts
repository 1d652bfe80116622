// Per-request loaders: each module adds its own (defineModule's `loaders`) and declares their types by
// augmenting this interface, so ctx.loaders is typed without a central list.
import type { GatewayModule } from './modules/define-module.js';
import type { RequestUpstream } from './upstream/request-upstream.js';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- empty on purpose: each module fills it by augmentation (e.g. modules/accounts/loaders.ts)
export interface Loaders {}

export function createLoaders(upstream: RequestUpstream, modules: readonly GatewayModule[]): Loaders {
  const all = {} as Loaders;
  for (const module of modules) Object.assign(all, module.loaders?.(upstream, all));
  return all;
}
