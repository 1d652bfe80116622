// The shell as the gateway resolves it (gateway/src/modules/shell/schema.graphql), typed from the
// generated ShellFields fragment. Three fields are the JSON scalar; their shapes are fixed by the config
// schemas the gateway validates them with (schemas/brand.schema.ts, copy.schema.ts), so they are narrowed
// here, once, rather than checked at every use.
import type { NavItemFieldsFragment, NavItemKind as NavItemKindEnum, ShellFieldsFragment } from '@kit/gql/graphql';

export type NavItemKind = NavItemKindEnum;

/** A navigation item with its children (the side navigation nests three levels). */
export type NavItem = NavItemFieldsFragment & { children?: NavItem[] | null };

export type BrandTheme = Partial<Record<'primary' | 'primaryContrast' | 'accent' | 'background' | 'surface' | 'text', string>>;

export type ShellBrand = Omit<ShellFieldsFragment['brand'], 'theme' | 'helpLinks'> & {
  theme: BrandTheme;
  helpLinks: Record<string, string>;
};

export type ShellData = Omit<ShellFieldsFragment, 'brand' | 'copyOverrides'> & {
  brand: ShellBrand;
  copyOverrides: Record<string, string>;
};

/** The gateway's shell answer with its JSON fields at the shapes the config schemas guarantee. */
export function asShellData(shell: ShellFieldsFragment): ShellData {
  return shell as ShellData;
}
