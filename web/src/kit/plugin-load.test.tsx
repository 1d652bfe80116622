// The slot's load gates: a contribution declared load: 'idle' is not fetched until the page has painted (the
// shell's markPagePainted) and the browser is idle; 'interaction' not until the first key or press; one without
// a gate loads with the page.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SlotContribution } from './plugin';
import { PluginHostContext, type PluginHost } from './plugin-host';
import { markPagePainted, whenPagePainted } from './plugin-load';
import { Slot } from './slot';

const contribution = (id: string, load?: SlotContribution['load']) => {
  const loader = vi.fn(async () => ({ default: () => <p>{id}</p> }));
  return { loader, contribution: { id, component: loader, load } as SlotContribution };
};

function renderSlot(contributions: SlotContribution[]) {
  const host = { slot: () => contributions, reportError: () => undefined } as unknown as PluginHost;
  render(
    <PluginHostContext.Provider value={host}>
      <Slot name="overlays" />
    </PluginHostContext.Provider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('Slot load gates', () => {
  it("loads 'idle' contributions only after the page has painted; the rest at once", async () => {
    const now = contribution('at-once');
    const later = contribution('on-idle', 'idle');
    renderSlot([now.contribution, later.contribution]);
    expect(await screen.findByText('at-once')).toBeTruthy();
    await settle();
    expect(later.loader).not.toHaveBeenCalled();
    expect(screen.queryByText('on-idle')).toBeNull();

    act(() => markPagePainted());
    expect(await screen.findByText('on-idle')).toBeTruthy();
    expect(later.loader).toHaveBeenCalledTimes(1);
  });

  it("loads 'interaction' contributions on the first key, not on the page's paint", async () => {
    const onUse = contribution('on-use', 'interaction');
    renderSlot([onUse.contribution]);
    act(() => markPagePainted());
    await settle();
    expect(onUse.loader).not.toHaveBeenCalled();

    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    expect(await screen.findByText('on-use')).toBeTruthy();
  });

  it('whenPagePainted waits for the page to report its paint (the bell subscription loads its client after it)', async () => {
    let painted = false;
    void whenPagePainted().then(() => (painted = true));
    await settle();
    expect(painted).toBe(false);
    act(() => markPagePainted());
    await settle();
    expect(painted).toBe(true);
  });
});
