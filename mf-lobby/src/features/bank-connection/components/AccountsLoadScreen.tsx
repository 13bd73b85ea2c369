import { formatPercent, type Account } from '@patrimo/shared';
import { useQuery } from '@patrimo/shared/query';
import { useLiveConnected, useSyncProgresses } from '@patrimo/shared/react';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@patrimo/shared/ui';
import { Progress } from '@patrimo/shared/ui/extra';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate } from '@patrimo/shared/router';
import { accountsQueryOptions } from '../api/get-accounts';
import { accountStateMessage } from '../connection-errors';
import { accountIdsOf, accountProgress, addedAccountsOf, nextAfterLoad, pickTracked, roundedToPercent } from '../load-progress';
import { bankConnectionMessages as m, progressLabelMessage } from '../messages';

/** How often the accounts are read again while a synchronisation runs and the live channel is down. */
const POLL_MS = 1500;
/** How long the « à jour » state shows before the page moves on by itself. */
const AUTO_NEXT_MS = 4000;

/**
 * `/app/load` (spec §4 "loading/receiving data (can take several minutes)"): follows the synchronisation of
 * the accounts just added through the live channel — a progress bar and the French step per account — and
 * reads the accounts again each time one is fetched. While the channel is down it polls instead. Once every
 * account is done, it leads to the risk level of the risked contracts added, else to the dashboard, by
 * itself after a few seconds when everything went well.
 */
export function AccountsLoadScreen() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const location = useLocation();
  const navigate = useNavigate();
  const connected = useLiveConnected();
  const live = useSyncProgresses();
  const [requested] = useState(() => accountIdsOf(location.state));
  const [added] = useState(() => addedAccountsOf(location.state));
  const [seenSyncing, setSeenSyncing] = useState<ReadonlySet<string>>(new Set());
  const [stayHere, setStayHere] = useState(false);
  /** Whether the accounts followed are still synchronising (nothing read yet counts as such). */
  const syncingIn = (list: readonly Account[] | undefined) =>
    list === undefined || pickTracked(list, requested, seenSyncing).some((account) => account.syncing);
  // Reading again is driven by the channel (each fetched account invalidates the accounts); polling only
  // stands in for it while it is down, and a failed read is tried again even with the channel up: nothing
  // else would bring the accounts.
  const query = useQuery({
    ...accountsQueryOptions(),
    // The accounts just added show, with their live progress, before the first read answers.
    ...(added === null ? {} : { placeholderData: added }),
    refetchInterval: (current) =>
      (syncingIn(current.state.data) && !connected) || current.state.status === 'error' ? POLL_MS : false,
    refetchIntervalInBackground: true,
  });
  const accounts = query.data ?? null;
  const failed = query.isError;

  const tracked = accounts === null ? [] : pickTracked(accounts, requested, seenSyncing);
  const syncing = accounts === null || tracked.some((account) => account.syncing);

  // An account seen syncing stays followed until it is done, even once the list no longer says it is new.
  useEffect(() => {
    if (query.data === undefined || query.isPlaceholderData) return;
    const list = query.data;
    setSeenSyncing((current) => {
      const more = list.filter((account) => account.syncing && !current.has(account.id));
      return more.length === 0 ? current : new Set([...current, ...more.map((account) => account.id)]);
    });
  }, [query.data, query.isPlaceholderData]);

  // Back online, the channel may have missed fetched accounts meanwhile: read them once.
  const { refetch } = query;
  const wasConnected = useRef(connected);
  useEffect(() => {
    if (connected && !wasConnected.current) void refetch();
    wasConnected.current = connected;
  }, [connected, refetch]);

  const withErrors = tracked.filter((account) => !account.syncing && accountStateMessage(account.state) !== null);
  const done = !syncing && tracked.length > 0;
  const next = nextAfterLoad(tracked);
  const nextState = next.path === '/app/accounts/risk' ? { contractIds: next.contractIds } : undefined;
  const autoNext = done && withErrors.length === 0 && !stayHere;

  useEffect(() => {
    if (!autoNext) return undefined;
    const timer = setTimeout(() => navigate(next.path, { state: nextState }), AUTO_NEXT_MS);
    return () => clearTimeout(timer);
    // The destination is fixed once everything is done; `autoNext` is what starts or cancels the move.
  }, [autoNext]);

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
          {tracked.map((account) => (
            <AccountLoadCard key={account.id} account={account} live={live[account.id]} />
          ))}
        </Stack>
      )}

      {done && (
        <Stack gap="sm">
          {next.path === '/app/accounts/risk' && <Text size="sm">{t(m.loadNextRisk)}</Text>}
          {autoNext && (
            <Group gap="sm" role="status">
              <Text size="sm" c="dimmed">
                {t(next.path === '/app/accounts/risk' ? m.autoNextRisk : m.autoNextDashboard)}
              </Text>
              <Button variant="subtle" size="compact-sm" onClick={() => setStayHere(true)}>
                {t(m.stayHere)}
              </Button>
            </Group>
          )}
        </Stack>
      )}

      <Group gap="sm">
        {done && next.path === '/app/accounts/risk' ? (
          <>
            <Button component={Link} to={next.path} state={nextState}>
              {t(m.toRisk)}
            </Button>
            <Button component={Link} to="/app/dashboard" variant="default">
              {t(m.toDashboard)}
            </Button>
          </>
        ) : (
          <Button component={Link} to="/app/dashboard">
            {t(m.toDashboard)}
          </Button>
        )}
        <Button component={Link} to="/app/accounts/new" variant="default">
          {t(m.addAnother)}
        </Button>
      </Group>
    </Stack>
  );
}

/** One followed account: its institution, its state, and while it syncs the bar and the French step. */
function AccountLoadCard({ account, live }: { account: Account; live: { progress: number; step: string } | undefined }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const error = account.syncing ? null : accountStateMessage(account.state);
  const progress = accountProgress(account, live);
  const percent = progress === null ? null : formatPercent(roundedToPercent(progress));
  return (
    <Card component="li" withBorder radius="md" padding="sm" data-account-id={account.id}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600}>{account.bankName}</Text>
          {account.syncing ? (
            <Group gap={6} wrap="nowrap">
              <Loader size="xs" aria-hidden />
              <Text size="sm" c="dimmed">
                {percent ?? t(m.accountSyncing)}
              </Text>
            </Group>
          ) : (
            <Badge color={error === null ? 'green' : 'red'} variant="light">
              {error === null ? t(m.accountReady) : t(m.accountFailed)}
            </Badge>
          )}
        </Group>
        {account.syncing && (
          <>
            {progress !== null && (
              <Progress value={progress * 100} size="sm" aria-label={intl.formatMessage(progressLabelMessage, { bank: account.bankName })} />
            )}
            {live !== undefined && (
              <Text size="sm" c="dimmed">
                {live.step}
              </Text>
            )}
          </>
        )}
        {error !== null && (
          <Text size="sm" c="red">
            {error}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
