// Query.shell (the signed-in user's shell), Query.previewShell and Query.configStatus (development
// only), and the Shell fields, each resolved from one ShellSource.
import type { Resolvers } from '../resolvers-types.js';
import { accountPageTypes } from '@schemas/navigation.schema.ts';
import { enabledPlugins } from '@gateway/kit/shell/enabled-plugins.js';
import { navItems as navigation } from '@gateway/kit/shell/nav-items.js';
import { badgeNameOf } from '@gateway/kit/shell/brand-names.js';
import { buildShellSource } from '@gateway/kit/shell/shell-source.js';
import { userShellSource } from '@gateway/kit/shell/user-shell-source.js';
import type { GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { brandView } from './brand-view.js';
import { configStatus } from './config-status.js';
import { idleSettings } from './idle-settings.js';
import { previewShellInput } from './preview-shell-input.js';

const inDevelopment = (ctx: GatewayContext) => ctx.settings.environment !== 'production';

export const shellResolvers = {
  Query: {
    async shell(_, args, ctx) {
      return userShellSource(ctx, args.overrides);
    },

    previewShell(_, args, ctx) {
      if (!inDevelopment(ctx)) return null;
      return buildShellSource(ctx.configHost.current(), previewShellInput(args.input));
    },

    configStatus: (_, __, ctx) => (inDevelopment(ctx) ? configStatus(ctx.configHost) : null),
  },

  Shell: {
    environment: (source) => source.subject.environment,
    brand: (source) => brandView(source.brand, source.childBadge),
    access: (source) => {
      const name = badgeNameOf(source.config.brands, source.subject.brand);
      return { ...source.access, badgeNames: source.access.badges.map(name), cashBadgeNames: source.access.cashBadges.map(name) };
    },
    sideNavigation: (source) => navigation(source, source.config.navigation.sideNav[source.subject.brand].items),
    profileMenu: (source) => navigation(source, source.config.navigation.profileMenu.items),
    subNavigation(source, args) {
      const sections = source.config.navigation.subNavigation.accounts;
      if (!Object.hasOwn(sections, args.section)) {
        throw gatewayError(ErrorCode.BAD_USER_INPUT, `No sub-navigation '${args.section}': sections are ${accountPageTypes.join(', ')}`, {
          field: 'section',
        });
      }
      return navigation(source, sections[args.section as keyof typeof sections]);
    },
    plugins: (source) => enabledPlugins(source.config.plugins, source.subject, source.navigation.named),
    flags: (source) => Object.entries(source.subject.flags).map(([key, on]) => ({ key, on })),
    copyOverrides: (source) => source.brand.copy,
    idle: (source, _, ctx) => idleSettings(source.subject.environment, ctx.settings.idleSeconds),
  },
} satisfies Resolvers;
