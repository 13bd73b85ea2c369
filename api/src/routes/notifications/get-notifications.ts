import type { FastifyInstance } from 'fastify';
import { getNotifications } from '@patrimo/shared';
import { registerCall } from '../../http/register-call';
import { notificationPage, NOTIFICATIONS_PAGE_SIZE } from '../../notifications/notifications';

/**
 * GET /api/users/me/notifications?page=1 — one page of the saver's notifications, newest first, 20 a page
 * (`NOTIFICATIONS_PAGE_SIZE`), with `meta.page`, `meta.total_pages` and `meta.unread_nb`. A page past the end
 * answers an empty list with the real total; `page` 0, negative or not a number: 400. Advisors 403.
 */
export function registerGetNotifications(app: FastifyInstance): void {
  registerCall(app, getNotifications, async ({ query, subject, deps }) =>
    notificationPage(deps.db, subject.userId, query.page, NOTIFICATIONS_PAGE_SIZE),
  );
}
