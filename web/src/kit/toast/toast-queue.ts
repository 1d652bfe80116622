// The toast list as plain data (000 §9): each toast times out after 6000 ms; several may stack.

export const TOAST_TIMEOUT_MS = 6000;
/** Distance of the first toast from the top of the window, and between stacked toasts (px). */
export const TOAST_TOP_OFFSET = 100;
export const TOAST_SPACING = 10;

export type ToastTone = 'success' | 'error' | 'info';

export interface Toast {
  id: number;
  message: string;
  tone: ToastTone;
  expiresAt: number;
}

export interface ToastInput {
  message: string;
  tone?: ToastTone;
}

/** Adds a toast under those already shown; the same message twice in a row only restarts its timer. */
export function addToast(list: readonly Toast[], input: ToastInput, id: number, now: number): Toast[] {
  const tone = input.tone ?? 'info';
  const expiresAt = now + TOAST_TIMEOUT_MS;
  const last = list.at(-1);
  if (last && last.message === input.message && last.tone === tone) {
    return [...list.slice(0, -1), { ...last, expiresAt }];
  }
  return [...list, { id, message: input.message, tone, expiresAt }];
}

export function removeToast(list: readonly Toast[], id: number): Toast[] {
  return list.filter((toast) => toast.id !== id);
}

export function dropExpired(list: readonly Toast[], now: number): Toast[] {
  return list.filter((toast) => toast.expiresAt > now);
}

/** When the next toast times out, or null with none shown. */
export function nextExpiry(list: readonly Toast[]): number | null {
  return list.length ? Math.min(...list.map((toast) => toast.expiresAt)) : null;
}
