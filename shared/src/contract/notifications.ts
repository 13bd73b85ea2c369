import { Access, defineCall } from './define-call';
import { idParams } from './params';
import {
  markAllNotificationsResultSchema,
  markNotificationInputSchema,
  notificationPageQuerySchema,
  notificationPageSchema,
  notificationSchema,
  websocketTokenSchema,
} from '../schemas/notification';

/**
 * Notifications and the live channel (spec §7 "Invitations and notifications").
 */

export const getNotifications = defineCall({
  id: 'getNotifications',
  method: 'GET',
  path: '/users/me/notifications',
  access: Access.saverSelf(),
  tag: 'notifications',
  summary: 'Une page de notifications (à partir de 1) et le nombre de non lues',
  query: notificationPageQuerySchema,
  response: notificationPageSchema,
});

export const markNotificationAsRead = defineCall({
  id: 'markNotificationAsRead',
  method: 'PUT',
  path: '/users/me/notifications/:id',
  access: Access.saverSelf(),
  tag: 'notifications',
  summary: 'Marquer une notification comme lue',
  params: idParams,
  body: markNotificationInputSchema,
  response: notificationSchema,
});

export const markAllNotificationsAsRead = defineCall({
  id: 'markAllNotificationsAsRead',
  method: 'PUT',
  path: '/users/me/notifications/all',
  access: Access.saverSelf(),
  tag: 'notifications',
  summary: 'Marquer toutes les notifications comme lues',
  response: markAllNotificationsResultSchema,
});

export const getWebsocketToken = defineCall({
  id: 'getWebsocketToken',
  method: 'GET',
  path: '/websocket/token',
  access: Access.signedIn,
  tag: 'notifications',
  summary: 'Un ticket de courte durée pour ouvrir le canal temps réel',
  response: websocketTokenSchema,
});

