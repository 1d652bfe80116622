// The chat flags of 001 §2.7/§4 for the signed-in user's brand and the gateway's environment (config/flags.json:
// liveChat.enabled, liveChat.asyncChat, liveChat.businessHoursCheck).
import type { BrandKey } from '@schemas/common.ts';
import type { GatewayContext } from '../../context.js';
import { isFlagOn, resolveFlags } from '../../rules/index.ts';

export interface ChatFlags { enabled: boolean; asyncChat: boolean; businessHoursCheck: boolean }

export async function chatFlags(ctx: GatewayContext): Promise<ChatFlags> {
  const { brand } = await ctx.loaders.userDetails();
  const config = ctx.configHost.current();
  const defaults = Object.fromEntries(Object.entries(config.flags.flags).map(([key, flag]) => [key, flag.default]));
  const flags = resolveFlags(config.featureFlags[brand as BrandKey] ?? {}, ctx.settings.environment, {}, defaults);
  return {
    enabled: isFlagOn(flags, 'liveChat.enabled'),
    asyncChat: isFlagOn(flags, 'liveChat.asyncChat'),
    businessHoursCheck: isFlagOn(flags, 'liveChat.businessHoursCheck'),
  };
}
