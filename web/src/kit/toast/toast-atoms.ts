// Toast state. Any part of the app (a plugin too) shows a toast with showToastAtom or useToast().
import { atom, useSetAtom } from 'jotai';
import { addToast, dropExpired, removeToast, type Toast, type ToastInput } from './toast-queue';

const toastListAtom = atom<Toast[]>([]);
let nextId = 1;

export const toastsAtom = atom((get) => get(toastListAtom));

export const showToastAtom = atom(null, (get, set, input: ToastInput) => {
  set(toastListAtom, addToast(get(toastListAtom), input, nextId++, Date.now()));
});

export const dismissToastAtom = atom(null, (get, set, id: number) => {
  set(toastListAtom, removeToast(get(toastListAtom), id));
});

export const expireToastsAtom = atom(null, (get, set, now: number) => {
  set(toastListAtom, dropExpired(get(toastListAtom), now));
});

export function useToast(): (input: ToastInput) => void {
  return useSetAtom(showToastAtom);
}
