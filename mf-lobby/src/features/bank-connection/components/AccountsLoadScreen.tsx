import { getAccounts, type Account } from '@patrimo/shared';
import { callApi } from '@patrimo/shared/client';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { accountStateMessage } from '../connection-errors';
import { bankConnectionMessages as m } from '../messages';

/** How often the accounts are read again while a synchronisation runs. */
const POLL_MS = 1500;

/** What the add form passes along; `accountIds` are the accounts it just created. */
function accountIdsOf(state: unknown): string[] | null {
  if (state === null || typeof state !== 'object') return null;
  const ids = (state as { accountIds?: unknown }).accountIds;
  return Array.isArray(ids) && ids.every((id) => typeof id === 'string') ? (ids as string[]) : null;
}

/**
 * `/app/load` (spec §4 "loading/receiving data (can take several minutes)"): follows the
 * synchronisation of the accounts just added, reading them every 1.5 s until none is syncing.
 * Without the added ids, it follows the accounts seen syncing.
 */
export function AccountsLoadScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const location = useLocation();
  const [requested] = useState(() => accountIdsOf(location.state));
  const [accounts, setAccounts] = useState<Account[] | null>(null);
  const [seenSyncing, setSeenSyncing] = useState<ReadonlySet<string>>(new Set());
  const [failed, setFailed] = useState(false);

  const tracked = accounts === null ? [] : pickTracked(accounts, requested, seenSyncing);
  const syncing = accounts === null || tracked.some((account) => account.syncing);

  useEffect(() => {
    if (!syncing) return undefined;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = () => {
      callApi(getAccounts, { signal: controller.signal })
        .then((list) => {
          setFailed(false);
          setAccounts(list);
          setSeenSyncing((current) => {
            const more = list.filter((account) => account.syncing && !current.has(account.id));
            return more.length === 0 ? current : new Set([...current, ...more.map((account) => account.id)]);
          });
        })
        .catch(() => {
          if (!controller.signal.aborted) setFailed(true);
        })
        .finally(() => {
          if (!controller.signal.aborted) timer = setTimeout(poll, POLL_MS);
        });
    };
    poll();
    return () => {
      controller.abort();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [syncing]);

  const withErrors = tracked.filter((account) => !account.syncing && accountStateMessage(account.state) !== null);
  const title = syncing ? m.loadInProgress : withErrors.length > 0 ? m.loadDoneWithErrors : m.loadDone;

  return (
    <Stack maw={640} mx="auto" gap="lg" py="md">
      <Stack gap={6}>
        <Group gap="sm">
          {syncing && <Loader size="sm" aria-hidden />}
          <Title order={1} size="h2" aria-live="polite">
            {t(title)}
          </Title>
        </Group>
        <Text c="dimmed">{t(syncing ? m.loadPatience : m.loadDoneDescription)}</Text>
      </Stack>

      {failed && (
        <Alert color="orange" variant="light" role="alert">
          <Text size="sm">{t(m.loadFailed)}</Text>
        </Alert>
      )}

      {accounts === null ? (
        <Center py="lg" role="status" aria-label={t(m.loadInProgress)}>
          <Loader />
        </Center>
      ) : tracked.length === 0 ? (
        <Text size="sm">{t(m.noAccountToLoad)}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tracked.map((account) => {
            const error = account.syncing ? null : accountStateMessage(account.state);
            return (
              <Card key={account.id} component="li" withBorder radius="md" padding="sm">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap">
                    <Text fw={600}>{account.bankName}</Text>
                    {account.syncing ? (
                      <Group gap={6} wrap="nowrap">
                        <Loader size="xs" aria-hidden />
                        <Text size="sm" c="dimmed">
                          {t(m.accountSyncing)}
                        </Text>
                      </Group>
                    ) : (
                      <Badge color={error === null ? 'green' : 'red'} variant="light">
                        {error === null ? t(m.accountReady) : t(m.accountFailed)}
                      </Badge>
                    )}
                  </Group>
                  {error !== null && (
                    <Text size="sm" c="red">
                      {error}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
        </Stack>
      )}

      <Group gap="sm">
        <Button component={Link} to="/app/dashboard">
          {t(m.toDashboard)}
        </Button>
        <Button component={Link} to="/app/accounts/new" variant="default">
          {t(m.addAnother)}
        </Button>
      </Group>
    </Stack>
  );
}

/** The accounts this page follows: those just added, else those seen syncing, else every real one. */
function pickTracked(accounts: readonly Account[], requested: readonly string[] | null, seenSyncing: ReadonlySet<string>): Account[] {
  if (requested !== null && requested.length > 0) return accounts.filter((account) => requested.includes(account.id));
  const seen = accounts.filter((account) => seenSyncing.has(account.id) || account.syncing);
  return seen.length > 0 ? seen : accounts.filter((account) => !account.demo);
}
