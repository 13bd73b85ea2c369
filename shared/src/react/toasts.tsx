import { Notification, Portal, Stack, Transition } from '../ui';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { TOAST_TIMEOUT_MS } from './toast-constants';
import { sharedMessages } from './messages';

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

const setToastStateAtom = atom(null, (get, set, { id, state }: { id: number; state: Toast['state'] }) => {
  set(
    toastsAtom,
    get(toastsAtom).map((t) => (t.id === id ? { ...t, state } : t)),
  );
});

const removeToastAtom = atom(null, (get, set, id: number) => {
  set(
    toastsAtom,
    get(toastsAtom).filter((t) => t.id !== id),
  );
});

/** `const toast = useToast(); toast({ label: 'bank-added', message: '…' })` */
export function useToast(): (input: ShowToastInput) => number {
  return useSetAtom(showToastAtom);
}

function ToastItem({ toast }: { toast: Toast }) {
  const intl = useIntl();
  const setState = useSetAtom(setToastStateAtom);
  const remove = useSetAtom(removeToastAtom);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    setMounted(true);
    setState({ id: toast.id, state: 'opened' });
    const timer = window.setTimeout(() => setState({ id: toast.id, state: 'closed' }), toast.timeout);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.timeout, setState]);

  return (
    <Transition mounted={mounted && toast.state !== 'closed'} transition="slide-left" duration={200} onExited={() => remove(toast.id)}>
      {(styles) => (
        <Notification
          style={{ ...styles, cursor: 'pointer' }}
          role="status"
          data-toast-label={toast.label}
          color={toast.color ?? 'teal'}
          title={toast.title}
          closeButtonProps={{ 'aria-label': intl.formatMessage(sharedMessages.closeToast) }}
          onClick={() => setState({ id: toast.id, state: 'closed' })}
          onClose={() => setState({ id: toast.id, state: 'closed' })}
        >
          {toast.message}
        </Notification>
      )}
    </Transition>
  );
}

/** Where toasts appear; mounted once by the host (or a standalone remote). */
export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <Portal>
      <Stack gap="sm" style={{ position: 'fixed', top: 16, right: 16, zIndex: 1000, width: 360, maxWidth: 'calc(100vw - 32px)' }}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Stack>
    </Portal>
  );
}
