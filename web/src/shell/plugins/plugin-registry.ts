// What the enabled plugins contribute, gathered once per set of plugins: pages by route id, slot
// contributions in order, header slots and navigation actions.
import type { AccountContributionProps, AccountSection, LazyComponent, PluginManifest, PluginRoute, PluginSlots, SlotContribution, SlotName } from '../../kit/plugin';
import type { AppRouteId } from '../../kit/route-ids';

export type NavActionLoader = NonNullable<PluginSlots['navActions']>[string];

export interface PluginRegistry {
  ids: readonly string[];
  page(id: AppRouteId): PluginRoute | undefined;
  slot(name: SlotName): readonly SlotContribution[];
  accountTab(section: AccountSection, subRoute: string): LazyComponent<AccountContributionProps> | undefined;
  accountActions(section: AccountSection): readonly SlotContribution<AccountContributionProps>[];
  headerSearch: LazyComponent | undefined;
  headerBell: LazyComponent | undefined;
  navAction(actionId: string): NavActionLoader | undefined;
  /** Every flag the enabled plugins say they read. */
  declaredFlags: readonly string[];
}

export function buildRegistry(manifests: readonly PluginManifest[]): PluginRegistry {
  const pages = new Map<AppRouteId, PluginRoute>();
  const actions = new Map<string, NavActionLoader>();
  const accountTabs = new Map<string, LazyComponent<AccountContributionProps>>();
  const accountActions = new Map<AccountSection, SlotContribution<AccountContributionProps>[]>();
  for (const manifest of manifests) {
    for (const route of manifest.routes ?? []) {
      // Two plugins filling one page is a config mistake; the first enabled keeps it, so the answer is stable.
      if (pages.has(route.id)) console.warn(`Page "${route.id}" is filled by more than one plugin; "${manifest.id}" ignored`);
      else pages.set(route.id, route);
    }
    for (const [id, load] of Object.entries(manifest.slots?.navActions ?? {})) if (!actions.has(id)) actions.set(id, load);
    for (const [key, load] of Object.entries(manifest.slots?.accountTabs ?? {})) if (!accountTabs.has(key)) accountTabs.set(key, load);
    for (const [section, list] of Object.entries(manifest.slots?.accountActions ?? {}) as [AccountSection, SlotContribution<AccountContributionProps>[]][]) {
      accountActions.set(section, [...(accountActions.get(section) ?? []), ...list.map((c) => ({ ...c, id: `${manifest.id}.${c.id}` }))]);
    }
  }

  const slots = {} as Record<SlotName, SlotContribution[]>;
  for (const name of ['bars', 'overlays', 'dashboardWidgets'] as const) {
    const all = manifests.flatMap((m) => (m.slots?.[name] ?? []).map((c) => ({ ...c, id: `${m.id}.${c.id}` })));
    // A stable sort keeps the gateway's plugin order among equal orders.
    slots[name] = all.sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  }

  return {
    ids: manifests.map((m) => m.id),
    page: (id) => pages.get(id),
    slot: (name) => slots[name],
    accountTab: (section, subRoute) => accountTabs.get(`${section}:${subRoute}`),
    accountActions: (section) => [...(accountActions.get(section) ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0)),
    headerSearch: manifests.find((m) => m.slots?.headerSearch)?.slots?.headerSearch,
    headerBell: manifests.find((m) => m.slots?.headerBell)?.slots?.headerBell,
    navAction: (id) => actions.get(id),
    declaredFlags: [...new Set(manifests.flatMap((m) => m.flags ?? []))],
  };
}
