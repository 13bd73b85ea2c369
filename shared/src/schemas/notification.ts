import { z } from 'zod';
import { dateTimeSchema, idSchema, pageQuerySchema } from './common';
import { bankConnectionStateSchema } from './account';

/**
 * Notifications (spec §3 "Notification") and the live-updates channel that delivers them.
 */

/** `system` notifications come from the product itself (sync done, subscription…); others from people. */
export const notificationKindSchema = z.enum(['system', 'other'], 'invalid');
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What happened. Account events make the app refetch accounts and the user (spec §4). */
export const notificationEventSchema = z.enum(
  [
    'account_fetched',
    'account_deleted',
    'account_sync_failed',
    'subscription_confirmed',
    'invitation_accepted',
    'monthly_report',
    'message',
  ],
  'invalid',
);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** Events after which accounts and the user must be fetched again. */
export const ACCOUNT_REFRESH_EVENTS = [
  'account_fetched',
  'account_deleted',
] as const satisfies readonly NotificationEvent[];

export const notificationPayloadSchema = z.object({
  notificationId: idSchema,
  /** The account concerned, for account events. */
  accountId: idSchema.nullable(),
  /** Free text for `message` notifications, written by the sender. */
  text: z.string().nullable(),
});
export type NotificationPayload = z.infer<typeof notificationPayloadSchema>;

export const notificationSchema = z.object({
  id: idSchema,
  event: notificationEventSchema,
  kind: notificationKindSchema,
  payload: notificationPayloadSchema,
  read: z.boolean(),
  createdAt: dateTimeSchema,
});
export type Notification = z.infer<typeof notificationSchema>;

/** How the notification centre groups notifications by age. */
export const notificationGroupSchema = z.enum(['today', 'yesterday', 'thisWeek', 'thisMonth', 'older'], 'invalid');
export type NotificationGroup = z.infer<typeof notificationGroupSchema>;

/** GET /users/me/notifications?page: one page, newest first, with the unread count. */
export const notificationPageSchema = z.object({
  notifications: z.array(notificationSchema),
  meta: z.object({
    page: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    unreadNb: z.number().int().min(0),
  }),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationPageQuerySchema = z.object({ page: pageQuerySchema });

/** PUT /users/me/notifications/{id}: only marking as read is allowed. */
export const markNotificationInputSchema = z.object({ read: z.literal(true) });

/** PUT /users/me/notifications/all: the unread count after marking everything read (0). */
export const markAllNotificationsResultSchema = z.object({ unreadNb: z.number().int().min(0) });

/** E-mails a saver can subscribe to. */
export const emailPreferenceSchema = z.enum(['newsletter', 'monthly-report', 'system', 'finance'], 'invalid');
export type EmailPreference = z.infer<typeof emailPreferenceSchema>;

/** GET /websocket/token: a short-lived, single-use ticket to open the live channel (`/ws?ticket=…`). */
export const websocketTokenSchema = z.object({
  token: z.string().min(1),
  /** Seconds before the ticket must have been used. */
  expiresIn: z.number().int().positive(),
});
export type WebsocketToken = z.infer<typeof websocketTokenSchema>;

/** Messages the server pushes on the live channel. */
export const liveMessageSchema = z.discriminatedUnion('type', [
  /** Sent once the ticket is accepted. */
  z.object({ type: z.literal('hello') }),
  /** Answer to a client `ping` (keeps proxies from closing an idle channel). */
  z.object({ type: z.literal('pong') }),
  /** A client message the server could not read (an error code of spec §8). */
  z.object({ type: z.literal('error'), error: z.string().min(1) }),
  z.object({ type: z.literal('notification'), notification: notificationSchema, unreadNb: z.number().int().min(0) }),
  z.object({
    type: z.literal('sync_progress'),
    accountId: idSchema,
    /** 0 to 1; a bank synchronisation can take several minutes (spec §4). */
    progress: z.number().min(0).max(1),
    state: bankConnectionStateSchema,
    /** What the synchronisation is doing, in French (« Récupération de vos comptes »). */
    step: z.string(),
  }),
  /** A connection finished synchronising (well or not): accounts and the user are fetched again (spec §4). */
  z.object({ type: z.literal('account_fetched'), accountId: idSchema }),
  /** A connection was deleted: accounts and the user are fetched again (spec §4). */
  z.object({ type: z.literal('account_deleted'), accountId: idSchema }),
  /**
   * To the advisors who reach a customer (issue 16): the customer withdrew their access, or the firm gave it up.
   * The advisory app drops what it holds of that customer and leaves their saver view at once.
   */
  z.object({ type: z.literal('customer_access_withdrawn'), customerId: idSchema }),
]);
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** Messages a client may send on the live channel. */
export const liveClientMessageSchema = z.discriminatedUnion('type', [z.object({ type: z.literal('ping') })]);
export type LiveClientMessage = z.infer<typeof liveClientMessageSchema>;
