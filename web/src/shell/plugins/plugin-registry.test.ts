import { describe, expect, it, vi } from 'vitest';
import { definePlugin } from '../../kit/plugin';
import { buildRegistry } from './plugin-registry';

const page = async () => ({ default: () => null });

describe('plugin registry', () => {
  it('gathers pages, ordered slot contributions, header slots, actions and flags', () => {
    const a = definePlugin({
      id: 'a',
      routes: [{ id: 'dashboard', component: page }],
      slots: { dashboardWidgets: [{ id: 'late', component: page, order: 5 }], headerBell: page },
      flags: ['search.ada'],
    });
    const b = definePlugin({
      id: 'b',
      slots: {
        dashboardWidgets: [{ id: 'early', component: page, order: -1 }, { id: 'plain', component: page }],
        navActions: { startCobrowse: async () => ({ default: () => undefined }) },
      },
      flags: ['search.ada', 'general.feedbackTab'],
    });
    const registry = buildRegistry([a, b]);
    expect(registry.ids).toEqual(['a', 'b']);
    expect(registry.page('dashboard')?.component).toBe(page);
    expect(registry.page('account-group')).toBeUndefined();
    expect(registry.slot('dashboardWidgets').map((c) => c.id)).toEqual(['b.early', 'b.plain', 'a.late']);
    expect(registry.slot('bars')).toEqual([]);
    expect(registry.headerBell).toBe(page);
    expect(registry.headerSearch).toBeUndefined();
    expect(registry.navAction('startCobrowse')).toBeTypeOf('function');
    expect(registry.declaredFlags).toEqual(['search.ada', 'general.feedbackTab']);
  });

  it('gathers account tabs by section and sub-route, and account actions in order', () => {
    const tab = async () => ({ default: () => null });
    const registry = buildRegistry([
      definePlugin({ id: 'a', slots: { accountTabs: { 'cash-account:payments': tab }, accountActions: { 'cash-account': [{ id: 'late', component: page, order: 2 }] } } }),
      definePlugin({ id: 'b', slots: { accountTabs: { 'cash-account:payments': page }, accountActions: { 'cash-account': [{ id: 'early', component: page, order: 1 }] } } }),
    ]);
    expect(registry.accountTab('cash-account', 'payments')).toBe(tab);
    expect(registry.accountTab('wrap-account', 'payments')).toBeUndefined();
    expect(registry.accountActions('cash-account').map((c) => c.id)).toEqual(['b.early', 'a.late']);
    expect(registry.accountActions('term-deposit')).toEqual([]);
  });

  it('keeps the first plugin that fills a page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const other = async () => ({ default: () => null });
    const registry = buildRegistry([
      definePlugin({ id: 'a', routes: [{ id: 'dashboard', component: page }] }),
      definePlugin({ id: 'b', routes: [{ id: 'dashboard', component: other }] }),
    ]);
    expect(registry.page('dashboard')?.component).toBe(page);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
