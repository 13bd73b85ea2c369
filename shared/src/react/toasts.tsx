import { useAtomValue, useSetAtom } from 'jotai';
import { lazy, Suspense } from 'react';
import { showToastAtom, toastsAtom, type ShowToastInput } from './toast-state';

// The state lives apart from the viewport so the lazily loaded stack imports it without an import cycle.
export { removeToastAtom, setToastStateAtom, showToastAtom, toastsAtom, type ShowToastInput, type Toast } from './toast-state';

/** `const toast = useToast(); toast({ label: 'bank-added', message: '…' })` */
export function useToast(): (input: ShowToastInput) => number {
  return useSetAtom(showToastAtom);
}

// The toast stack (Mantine notifications, transitions, portal) loads with the first toast only.
const ToastStack = lazy(() => import('./toast-stack'));

/** Where toasts appear; mounted once by the host (or a standalone remote). */
export function ToastViewport() {
  const toasts = useAtomValue(toastsAtom);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  );
}
