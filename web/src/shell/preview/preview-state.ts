// The "preview as" form's state and how it becomes the previewShell input.
import type { PreviewInput } from '../api/get-preview-shell';
import { PREVIEW_BRANDS, type PreviewBrand } from './preview-options';

export interface PreviewState {
  brand: PreviewBrand;
  childBadge: string;
  badges: string[];
  products: string[];
  userFlags: string[];
  environment: string;
  /** One 'area.feature=on' or 'area.feature=off' a line. */
  overridesText: string;
}

export const INITIAL_PREVIEW: PreviewState = {
  brand: 'mgl',
  childBadge: 'MacquarieWrap',
  badges: ['MacquarieWrap', 'Vision', 'MBL'],
  products: ['Wrap', 'Vision', 'Cash'],
  userFlags: [],
  environment: 'dev',
  overridesText: '',
};

/** Switching brand family starts from that family's first badge. */
export function withBrand(state: PreviewState, brand: PreviewBrand): PreviewState {
  const first = PREVIEW_BRANDS[brand][0];
  return { ...state, brand, childBadge: first, badges: [first] };
}

/** Parses the override lines; a line it cannot read is reported, not silently dropped. */
export function parseOverrides(text: string): { overrides: { key: string; on: boolean }[]; invalid: string[] } {
  const overrides: { key: string; on: boolean }[] = [];
  const invalid: string[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const m = /^([A-Za-z][\w-]*\.[A-Za-z][\w-]*)\s*[=:]\s*(on|off|true|false)$/i.exec(line);
    if (m) overrides.push({ key: m[1], on: /^(on|true)$/i.test(m[2]) });
    else invalid.push(line);
  }
  return { overrides, invalid };
}

export function previewInput(state: PreviewState): PreviewInput {
  // The child badge is always one of the badges held.
  const badges = [...new Set([state.childBadge, ...state.badges])];
  return {
    brand: state.brand,
    childBadge: state.childBadge,
    badges,
    products: state.products,
    userFlags: state.userFlags,
    environment: state.environment,
    flagOverrides: parseOverrides(state.overridesText).overrides,
  };
}
