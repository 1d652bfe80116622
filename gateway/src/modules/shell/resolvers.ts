// Query.shell (the signed-in user's shell), Query.previewShell and Query.configStatus (development
// only), and the Shell fields, each resolved from one ShellSource.
import { accountPageTypes, type NavigationItem } from '@schemas/navigation.schema.ts';
import { requireToken, type GatewayContext } from '../../context.js';
import { ErrorCode, gatewayError } from '../../errors.js';
import { resolveNavigation } from '../../rules/index.ts';
import { badgeLabelOf, brandView } from './brand-view.js';
import { configStatus } from './config-status.js';
import { enabledPlugins } from './enabled-plugins.js';
import { idleSettings } from './idle-settings.js';
import { loadFeatureProperties } from './load-feature-properties.js';
import { previewShellInput, type PreviewInput } from './preview-shell-input.js';
import { buildShellSource, type ShellSource } from './shell-source.js';
import type { FlagOverride } from './shell-input.js';
import { toNavItem } from './to-nav-item.js';
import { userShellInput } from './user-shell-input.js';

const inDevelopment = (ctx: GatewayContext) => ctx.settings.environment !== 'production';

const navigation = (source: ShellSource, items: readonly NavigationItem[]) =>
  resolveNavigation(items, source.subject, source.navigation).map((item) => toNavItem(item, badgeLabelOf(source.brand)));

export const shellResolvers = {
  Query: {
    async shell(_: unknown, args: { overrides?: FlagOverride[] | null }, ctx: GatewayContext): Promise<ShellSource> {
      requireToken(ctx);
      const config = ctx.configHost.current();
      const [details, featureProperties] = await Promise.all([ctx.loaders.userDetails(), loadFeatureProperties(ctx)]);
      return buildShellSource(config, userShellInput(details, featureProperties, ctx.settings.environment, args.overrides));
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
