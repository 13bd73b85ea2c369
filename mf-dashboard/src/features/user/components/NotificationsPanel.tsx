import { formatDate, notificationEventLabels, notificationGroupLabels, type Notification } from '@patrimo/shared';
import { unreadNotificationsAtom } from '@patrimo/shared/client';
import { loadErrorMessage, loadStateOf } from '@patrimo/shared/query';
import { LoadState, useSubject } from '@patrimo/shared/react';
import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSaverFrame } from '../../../lib/saver-frame';
import { notificationsOf, useNotifications } from '../api/get-notifications';
import { useMarkAllNotificationsAsRead } from '../api/mark-all-notifications-as-read';
import { useMarkNotificationAsRead } from '../api/mark-notification-as-read';
import { userMessages as m, notificationTimeMessage, unreadCountMessage } from '../messages';
import { groupNotifications } from '../notification-groups';

function NotificationItem({ notification, onRead }: { notification: Notification; onRead: (notification: Notification) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const text = notification.payload.text;
  // A click anywhere on an unread notification reads it; the button does the same from the keyboard.
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      component="li"
      data-notification={notification.id}
      data-read={notification.read}
      onClick={notification.read ? undefined : () => onRead(notification)}
      style={notification.read ? undefined : { cursor: 'pointer' }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={2}>
          <Text fw={notification.read ? 400 : 700}>{notificationEventLabels[notification.event]}</Text>
          {text !== null && text !== '' && (
            <Text size="sm" c="dimmed">
              {text}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t(notificationTimeMessage, { date: formatDate(notification.createdAt, 'long'), time: formatDate(notification.createdAt, 'time') })}
          </Text>
        </Stack>
        {!notification.read && (
          <Stack gap={6} align="flex-end">
            <Badge color="blue" variant="filled" size="sm">
              {t(m.unread)}
            </Badge>
            <Button
              size="compact-xs"
              variant="subtle"
              onClick={(event) => {
                event.stopPropagation();
                onRead(notification);
              }}
            >
              {t(m.markRead)}
            </Button>
          </Stack>
        )}
      </Group>
    </Card>
  );
}

/**
 * The content of `/app/user/notifications`: the saver's notifications by age (today, yesterday, this week, this
 * month, older), unread ones marked and read with a click, « Tout marquer comme lu », and « Voir plus » for the
 * next page. The unread count goes to the shared `unreadNotificationsAtom` the shell shows.
 */
export function NotificationsPanel() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const subject = useSubject();
  const { embedded } = useSaverFrame();
  const setUnreadCount = useSetAtom(unreadNotificationsAtom);
  // Notifications are the saver's own (GET /users/me/notifications): an advisor's view has none to show.
  const own = subject === 'me' && !embedded;
  const query = useNotifications(own);
  const markOne = useMarkNotificationAsRead();
  const markAll = useMarkAllNotificationsAsRead();
  const loaded = useMemo(() => (query.data === undefined ? null : notificationsOf(query.data)), [query.data]);

  useEffect(() => {
    if (loaded !== null) setUnreadCount(loaded.unread);
  }, [loaded, setUnreadCount]);

  const sections = useMemo(() => groupNotifications(loaded?.notifications ?? []), [loaded]);

  if (!own) return <Text c="dimmed">{t(m.notificationsCustomer)}</Text>;
  const load = loadStateOf(query);
  if (loaded === null) return load.state === 'ready' ? null : <LoadState load={load} loadingLabel={m.loadingNotifications} />;

  const failure = query.isFetchNextPageError ? query.error : (markOne.error ?? markAll.error);
  const error = failure === null ? null : loadErrorMessage(failure);
  const read = (notification: Notification) => {
    markAll.reset();
    markOne.mutate(notification.id);
  };
  const readAll = () => {
    markOne.reset();
    markAll.mutate();
  };

  return (
    <Stack gap="lg" data-notifications>
      <Group justify="space-between" wrap="wrap">
        <Text fw={600} data-notifications-unread={loaded.unread}>
          {t(unreadCountMessage, { count: loaded.unread })}
        </Text>
        {loaded.unread > 0 && (
          <Button size="xs" variant="light" onClick={readAll}>
            {t(m.markAllRead)}
          </Button>
        )}
      </Group>
      {error !== null && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      {sections.length === 0 ? (
        <Card withBorder radius="md" padding="xl">
          <Text c="dimmed">{t(m.notificationsEmpty)}</Text>
        </Card>
      ) : (
        sections.map((section) => (
          <Box key={section.group} component="section" data-notification-group={section.group}>
            <Title order={2} size="h5" mb="xs">
              {notificationGroupLabels[section.group]}
            </Title>
            <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {section.notifications.map((notification) => (
                <NotificationItem key={notification.id} notification={notification} onRead={read} />
              ))}
            </Stack>
          </Box>
        ))
      )}
      {query.hasNextPage && (
        <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage} style={{ alignSelf: 'center' }}>
          {t(m.seeMore)}
        </Button>
      )}
    </Stack>
  );
}
