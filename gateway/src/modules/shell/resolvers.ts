// Query.shell (the signed-in user's shell), Query.previewShell and Query.configStatus (development
// only), and the Shell fields, each resolved from one ShellSource.
import { accountPageTypes } from '@schemas/navigation.schema.ts';
import { enabledPlugins } from '@gateway/kit/shell/enabled-plugins.js';
import { navItems as navigation } from '@gateway/kit/shell/nav-items.js';
import { buildShellSource, type ShellSource } from '@gateway/kit/shell/shell-source.js';
import type { FlagOverride } from '@gateway/kit/shell/shell-input.js';
import { userShellSource } from '@gateway/kit/shell/user-shell-source.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { brandView } from './brand-view.js';
import { configStatus } from './config-status.js';
import { idleSettings } from './idle-settings.js';
import { previewShellInput, type PreviewInput } from './preview-shell-input.js';

const inDevelopment = (ctx: GatewayContext) => ctx.settings.environment !== 'production';

export const shellResolvers = {
  Query: {
    async shell(_: unknown, args: { overrides?: FlagOverride[] | null }, ctx: GatewayContext): Promise<ShellSource> {
      return userShellSource(ctx, args.overrides);
    },

    previewShell(_: unknown, args: { input: PreviewInput }, ctx: GatewayContext): ShellSource | null {
      if (!inDevelopment(ctx)) return null;
      return buildShellSource(ctx.configHost.current(), previewShellInput(args.input));
    },

    configStatus: (_: unknown, __: unknown, ctx: GatewayContext) => (inDevelopment(ctx) ? configStatus(ctx.configHost) : null),
  },

  Shell: {
    environment: (source: ShellSource) => source.subject.environment,
    brand: (source: ShellSource) => brandView(source.brand, source.childBadge),
    access: (source: ShellSource) => source.access,
    sideNavigation: (source: ShellSource) => navigation(source, source.config.navigation.sideNav[source.subject.brand].items),
    profileMenu: (source: ShellSource) => navigation(source, source.config.navigation.profileMenu.items),
    subNavigation(source: ShellSource, args: { section: string }) {
      const sections = source.config.navigation.subNavigation.accounts;
      if (!Object.hasOwn(sections, args.section)) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, `No sub-navigation '${args.section}': sections are ${accountPageTypes.join(', ')}`, {
          field: 'section',
        });
      }
      return navigation(source, sections[args.section as keyof typeof sections]);
    },
    plugins: (source: ShellSource) => enabledPlugins(source.config.plugins, source.subject, source.navigation.named),
    flags: (source: ShellSource) => Object.entries(source.subject.flags).map(([key, on]) => ({ key, on })),
    copyOverrides: (source: ShellSource) => source.brand.copy,
    idle: (source: ShellSource, _: unknown, ctx: GatewayContext) => idleSettings(source.subject.environment, ctx.settings.idleSeconds),
  },
};
