import { Stack } from '@patrimo/shared/ui';
import { Notification, Portal, Transition } from '@patrimo/shared/ui/extra';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { sharedMessages } from './messages';
import { removeToastAtom, setToastStateAtom, type Toast } from './toast-state';

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

/** The visible stack of toasts. */
export default function ToastStack({ toasts }: { toasts: Toast[] }) {
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
