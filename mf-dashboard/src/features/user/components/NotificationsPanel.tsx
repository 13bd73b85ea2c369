import {
  formatDate,
  getNotifications,
  markAllNotificationsAsRead,
  markNotificationAsRead,
  notificationEventLabels,
  notificationGroupLabels,
  type Notification,
} from '@patrimo/shared';
import { callApi, unreadNotificationsAtom } from '@patrimo/shared/client';
import { useSubject } from '@patrimo/shared/react';
import { Alert, Badge, Box, Button, Card, Group, Stack, Text, Title } from '@patrimo/shared/ui';
import { useSetAtom } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { LoadState } from '../../../components/LoadState';
import { useSaverFrame } from '../../../lib/saver-frame';
import { loadErrorMessage, useLoad } from '../../../lib/use-load';
import { userMessages as m, notificationTimeMessage, unreadCountMessage } from '../messages';
import { groupNotifications, markRead } from '../notification-groups';

/** What the page holds: every page loaded so far (« Voir plus » appends the next). */
interface Loaded {
  notifications: Notification[];
  page: number;
  totalPages: number;
  unread: number;
}

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
  const { load, retry } = useLoad((signal) => callApi(getNotifications, { query: { page: 1 }, signal }), []);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (load.state !== 'ready') return;
    const { notifications, meta } = load.data;
    setLoaded({ notifications, page: meta.page, totalPages: meta.totalPages, unread: meta.unreadNb });
  }, [load]);

  useEffect(() => {
    if (loaded !== null) setUnreadCount(loaded.unread);
  }, [loaded, setUnreadCount]);

  const sections = useMemo(() => groupNotifications(loaded?.notifications ?? []), [loaded]);

  // Notifications are the saver's own (GET /users/me/notifications): an advisor's view has none to show.
  if (subject !== 'me' || embedded) return <Text c="dimmed">{t(m.notificationsCustomer)}</Text>;
  if (loaded === null) return load.state === 'ready' ? null : <LoadState load={load} retry={retry} loadingLabel={m.loadingNotifications} />;

  async function seeMore() {
    if (loaded === null) return;
    setMore(true);
    setError(null);
    try {
      const next = await callApi(getNotifications, { query: { page: loaded.page + 1 } });
      setLoaded((current) =>
        current === null
          ? current
          : { notifications: [...current.notifications, ...next.notifications], page: next.meta.page, totalPages: next.meta.totalPages, unread: next.meta.unreadNb },
      );
    } catch (failure) {
      setError(loadErrorMessage(failure));
    } finally {
      setMore(false);
    }
  }

  async function read(notification: Notification) {
    setError(null);
    try {
      await callApi(markNotificationAsRead, { params: { id: notification.id }, body: { read: true } });
      setLoaded((current) =>
        current === null ? current : { ...current, notifications: markRead(current.notifications, new Set([notification.id])), unread: Math.max(0, current.unread - 1) },
      );
    } catch (failure) {
      setError(loadErrorMessage(failure));
    }
  }

  async function readAll() {
    setError(null);
    try {
      const { unreadNb } = await callApi(markAllNotificationsAsRead);
      setLoaded((current) => (current === null ? current : { ...current, notifications: markRead(current.notifications, 'all'), unread: unreadNb }));
    } catch (failure) {
      setError(loadErrorMessage(failure));
    }
  }

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
      {loaded.page < loaded.totalPages && (
        <Button variant="default" onClick={seeMore} loading={more} style={{ alignSelf: 'center' }}>
          {t(m.seeMore)}
        </Button>
      )}
    </Stack>
  );
}
