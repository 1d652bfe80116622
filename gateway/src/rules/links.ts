// External link URLs (001 §2.2, CONTRACT.md links): the target's URL for the environment and badge,
// with its placeholders filled.
import type { Environment } from './types.ts';

export type LinkEnvironment = 'default' | 'uat' | 'sit';
type BadgeUrls = Readonly<Record<string, string>>;

/** Structurally config/links.json. */
export interface LinkTargets {
  targets: Readonly<Record<string, { default: BadgeUrls; uat?: BadgeUrls; sit?: BadgeUrls }>>;
}

export const placeholderNames = ['product', 'businessVenture', 'clientId', 'solutions', 'solutionsFilter'] as const;
export type LinkPlaceholders = Partial<Record<(typeof placeholderNames)[number], string>>;

export const linkEnvironment = (environment: Environment): LinkEnvironment =>
  environment === 'uat' || environment === 'sit' ? environment : 'default';

/** `{name}` becomes the URL-encoded value; an unknown or missing placeholder becomes empty. */
export function fillPlaceholders(template: string, values: LinkPlaceholders): string {
  return template.replace(/\{([A-Za-z]+)\}/g, (_, name: string) => {
    const value = (placeholderNames as readonly string[]).includes(name)
      ? values[name as keyof LinkPlaceholders]
      : undefined;
    return value === undefined ? '' : encodeURIComponent(value);
  });
}

const pick = (urls: BadgeUrls | undefined, badge: string) =>
  urls && (Object.hasOwn(urls, badge) ? urls[badge] : Object.hasOwn(urls, '*') ? urls['*'] : undefined);

/**
 * The filled URL, or undefined when the target has none for this badge. uat and sit fall back to
 * `default` when they have no entry (their maps are optional overrides).
 */
export function resolveLinkUrl(
  links: LinkTargets,
  targetId: string,
  environment: Environment,
  badge: string,
  values: LinkPlaceholders = {},
): string | undefined {
  if (!Object.hasOwn(links.targets, targetId)) return undefined;
  const target = links.targets[targetId];
  const env = linkEnvironment(environment);
  const template = (env === 'default' ? undefined : pick(target[env], badge)) ?? pick(target.default, badge);
  return template === undefined ? undefined : fillPlaceholders(template, values);
}
