import { formatDate, type Account, type Connection } from '@patrimo/shared';
import { liveConnectedAtom, syncProgressAtom } from '@patrimo/shared/client';
import { loadErrorMessage, loadStateOf } from '@patrimo/shared/query';
import { LoadState, useSubject, useToast } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/controls';
import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from '@patrimo/shared/router';
import { useSaverFrame } from '../../../lib/saver-frame';
import { useAccounts } from '../api/get-accounts';
import { useDeleteAccount } from '../api/delete-account';
import { useSynchronizeAccount } from '../api/synchronize-account';
import { connectionView } from '../connection-view';
import { contractsOfAccountMessage, deleteTextMessage, lastSyncMessage, userMessages as m } from '../messages';
import { isReadOnlyProfileView } from '../profile-view';
import { FixCredentialsModal } from './FixCredentialsModal';

interface AccountCardProps {
  account: Account;
  readOnly: boolean;
}

function AccountCard({ account, readOnly }: AccountCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const progress = useAtomValue(syncProgressAtom)[account.id];
  const view = connectionView(account);
  const [confirming, setConfirming] = useState(false);
  const [fixing, setFixing] = useState(false);
  const synchronize = useSynchronizeAccount();
  const remove = useDeleteAccount();
  const failure = synchronize.error ?? remove.error;
  const error = failure === null ? null : loadErrorMessage(failure);

  const startSync = () => {
    remove.reset();
    synchronize.mutate(account.id);
  };
  const confirmDelete = () => {
    synchronize.reset();
    // The modal closes either way: on success the account leaves the list, on failure the card says why.
    remove.mutate(account.id, { onSettled: () => setConfirming(false) });
  };

  const fixed = useCallback(
    (connection: Connection) => {
      setFixing(false);
      if (connection.state === 'none') toast({ label: 'connection-fixed', message: t(m.fixDone), color: 'green' });
    },
    [t, toast],
  );

  return (
    <Card withBorder radius="md" padding="lg" component="li" data-account={account.id} data-demo={account.demo} data-state={account.state}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm">
            <Title order={2} size="h4">
              {account.bankName}
            </Title>
            {account.demo && (
              <Badge color="violet" variant="light" data-demo-badge>
                {t(m.demoBadge)}
              </Badge>
            )}
          </Group>
          <Badge color={view.color} variant="light" data-connection-state>
            {account.syncing ? t(m.syncing) : view.label}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {t(contractsOfAccountMessage, { count: account.portfolios.length })} ·{' '}
          {account.lastSyncAt === null
            ? t(m.neverSynced)
            : t(lastSyncMessage, { date: formatDate(account.lastSyncAt, 'long'), time: formatDate(account.lastSyncAt, 'time') })}
        </Text>
        {account.demo && (
          <Text size="sm" c="dimmed">
            {t(m.demoHelp)}
          </Text>
        )}
        {account.syncing && (
          <Group gap="xs" role="status" aria-live="polite" data-syncing>
            <Loader size="xs" />
            <Text size="sm">{progress?.step ?? t(m.syncing)}</Text>
          </Group>
        )}
        {!account.syncing && view.problem !== null && (
          <Alert color={view.color === 'orange' ? 'orange' : 'red'} variant="light" data-connection-problem>
            <Stack gap={4}>
              <Text size="sm">{view.problem}</Text>
              {/* The bank's own words (an action to take on its website), as it wrote them. */}
              {account.message !== null && account.message !== '' && (
                <Text size="sm" fs="italic" data-bank-message>
                  {account.message}
                </Text>
              )}
            </Stack>
          </Alert>
        )}
        {error !== null && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {!readOnly && (
          <Group gap="sm">
            {view.canSynchronize && (
              <Button size="xs" variant="light" onClick={startSync} loading={synchronize.isPending}>
                {t(m.synchronize)}
              </Button>
            )}
            {view.fix !== null && (
              <Button size="xs" onClick={() => setFixing(true)}>
                {t(m.fixCredentials)}
              </Button>
            )}
            <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t(m.delete)}
            </Button>
          </Group>
        )}
      </Stack>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t(m.deleteTitle)} centered>
        <Stack gap="md">
          <Text size="sm">{t(deleteTextMessage, { bank: account.bankName })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t(m.cancel)}
            </Button>
            <Button color="red" onClick={confirmDelete} loading={remove.isPending} data-confirm-delete>
              {t(m.deleteConfirm)}
            </Button>
          </Group>
        </Stack>
      </Modal>
      {fixing && view.fix !== null && <FixCredentialsModal account={account} fix={view.fix} onClose={() => setFixing(false)} onFixed={fixed} />}
    </Card>
  );
}

/**
 * The content of `/app/user/accounts`: each bank connection with its state, last synchronisation and remedies
 * (synchronise, fix the credentials, delete), reloaded when the live channel says a connection changed. An
 * advisor sees the same list, without the actions.
 */
export function AccountsPanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const subject = useSubject();
  const { base, embedded } = useSaverFrame();
  const readOnly = isReadOnlyProfileView(subject, embedded);
  const live = useAtomValue(liveConnectedAtom);
  const load = loadStateOf(useAccounts({ poll: !live }));

  const add = readOnly ? null : (
    <Button component={Link} to={`${base}/accounts/new`} style={{ alignSelf: 'flex-start' }}>
      {t(m.linkAddAccount)}
    </Button>
  );
  if (load.state !== 'ready') return <LoadState load={load} loadingLabel={m.loadingAccounts} />;
  if (load.data.length === 0) {
    return (
      <Card withBorder radius="md" padding="xl" data-accounts-empty>
        <Stack gap="md">
          <Text c="dimmed">{t(readOnly ? m.accountsEmptyCustomer : m.accountsEmpty)}</Text>
          {add}
        </Stack>
      </Card>
    );
  }
  return (
    <Stack gap="md">
      <Stack gap="md" component="ul" aria-label={t(m.accountsListLabel)} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {load.data.map((account) => (
          <AccountCard key={account.id} account={account} readOnly={readOnly} />
        ))}
      </Stack>
      {add}
    </Stack>
  );
}
