// The agent starts tracking only with general.mbTrackingEnabled on (001 §5) and stops it when the shell goes.
import { MockedProvider } from '@apollo/client/testing/react';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import TrackingAgent from './tracking-agent';

const stop = vi.fn();
const startTracking = vi.fn((_options: unknown) => stop);
vi.mock('../lib/start-tracking', () => ({ startTracking: (options: unknown) => startTracking(options) }));

const hostWith = (on: boolean) => ({ flag: (key: string) => on && key === 'general.mbTrackingEnabled', brand: { key: 'oasis', loginBadge: 'oasis', childBadge: 'GrowWrap' } }) as unknown as PluginHost;

function mount(on: boolean) {
  return render(
    <MockedProvider mocks={[]}>
      <PluginHostContext.Provider value={hostWith(on)}>
        <TrackingAgent />
      </PluginHostContext.Provider>
    </MockedProvider>,
  );
}

describe('tracking agent', () => {
  it('does nothing with general.mbTrackingEnabled off', async () => {
    startTracking.mockClear();
    const { container } = mount(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(startTracking).not.toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });

  it('starts with the brand when on, draws nothing, and stops on unmount', async () => {
    startTracking.mockClear();
    stop.mockClear();
    const { container, unmount } = mount(true);
    await waitFor(() => expect(startTracking).toHaveBeenCalledTimes(1));
    expect(startTracking.mock.calls[0][0]).toMatchObject({ brand: 'oasis' });
    expect(container.innerHTML).toBe('');
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });
});
