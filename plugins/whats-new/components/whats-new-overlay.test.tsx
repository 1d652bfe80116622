// The carousel against mocked GraphQL: Mark all as seen saves every shown group, Show me later saves nothing,
// a first login saves all groups dismissed and shows none, co-browsing shows nothing until the session ends, and
// another open modal holds it back until it closes; once the adviser has started working (a click outside a dialog,
// a route away from the dashboard) it never shows, while a click inside another dialog does not count.
import { MockedProvider } from '@apollo/client/testing/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { setCobrowseActiveAtom } from '@kit/cobrowse';
import { t } from '@kit/copy';
import { PluginHostContext, type PluginHost } from '@kit/plugin-host';
import { noteRoute, watchStartedWorking } from '@kit/started-working';
import { GET_WHATS_NEW_VIEWER, SET_WHATS_NEW_PREFERENCE } from '../api/whats-new';
import WhatsNewOverlay from './whats-new-overlay';

const slide = (key: 'rolloverAuthority' | 'bulkAsic') => ({
  title: `whatsNew.${key}.title`,
  description: `whatsNew.${key}.description`,
  label: `whatsNew.${key}.label`,
  pictureUrl: '/whats-new/x.svg',
});
const settings = {
  groups: [
    { id: 'rollover_authority', permissions: { products: ['Wrap'] }, slides: [slide('rolloverAuthority')] },
    { id: 'bulk_asic_payments_via_cbt', permissions: { flag: 'cashBulkTransactingFlag' }, slides: [slide('bulkAsic')] },
  ],
};
const host = (on = true) => ({ flag: (key: string) => on && key === 'general.whatsNew', settings: () => settings }) as unknown as PluginHost;

function setup({ lastLogin = '2026-11-25T01:00:00Z' as string | null, dismissed = [] as string[], cobrowsing = false, on = true } = {}) {
  const writes: unknown[] = [];
  const mocks = [
    {
      request: { query: GET_WHATS_NEW_VIEWER },
      maxUsageCount: 5,
      result: {
        data: {
          viewer: {
            __typename: 'Viewer',
            user: { __typename: 'User', mac: 'M1', lastLogin, flags: ['cashBulkTransactingFlag'], supportedBrandProducts: { mgl: ['Wrap'] } },
            preferences: [
              { __typename: 'Preference', key: 'whats-new-dismissed-groups', value: dismissed },
              { __typename: 'Preference', key: 'behavioural-intercept-feedback', value: null },
            ],
          },
        },
      },
    },
    {
      request: { query: SET_WHATS_NEW_PREFERENCE, variables: () => true },
      maxUsageCount: 5,
      result: (vars: { key: string; value: unknown }) => {
        writes.push(vars);
        return { data: { setPreference: { __typename: 'Preference', key: vars.key, value: vars.value } } };
      },
    },
  ];
  const store = createStore();
  store.set(setCobrowseActiveAtom, cobrowsing);
  render(
    <JotaiProvider store={store}>
      <PluginHostContext.Provider value={host(on)}>
        <MockedProvider mocks={mocks}>
          <WhatsNewOverlay />
        </MockedProvider>
      </PluginHostContext.Provider>
    </JotaiProvider>,
  );
  return { writes, store };
}

describe('whats-new carousel', () => {
  it('Mark all as seen saves every shown group', async () => {
    const { writes } = setup({ dismissed: ['old_group'] });
    expect(await screen.findByRole('heading', { name: t('whatsNew.rolloverAuthority.title') })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('whatsNew.markAllSeen') }));
    await waitFor(() => expect(writes).toEqual([{ key: 'whats-new-dismissed-groups', value: ['old_group', 'rollover_authority', 'bulk_asic_payments_via_cbt'] }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Show me later hides it and saves nothing', async () => {
    const { writes } = setup({ dismissed: ['rollover_authority'] });
    expect(await screen.findByRole('heading', { name: t('whatsNew.bulkAsic.title') })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: t('whatsNew.showMeLater') }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
  });

  it('a first login shows nothing and saves every group dismissed', async () => {
    const { writes } = setup({ lastLogin: null });
    await waitFor(() => expect(writes).toEqual([{ key: 'whats-new-dismissed-groups', value: ['rollover_authority', 'bulk_asic_payments_via_cbt'] }]));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing while co-browsing, and comes back when the session ends', async () => {
    const { store, writes } = setup({ cobrowsing: true });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(writes).toEqual([]);
    act(() => store.set(setCobrowseActiveAtom, false));
    expect(await screen.findByRole('heading', { name: t('whatsNew.rolloverAuthority.title') })).toBeTruthy();
  });

  it('waits behind a modal already open (the browser-support notice) and shows once it closes', async () => {
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    try {
      setup();
      // The viewer is read; the carousel still waits.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('heading', { name: t('whatsNew.rolloverAuthority.title') })).toBeNull();
      act(() => other.removeAttribute('open'));
      expect(await screen.findByRole('heading', { name: t('whatsNew.rolloverAuthority.title') })).toBeTruthy();
    } finally {
      other.remove();
    }
  });

  it('never shows once the adviser has clicked in the page, even after another modal closes', async () => {
    const stop = watchStartedWorking();
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    const field = document.createElement('input');
    document.body.append(other, field);
    try {
      setup();
      await new Promise((resolve) => setTimeout(resolve, 50));
      // A click inside the open dialog is not work; the one in the page is.
      await userEvent.click(other);
      await userEvent.click(field);
      act(() => other.removeAttribute('open'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('dialog')).toBeNull();
    } finally {
      stop();
      other.remove();
      field.remove();
    }
  });

  it('still shows after a click inside the notice that was open', async () => {
    const stop = watchStartedWorking();
    const other = document.createElement('dialog');
    other.setAttribute('open', '');
    document.body.append(other);
    try {
      setup();
      await userEvent.click(other);
      act(() => other.removeAttribute('open'));
      expect(await screen.findByRole('heading', { name: t('whatsNew.rolloverAuthority.title') })).toBeTruthy();
    } finally {
      stop();
      other.remove();
    }
  });

  it('does not show once the adviser has gone from the dashboard to another page', async () => {
    noteRoute('/dashboard');
    noteRoute('/accounts');
    setup();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
