// Turns configured navigation items into what one user sees (001 §2.2, §5): items whose rule fails are
// dropped, items whose page no enabled plugin serves are dropped, toggles left without children are dropped, external URLs are filled, badge-driven links list
// the badges to choose from. The output is plain JSON for GraphQL.
import type { NavigationItem, NavigationKind } from '@schemas/navigation.schema.ts';
import type { Rule, RuleSubject } from './types.ts';
import { evaluateRule } from './evaluate-rule.ts';
import { resolveLinkUrl, type LinkPlaceholders, type LinkTargets } from './links.ts';
import { badgeChoices } from './badge-choices.ts';

export interface NavigationContext {
  links: LinkTargets;
  named: Readonly<Record<string, Rule>>;
  /** The user's current child badge: the link column used for plain external links. */
  childBadge: string;
  placeholders?: LinkPlaceholders;
  /** Per-badge placeholder values (e.g. the badge's business venture), over `placeholders`. */
  badgePlaceholders?: Readonly<Record<string, LinkPlaceholders>>;
  /**
   * Whether a page is served for this user (an enabled plugin declares it, or the shell draws it). A route
   * item for a page nobody serves is hidden like one whose rule fails: never a link to "Page not found".
   */
  servesRoute?: (route: string) => boolean;
}

export interface ResolvedNavigationItem {
  id: string;
  label: string;
  kind: NavigationKind;
  route?: string;
  matches?: string[];
  exact?: boolean;
  url?: string;
  /** badgeExternal: the badges the user may open the link for, with the URL of each. */
  badges?: string[];
  badgeUrls?: Record<string, string>;
  /** badgeExternal: more than one badge, so the web opens the badge-selection page first. */
  selectBadge?: boolean;
  action?: string;
  icon?: string;
  disabledWhen?: string;
  pinnedLabel?: string;
  popover?: string;
  children?: ResolvedNavigationItem[];
}

export function resolveNavigation(
  items: readonly NavigationItem[],
  subject: RuleSubject,
  ctx: NavigationContext,
): ResolvedNavigationItem[] {
  return items.flatMap((item) => {
    const resolved = evaluateRule(item.rule, subject, ctx.named) ? resolveItem(item, subject, ctx) : undefined;
    return resolved ? [resolved] : [];
  });
}

const urlFor = (item: NavigationItem, badge: string, subject: RuleSubject, ctx: NavigationContext) =>
  resolveLinkUrl(ctx.links, item.target ?? '', subject.environment, badge, {
    ...ctx.placeholders,
    ...ctx.badgePlaceholders?.[badge],
  });

function resolveItem(
  item: NavigationItem,
  subject: RuleSubject,
  ctx: NavigationContext,
): ResolvedNavigationItem | undefined {
  const out: ResolvedNavigationItem = { id: item.id, label: item.label, kind: item.kind };
  switch (item.kind) {
    case 'route':
      // Only app paths: account tab routes are relative sub-routes of an account page the page resolves.
      if (item.route?.startsWith('/') && ctx.servesRoute && !ctx.servesRoute(item.route)) return undefined;
      Object.assign(out, defined({ route: item.route, matches: item.matches && [...item.matches], exact: item.exact }));
      break;
    case 'external': {
      // A link with no URL for this badge and environment would be a dead end: hide it.
      const url = urlFor(item, ctx.childBadge, subject, ctx);
      if (url === undefined) return undefined;
      out.url = url;
      break;
    }
    case 'badgeExternal': {
      const urls = badgeChoices(item, subject, ctx.named).flatMap((badge) => {
        const url = urlFor(item, badge, subject, ctx);
        return url === undefined ? [] : [[badge, url] as const];
      });
      if (urls.length === 0) return undefined;
      out.badges = urls.map(([badge]) => badge);
      out.badgeUrls = Object.fromEntries(urls);
      out.selectBadge = urls.length > 1;
      if (urls.length === 1) out.url = urls[0][1];
      break;
    }
    case 'toggle': {
      const children = resolveNavigation(item.children ?? [], subject, ctx);
      if (children.length === 0) return undefined;
      out.children = children;
      break;
    }
    case 'action':
      out.action = item.action;
      break;
  }
  return Object.assign(
    out,
    defined({ icon: item.icon, disabledWhen: item.disabledWhen, pinnedLabel: item.pinnedLabel, popover: item.popover }),
  );
}

/** Drops undefined values so the output has no `key: undefined` entries. */
function defined<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
