// Module state is put back before each test (web/src/testing/module-state-setup.ts), so what one test or file
// leaves behind in the shared module cache (vitest isolate: false) never reaches the next.
import { act, render } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { onBeforeLogout, runBeforeLogout } from './before-logout';
import { openChat, takePendingChatRequest } from './chat-entry';
import { setCopyOverrides, t } from './copy';
import { LazyView, viewsPending } from './lazy-view';
import { resetModuleState } from './module-state';
import { isPagePainted, markPagePainted, PAINT_FALLBACK_MS, whenInteraction, whenPagePainted } from './plugin-load';
import { announceTaskSubmitted, refreshAfterTaskSubmissions } from './task-events';

describe('resetModuleState', () => {
  it('puts every gate, listener and cache back as a fresh page has them', async () => {
    markPagePainted();
    let interacted = false;
    void whenInteraction().then(() => (interacted = true));
    setCopyOverrides({ 'shell.header.logout': 'Sign out' });
    const hook = vi.fn();
    onBeforeLogout(hook);
    const refresh = vi.fn();
    refreshAfterTaskSubmissions(refresh, 0);
    openChat({ context: 'manage_payments', referenceId: 'PAY1' });
    const never = () => new Promise<{ default: () => null }>(() => undefined);
    const { unmount } = render(
      <Suspense fallback={null}>
        <LazyView load={never} props={{}} />
      </Suspense>,
    );
    expect(viewsPending()).toBe(1);
    unmount();

    resetModuleState();

    expect(isPagePainted()).toBe(false);
    act(() => void window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
    await Promise.resolve();
    // The old gate's listener went with it: a new gate waits for an interaction of its own.
    expect(interacted).toBe(false);
    expect(t('shell.header.logout')).toBe('Logout');
    await runBeforeLogout();
    expect(hook).not.toHaveBeenCalled();
    announceTaskSubmitted();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(refresh).not.toHaveBeenCalled();
    expect(takePendingChatRequest()).toBeNull();
    expect(viewsPending()).toBe(0);
  });

  it('disarms the paint fallback, which would otherwise open a later test’s gate', () => {
    vi.useFakeTimers();
    try {
      void whenPagePainted();
      resetModuleState();
      vi.advanceTimersByTime(PAINT_FALLBACK_MS * 2);
      expect(isPagePainted()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

// In declaration order (vitest runs a file's tests in order): the first leaves the page painted, the second
// finds it closed because the setup file reset it between them, as it does between files.
describe('between tests', () => {
  it('a test leaves the page painted and a copy override in place', () => {
    markPagePainted();
    setCopyOverrides({ 'shell.header.logout': 'Sign out' });
    expect(isPagePainted()).toBe(true);
  });

  it('the next test starts on a fresh page', () => {
    expect(isPagePainted()).toBe(false);
    expect(t('shell.header.logout')).toBe('Logout');
  });
});
