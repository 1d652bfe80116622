import { describe, expect, it } from 'vitest';
import { realConfigHost } from '../../testing/config-hosts.js';
import { navigationContext } from './navigation-context.js';

describe('navigation context', () => {
  it("fills each badge's first business venture and product, the child badge's as the default", async () => {
    const config = (await realConfigHost()).current();
    const ctx = navigationContext(config, config.brands.perpetual, 'Perpetual');
    expect(ctx.childBadge).toBe('Perpetual');
    expect(ctx.placeholders).toEqual({ businessVenture: 'MPMPPT', product: 'Wrap' });
    const mgl = navigationContext(config, config.brands.mgl, 'MacquarieWrap');
    expect(mgl.badgePlaceholders?.Vision).toEqual({ businessVenture: 'MPMSWP', product: 'Vision' });
  });

  it('has no placeholders for a child badge the brand does not list', async () => {
    const config = (await realConfigHost()).current();
    expect(navigationContext(config, config.brands.mgl, 'constructor').placeholders).toEqual({});
  });
});
