// The header box paints without its dropdown's code: an adviser who tabs in and types at once loses no keys while
// that code loads (a loading state shows in the overlay), and the results then follow the typed term.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { t } from '@kit/copy';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import type { OverlayPanelsProps } from './overlay-panels';

// The dropdown's code arrives when the test says so.
const gate = vi.hoisted(() => {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { arrive: () => arrive(), arrived };
});
vi.mock('./overlay-panels', async () => {
  await gate.arrived;
  return { default: ({ category, term }: OverlayPanelsProps) => <p>{`${category} panels for ${term ?? 'no term'}`}</p> };
});

const { default: SearchBox } = await import('./search-box');

describe('SearchBox', () => {
  it('keeps every key typed before the dropdown has loaded, then shows its results', async () => {
    const host = { flag: () => false, access: { wrapAccess: false, cashAccess: true } } as unknown as PluginHost;
    render(
      <PluginHostContext.Provider value={host}>
        <SearchBox />
      </PluginHostContext.Provider>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    const input = screen.getByRole('combobox', { name: t('search.label') });
    expect(document.activeElement).toBe(input);
    await user.keyboard('smith');
    expect((input as HTMLInputElement).value).toBe('smith');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toContain(t('kit.loading'));

    await act(async () => {
      gate.arrive();
      await gate.arrived;
    });
    expect(await screen.findByText('accounts panels for smith')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('smith');
  });
});
