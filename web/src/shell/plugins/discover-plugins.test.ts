import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../kit/plugin';
import { loadEnabledPlugins, manifestLoaders, type ManifestModule } from './discover-plugins';

const manifest = (id: string): ManifestModule => ({ default: definePlugin({ id }) });

function fakeLoaders() {
  const loaders = {
    '../../../../plugins/alpha/index.ts': vi.fn(async () => manifest('alpha')),
    '../../../../plugins/beta/index.ts': vi.fn(async () => manifest('beta')),
    '../../../../plugins/gamma/index.ts': vi.fn(async () => manifest('not-gamma')),
  };
  return { loaders, byId: manifestLoaders(loaders) };
}

describe('plugin discovery', () => {
  it('finds every plugin folder of this build, lazily', async () => {
    const real = manifestLoaders();
    expect(real.has('greeting')).toBe(true);
    // Lazy: discovery gives loaders, not modules, so nothing is fetched until a plugin is enabled.
    expect(typeof real.get('greeting')).toBe('function');
    const [greeting] = await loadEnabledPlugins(['greeting']);
    expect(greeting.id).toBe('greeting');
  });

  it('loads only the enabled plugins: a disabled plugin is never fetched', async () => {
    const { loaders, byId } = fakeLoaders();
    const loaded = await loadEnabledPlugins(['beta'], byId);
    expect(loaded.map((m) => m.id)).toEqual(['beta']);
    expect(loaders['../../../../plugins/beta/index.ts']).toHaveBeenCalledOnce();
    expect(loaders['../../../../plugins/alpha/index.ts']).not.toHaveBeenCalled();
    expect(loaders['../../../../plugins/gamma/index.ts']).not.toHaveBeenCalled();
  });

  it('keeps the gateway order and skips unknown ids and mismatched manifests', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { byId } = fakeLoaders();
    const loaded = await loadEnabledPlugins(['beta', 'missing', 'alpha', 'gamma', 'beta'], byId);
    expect(loaded.map((m) => m.id)).toEqual(['beta', 'alpha']);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
