// Puts the signed-in brand on the page: its colours on the root element and its favicon (with the red
// dot while the bell has news).
import { useEffect } from 'react';
import type { ShellBrand } from '../api/shell-types';
import { applyTheme } from './brand-theme';
import { setFavicon } from './favicon';

export function useBrandAppearance(brand: ShellBrand, faviconDot: boolean) {
  useEffect(() => {
    const root = document.documentElement;
    root.dataset.brandFamily = brand.key;
    return applyTheme(root, brand.theme);
  }, [brand]);

  useEffect(() => {
    setFavicon(faviconDot ? brand.favicon.redDot : brand.favicon.default);
  }, [brand, faviconDot]);
}
