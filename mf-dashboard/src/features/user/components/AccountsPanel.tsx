import { deleteAccount, formatDate, getAccounts, synchronizeAccount, type Account, type Connection } from '@patrimo/shared';
import { accountsRevisionAtom, callApi, liveConnectedAtom, syncProgressAtom } from '@patrimo/shared/client';
import { useSubject, useToast } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Modal } from '@patrimo/shared/ui/extra';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LoadState } from '../../../components/LoadState';
import { useSaverFrame } from '../../../lib/saver-frame';
import { loadErrorMessage, useLoad } from '../../../lib/use-load';
import { connectionView } from '../connection-view';
import { contractsOfAccountMessage, deleteTextMessage, lastSyncMessage, userMessages as m } from '../messages';
import { isReadOnlyProfileView } from '../profile-view';
import { FixCredentialsModal } from './FixCredentialsModal';

/** While a connection synchronises and the live channel is closed, the list is asked again this often. */
const POLL_MS = 3000;

interface AccountCardProps {
  account: Account;
  readOnly: boolean;
  /** An action changed the account: reload the list. */
  onChanged: () => void;
}

function AccountCard({ account, readOnly, onChanged }: AccountCardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const toast = useToast();
  const progress = useAtomValue(syncProgressAtom)[account.id];
  const view = connectionView(account);
  const [confirming, setConfirming] = useState(false);
  const [fixing, setFixing] = useState(false);
  const [busy, setBusy] = useState<'sync' | 'delete' | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function synchronize() {
    setBusy('sync');
    setError(null);
    try {
      await callApi(synchronizeAccount, { params: { id: account.id } });
      onChanged();
    } catch (failure) {
      setError(loadErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('delete');
    setError(null);
    try {
      await callApi(deleteAccount, { params: { id: account.id } });
      setConfirming(false);
      toast({ label: 'bank-deleted', message: t(m.toastBankDeleted), color: 'green' });
      onChanged();
    } catch (failure) {
      setConfirming(false);
      setError(loadErrorMessage(failure));
    } finally {
      setBusy(null);
    }
  }

  const fixed = useCallback(
    (connection: Connection) => {
      setFixing(false);
      if (connection.state === 'none') toast({ label: 'connection-fixed', message: t(m.fixDone), color: 'green' });
      onChanged();
    },
    [onChanged, t, toast],
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
              <Button size="xs" variant="light" onClick={synchronize} loading={busy === 'sync'}>
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
            <Button color="red" onClick={remove} loading={busy === 'delete'} data-confirm-delete>
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
  const revision = useAtomValue(accountsRevisionAtom);
  const live = useAtomValue(liveConnectedAtom);
  const { load, retry } = useLoad((signal) => callApi(getAccounts, { subject, signal }), [revision], subject);
  const syncing = load.state === 'ready' && load.data.some((account) => account.syncing);

  // Without the live channel nothing says when a synchronisation ends: ask again until none runs.
  useEffect(() => {
    if (!syncing || live) return;
    const timer = setTimeout(retry, POLL_MS);
    return () => clearTimeout(timer);
  }, [syncing, live, load, retry]);

  const add = readOnly ? null : (
    <Button component={Link} to={`${base}/accounts/new`} style={{ alignSelf: 'flex-start' }}>
      {t(m.linkAddAccount)}
    </Button>
  );
  if (load.state !== 'ready') return <LoadState load={load} retry={retry} loadingLabel={m.loadingAccounts} />;
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
          <AccountCard key={account.id} account={account} readOnly={readOnly} onChanged={retry} />
        ))}
      </Stack>
      {add}
    </Stack>
  );
}
