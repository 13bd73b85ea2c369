import { atom } from 'jotai';
import { TOAST_TIMEOUT_MS } from '../constants/ui';

/**
 * Toasts (spec §2): initial → opened → closed → removed once the closing transition ends.
 * They auto-close after their timeout (8000 ms by default) or on click; a toast with the same label
 * replaces the earlier one.
 */
export interface Toast {
  id: number;
  /** Identifies the kind of toast ("bank added"…): a new toast with the same label replaces the old one. */
  label: string;
  message: string;
  title?: string;
  color?: string;
  timeout: number;
  state: 'initial' | 'opened' | 'closed';
}

export interface ShowToastInput {
  label: string;
  message: string;
  title?: string;
  color?: string;
  /** @default 8000 */
  timeout?: number;
}

let nextId = 1;
export const toastsAtom = atom<Toast[]>([]);

export const showToastAtom = atom(null, (get, set, input: ShowToastInput) => {
  const toast: Toast = {
    id: nextId++,
    label: input.label,
    message: input.message,
    timeout: input.timeout ?? TOAST_TIMEOUT_MS,
    state: 'initial',
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.color === undefined ? {} : { color: input.color }),
  };
  set(toastsAtom, [...get(toastsAtom).filter((t) => t.label !== input.label), toast]);
  return toast.id;
});

export const setToastStateAtom = atom(null, (get, set, { id, state }: { id: number; state: Toast['state'] }) => {
  set(
    toastsAtom,
    get(toastsAtom).map((t) => (t.id === id ? { ...t, state } : t)),
  );
});

export const removeToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});
