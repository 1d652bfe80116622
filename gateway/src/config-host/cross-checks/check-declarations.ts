// Names must be declared before they are used (issue 10): a brand may set only flags config/flags.json
// declares, a plugin manifest may read only declared flags, a menu may point only at a page some plugin
// serves or the specification plans (config/planned-routes.json), and config/plugins.json may switch on
// only plugins that exist. Each refusal names the file, the JSON pointer and the nearest declared name.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { brandKeys } from '@schemas/common.ts';
import type { NavigationItem } from '@schemas/navigation.schema.ts';
import { familyItems } from '@schemas/side-nav-families.ts';
import { childPointer } from '@schemas/validation/json-pointer.ts';
import { didYouMean } from '@schemas/validation/did-you-mean.ts';
import { fileOf, type ConfigParts } from '../config-parts.ts';
import { error, suggest, warning, type Finding } from './finding.ts';
import type { KnownNames } from './known-names.ts';

type FlagGroup = Readonly<Record<string, Readonly<Record<string, boolean>>>>;

function groupFindings(group: FlagGroup | undefined, file: string, pointer: string, declared: Set<string>): Finding[] {
  return Object.entries(group ?? {}).flatMap(([area, features]) =>
    Object.keys(features)
      .filter((feature) => !declared.has(`${area}.${feature}`))
      .map((feature) => {
        const name = `${area}.${feature}`;
        return error(file, childPointer(childPointer(pointer, area), feature), `flag '${name}' is not declared in config/flags.json${suggest(didYouMean(name, [...declared]))}`);
      }),
  );
}

export function checkBrandFlags(parts: ConfigParts, known: KnownNames): Finding[] {
  if (!known.flags) return [];
  const declared = known.flags;
  return brandKeys.flatMap((brand) => {
    const flags = parts.featureFlags[brand];
    if (!flags) return [];
    const file = fileOf('feature-flags', brand);
    return [
      ...groupFindings(flags.releases, file, '/releases', declared),
      ...groupFindings(flags.operations, file, '/operations', declared),
      ...Object.entries(flags.experiments ?? {}).flatMap(([env, group]) => groupFindings(group, file, childPointer('/experiments', env), declared)),
    ];
  });
}

export function checkPluginManifestFlags(parts: ConfigParts, known: KnownNames): Finding[] {
  if (!known.flags || !parts.pluginManifests) return [];
  const declared = known.flags;
  return Object.entries(parts.pluginManifests).flatMap(([id, manifest]) =>
    (manifest.flags ?? []).flatMap((flag, i) =>
      declared.has(flag) ? [] : [error(`../plugins/${id}/plugin.json`, `/flags/${i}`, `flag '${flag}' is not declared in config/flags.json${suggest(didYouMean(flag, [...declared]))}`)],
    ),
  );
}

const unservedRoute = (file: string, pointer: string, route: string, routes: Set<string>): Finding =>
  error(file, pointer, `no plugin serves '${route}' and it is not in config/planned-routes.json${suggest(didYouMean(route, [...routes]))}`);

function routeFindings(items: readonly NavigationItem[], file: string, pointer: string, routes: Set<string>): Finding[] {
  return items.flatMap((item, i) => {
    const at = `${pointer}/${i}`;
    const own =
      item.kind === 'route' && item.route && !routes.has(item.route) ? [unservedRoute(file, `${at}/route`, item.route, routes)] : [];
    return [...own, ...routeFindings(item.children ?? [], file, `${at}/children`, routes)];
  });
}

function sideNavRouteFindings(parts: ConfigParts, routes: Set<string>): Finding[] {
  const seen = new Set<string>();
  return familyItems(parts.sideNav?.items ?? []).flatMap(({ item, at }) => {
    const pointer = at('route');
    if (item.kind !== 'route' || !item.route || routes.has(item.route) || seen.has(pointer)) return [];
    seen.add(pointer);
    return [unservedRoute(fileOf('side-nav'), pointer, item.route, routes)];
  });
}

export function checkNavigationRoutes(parts: ConfigParts, known: KnownNames): Finding[] {
  if (!known.routes) return [];
  const routes = known.routes;
  return [
    ...sideNavRouteFindings(parts, routes),
    ...routeFindings(parts.profileMenu?.items ?? [], fileOf('profile-menu'), '/items', routes),
  ];
}

export function checkPlannedRoutes(parts: ConfigParts): Finding[] {
  if (!parts.plannedRoutes || !parts.pluginManifests) return [];
  const served = new Set(Object.values(parts.pluginManifests).flatMap((m) => Object.values(m.routes)));
  return Object.keys(parts.plannedRoutes.routes)
    .filter((route) => served.has(route))
    .map((route) => warning(fileOf('planned-routes'), childPointer('/routes', route), `a plugin serves '${route}' now: remove it from the planned routes`));
}

export function checkPluginIds(parts: ConfigParts, pluginsDir: string): Finding[] {
  return Object.keys(parts.plugins?.plugins ?? {})
    .filter((id) => !existsSync(path.join(pluginsDir, id)))
    .map((id) => {
      const folders = existsSync(pluginsDir) ? Object.keys(parts.pluginManifests ?? {}) : [];
      return error(fileOf('plugins'), childPointer('/plugins', id), `there is no plugin '${id}' (no folder plugins/${id}/)${suggest(didYouMean(id, folders))}`);
    });
}
