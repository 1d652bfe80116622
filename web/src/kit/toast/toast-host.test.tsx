import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToastAtom } from './toast-atoms';
import { ToastHost } from './toast-host';
import { TOAST_TIMEOUT_MS } from './toast-queue';

function host() {
  const store = createStore();
  render(
    <Provider store={store}>
      <ToastHost />
    </Provider>,
  );
  return (message: string) => act(() => store.set(showToastAtom, { message, tone: 'success' }));
}

afterEach(() => vi.useRealTimers());

describe('ToastHost', () => {
  it('announces a toast as a status message and dismisses it with its close button', async () => {
    const show = host();
    show('Added to favourites');
    expect(screen.getByRole('status').textContent).toContain('Added to favourites');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('stacks toasts and lets each go by itself after its time', () => {
    vi.useFakeTimers({ now: 0 });
    const show = host();
    show('First');
    act(() => vi.advanceTimersByTime(1000));
    show('Second');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['First', 'Second']);
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1000));
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Second']);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
