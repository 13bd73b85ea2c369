import { Button, Group, Text } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useIntl } from 'react-intl';
import { autoLogoutBody, signedInMessages } from '../../layouts/signed-in-messages';

export interface AutoLogoutDialogProps {
  /** Seconds left before the session ends. */
  seconds: number;
  onStay: () => void;
  onLeave: () => void;
}

/**
 * The question of the auto-logout prompt (`AutoLogoutPrompt`): stay or log out. Its own module, loaded when the
 * question is asked: the dialog (Mantine's modal, its scroll area and floating-ui) is not part of every signed-in
 * page's first load.
 */
export function AutoLogoutDialog({ seconds, onStay, onLeave }: AutoLogoutDialogProps) {
  const intl = useIntl();
  return (
    <Modal opened onClose={onStay} title={intl.formatMessage(signedInMessages.autoLogoutTitle)} centered>
      <Text mb="lg">{intl.formatMessage(autoLogoutBody, { seconds })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onLeave}>
          {intl.formatMessage(signedInMessages.autoLogoutLeave)}
        </Button>
        <Button onClick={onStay}>{intl.formatMessage(signedInMessages.autoLogoutStay)}</Button>
      </Group>
    </Modal>
  );
}
