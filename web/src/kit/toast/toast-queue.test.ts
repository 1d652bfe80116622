import { describe, expect, it } from 'vitest';
import { addToast, dropExpired, nextExpiry, removeToast, TOAST_TIMEOUT_MS } from './toast-queue';

describe('toast queue', () => {
  it('stacks toasts in order with a 6000 ms time-out each', () => {
    let list = addToast([], { message: 'Saved' }, 1, 1000);
    list = addToast(list, { message: 'Failed', tone: 'error' }, 2, 3000);
    expect(list.map((t) => [t.id, t.message, t.tone, t.expiresAt])).toEqual([
      [1, 'Saved', 'info', 1000 + TOAST_TIMEOUT_MS],
      [2, 'Failed', 'error', 3000 + TOAST_TIMEOUT_MS],
    ]);
    expect(nextExpiry(list)).toBe(7000);
  });

  it('drops toasts as they time out', () => {
    let list = addToast([], { message: 'a' }, 1, 0);
    list = addToast(list, { message: 'b' }, 2, 2000);
    expect(dropExpired(list, 5999).map((t) => t.id)).toEqual([1, 2]);
    expect(dropExpired(list, 6000).map((t) => t.id)).toEqual([2]);
    expect(dropExpired(list, 8000)).toEqual([]);
    expect(nextExpiry([])).toBeNull();
  });

  it('restarts the timer of a repeated message instead of stacking a copy', () => {
    let list = addToast([], { message: 'a' }, 1, 0);
    list = addToast(list, { message: 'a' }, 2, 4000);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: 1, expiresAt: 10000 });
  });

  it('removes a dismissed toast', () => {
    const list = addToast(addToast([], { message: 'a' }, 1, 0), { message: 'b' }, 2, 0);
    expect(removeToast(list, 1).map((t) => t.id)).toEqual([2]);
  });
});
