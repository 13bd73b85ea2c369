import { Button, Group, Text } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useContext, useEffect } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { UNSAFE_DataRouterContext, useBlocker } from '@patrimo/shared/router';
import { customerMessages as m } from '../messages';

function RouteBlocker({ when, question }: { when: boolean; question: string }) {
  const t = useIntl().formatMessage;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname);
  return (
    <Modal opened={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} title={t(m.notesUnsaved)} centered>
      <Text size="sm" mb="md">
        {question}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={() => blocker.reset?.()}>
          {t(m.cancel)}
        </Button>
        <Button color="red" onClick={() => blocker.proceed?.()} data-leave-anyway>
          {t(m.leaveAnyway)}
        </Button>
      </Group>
    </Modal>
  );
}

/**
 * Keeps unsaved changes from being lost: the browser asks before the page is closed or reloaded, and, under the
 * host's data router, a move to another page asks first. (A standalone run has no data router: only the first.)
 */
export function LeaveGuard({ when, question }: { when: boolean; question: MessageDescriptor }) {
  const t = useIntl().formatMessage;
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return dataRouter ? <RouteBlocker when={when} question={t(question)} /> : null;
}
