// The plugin manifest API (docs/architecture.md "Discovery"). `plugins/<id>/index.ts` default-exports definePlugin({...}):
// a few lines of data whose pages and widgets load with import(), so a manifest pulls in no components.
import type { ComponentType } from 'react';
import type { LoadWhen } from './plugin-load';
import type { AppRouteId, AppRouteParams } from './route-ids';

/** A component that loads on first use: `() => import('./pages/x')` with a default export. */
export type LazyComponent<Props = object> = () => Promise<{ default: ComponentType<Props> }>;

export interface PageProps<Id extends AppRouteId> {
  params: AppRouteParams[Id];
}

/** A page the plugin fills. The path is the shell's binding for the id; the plugin never names a URL. */
export type PluginRoute = {
  [Id in AppRouteId]: { id: Id; component: LazyComponent<PageProps<Id>> };
}[AppRouteId];

/** One contribution to a slot that takes many (bars, modals, widgets), drawn in ascending order. */
export interface SlotContribution<Props = object> {
  id: string;
  component: LazyComponent<Props>;
  order?: number;
  /**
   * When its code loads (web/src/kit/plugin-load.ts): omitted, with the page, for what the first paint shows;
   * 'idle' once the page has painted and the browser is idle; 'interaction' on the user's first press, key or focus.
   */
  load?: LoadWhen;
  /**
   * Bars only: stays in view under the sticky header as the page scrolls (the screen-share bar with its End session).
   * Other bars (announcements) scroll away with the page, so they do not take the window's height for good.
   */
  sticky?: boolean;
  /** Dashboard widgets only: takes the grid's whole row (the book's figures) rather than one column. */
  wide?: boolean;
}

/** The account pages a plugin may add to (001 §2.1). */
export type AccountSection = 'cash-account' | 'wrap-account' | 'term-deposit';

/** What an account page gives a tab or an action a plugin contributes: the account as the page loaded it. */
export interface AccountContributionProps {
  account: {
    accountId: string;
    accountNumber: string;
    accountName: string;
    accountStatus: string;
    productCode: string;
    productDescription?: string | null;
    /** Money text, e.g. "1234.50" (web/src/kit/money.ts). */
    availableBalance?: string | null;
    /** Money text. */
    ledgerBalance?: string | null;
  };
  /** The tab's sub-route ('payments', 'payments/payees-and-billers'); absent for actions. */
  subRoute?: string;
}

/** The shell's slots. Header slots take one contribution; the first enabled plugin that fills one wins. */
export interface PluginSlots {
  /** The header's search box; the shell shows it only on the URLs of 001 §2.3. */
  headerSearch?: LazyComponent;
  /** The header's notification bell. */
  headerBell?: LazyComponent;
  /** Bars below the header (announcements, co-browsing). */
  bars?: SlotContribution[];
  /** Root-level modals and widgets (whats-new, chat). */
  overlays?: SlotContribution[];
  /** Cards on the dashboard page. */
  dashboardWidgets?: SlotContribution[];
  /**
   * Account tabs a plugin fills, keyed by section and sub-route: 'cash-account:payments'. The account page
   * shows a tab of the sub-navigation (config/navigation/sub-navigation.json) only once some plugin fills it.
   */
  accountTabs?: Record<string, LazyComponent<AccountContributionProps>>;
  /** Actions on an account page (close the account), drawn under its heading; keyed by section. */
  accountActions?: Partial<Record<AccountSection, SlotContribution<AccountContributionProps>[]>>;
  /** Handlers of navigation `action` items by action id (e.g. startCobrowse); loaded on first click. */
  navActions?: Record<string, () => Promise<{ default: () => void | Promise<void> }>>;
}

export interface PluginManifest {
  /** Equals the plugin's folder name and its key in config/plugins.json. */
  id: string;
  routes?: readonly PluginRoute[];
  slots?: PluginSlots;
  /** The feature flags (area.feature) the plugin reads, so the preview page and reviews can see them. */
  flags?: readonly string[];
}

export type SlotName = 'bars' | 'overlays' | 'dashboardWidgets';

/** Identity at run time; at compile time it checks the manifest and keeps its literal types. */
export function definePlugin<const M extends PluginManifest>(manifest: M): M {
  return manifest;
}
