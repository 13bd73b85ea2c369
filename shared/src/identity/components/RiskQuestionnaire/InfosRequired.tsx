import { Alert, Anchor, Button, Group, Stack, Text } from '@patrimo/shared/ui';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { identityMessages } from '../../messages';

export interface InfosRequiredProps {
  /** Where the saver fills the profile information. */
  infosPath: string;
  /** Shows a « Annuler » button calling this. */
  onCancel?: (() => void) | undefined;
}

export function InfosRequired({ infosPath, onCancel }: InfosRequiredProps) {
  const intl = useIntl();
  return (
    <Alert color="yellow" variant="light" title={intl.formatMessage(identityMessages.infosRequiredTitle)} role="alert">
      <Stack gap="xs">
        <Text size="sm">{intl.formatMessage(identityMessages.infosRequired)}</Text>
        <Group gap="md">
          <Anchor component={Link} to={infosPath} size="sm" fw={600}>
            {intl.formatMessage(identityMessages.infosLink)}
          </Anchor>
          {onCancel && (
            <Button size="xs" variant="subtle" color="gray" onClick={onCancel}>
              {intl.formatMessage(identityMessages.cancel)}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
