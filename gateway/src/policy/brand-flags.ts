// The signed-in user's brand flags (config/flags.json defaults under config/feature-flags/<brand>.json), for
// the gateway's environment: what the policy's `flag` requirements and the payments and chat modules read.
// Session overrides are the shell's business (a preview), never a permission's.
import type { BrandKey } from '@schemas/common.ts';
import type { GatewayContext } from '../context.js';
import { resolveFlags, type ResolvedFlags } from '../rules/index.ts';
import { memo } from './request-memo.js';

export function brandFlags(ctx: Pick<GatewayContext, 'loaders' | 'configHost' | 'settings' | 'upstream'>): Promise<{ brand: string; flags: ResolvedFlags }> {
  return memo(ctx.upstream, 'brandFlags', async () => {
    const { brand } = await ctx.loaders.userDetails();
    const config = ctx.configHost.current();
    const defaults = Object.fromEntries(Object.entries(config.flags.flags).map(([key, flag]) => [key, flag.default]));
    return { brand, flags: resolveFlags(config.featureFlags[brand as BrandKey] ?? {}, ctx.settings.environment, {}, defaults) };
  });
}
