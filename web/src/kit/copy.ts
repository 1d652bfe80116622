// The copy catalogue: every user-visible string comes from config/copy through t(). The gateway serves
// the catalogue at run time (GET copy/en-AU.json, from its config host, so a copy edit is live without a
// rebuild); the entry fetches it while the app's code loads and installs it here before the first render.
// Only the keys' type comes from the file at build time.
import { registerModuleReset } from './module-state';

type Catalogue = Omit<typeof import('../../../config/copy/en-AU.json'), '$schema'>;

export type CopyKey = keyof Catalogue;
export type CopyVars = Readonly<Record<string, string | number>>;
export type CopyOverrides = Readonly<Record<string, string>>;

// The signed-in brand's overrides (shell.copyOverrides). Module state rather than React state because
// t() is called outside components too; the shell sets it once the shell query answers, before it renders.
let activeOverrides: CopyOverrides = {};
let catalogue = {} as Record<CopyKey, string>;
// The catalogue stays: it is the page's (tests install config/copy's in web/src/testing/copy-setup.ts).
registerModuleReset(() => (activeOverrides = {}));

/** Installs the catalogue the gateway served (or the build's copy when it could not be had). */
export function installCopy(strings: Readonly<Record<string, string>>): void {
  catalogue = { ...strings } as Record<CopyKey, string>;
}

/** Fills {name}-style placeholders; an unknown placeholder stays visible so a missing value is noticed, not hidden. */
export function interpolate(template: string, vars: CopyVars = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(vars, name) ? String(vars[name]) : whole,
  );
}

/** The en-AU string for a key, with the brand's override when it has one. */
export function t(key: CopyKey, vars?: CopyVars): string {
  return interpolate(activeOverrides[key] ?? catalogue[key] ?? key, vars);
}

export function isCopyKey(value: string): value is CopyKey {
  return Object.hasOwn(catalogue, value);
}

/**
 * A config label (navigation, menus): a copy key when the catalogue or the overrides know it, else the
 * text itself. Pass overrides to read another brand's labels (the preview page) without switching brands.
 */
export function label(text: string, vars?: CopyVars, overrides: CopyOverrides = activeOverrides): string {
  if (Object.hasOwn(overrides, text)) return interpolate(overrides[text], vars);
  return isCopyKey(text) ? interpolate(catalogue[text], vars) : text;
}

/** Shell only: installs the signed-in brand's copy overrides. */
export function setCopyOverrides(overrides: CopyOverrides): void {
  activeOverrides = { ...overrides };
}
