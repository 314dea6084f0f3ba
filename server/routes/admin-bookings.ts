import { adminMessages } from '@core/content/api-messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminBookingListQuerySchema,
  adminBookingPageSchema,
  adminBookingSchema,
  adminIdParamsSchema,
  adminOverviewQuerySchema,
  adminOverviewSchema,
  bookingStatusUpdateSchema,
} from '@core/contracts/admin';
import { apiErrorSchema } from '@core/contracts/common';
import { adminOf } from '../auth/admin-sessions';
import { changeBookingStatus, countBookings, findAdminBooking, listBookings } from '../db/admin-bookings';
import { countPendingPosts } from '../db/admin-community';
import { countContactsBetween } from '../db/admin-people';
import { countFailedNotifications } from '../db/notifications';
import { HttpError } from '../errors';
import { clientEmailForStatusChange } from '../notify/notification-service';
import type { RouteContext } from '../route-context';
import { adminWriteLimit } from './admin-write-limit';

const DAY_MS = 24 * 3600 * 1000;

/**
 * GET /api/admin/overview, GET /api/admin/bookings, PATCH /api/admin/bookings/:id.
 * Confirming a booking queues her invitation; cancelling a confirmed one queues its cancellation.
 */
export const adminBookingRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, notifications, vaultStorage }) => {
  app.get(
    '/api/admin/overview',
    { schema: { querystring: adminOverviewQuerySchema, response: { 200: adminOverviewSchema, 400: apiErrorSchema } } },
    async (request, reply) => {
      // "Today" is the coach's day: her page sends its bounds; without them, the UTC day.
      const now = new Date();
      const from = request.query.from ? new Date(request.query.from) : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const to = request.query.to ? new Date(request.query.to) : new Date(from.getTime() + DAY_MS);
      const [bookingsToday, pendingBookings, messagesToday, pendingPosts, failedEmails, storage] = await Promise.all([
        countBookings(db, { from: from.toISOString(), to: to.toISOString(), notCancelled: true }),
        countBookings(db, { status: 'pending' }),
        countContactsBetween(db, from, to),
        countPendingPosts(db),
        countFailedNotifications(db),
        vaultStorage.status(),
      ]);
      return reply.status(200).send({ bookingsToday, pendingBookings, messagesToday, pendingPosts, failedEmails, vaultStorage: storage });
    },
  );

  app.get(
    '/api/admin/bookings',
    { schema: { querystring: adminBookingListQuerySchema, response: { 200: adminBookingPageSchema, 400: apiErrorSchema } } },
    async (request, reply) => reply.status(200).send(await listBookings(db, request.query)),
  );

  app.patch(
    '/api/admin/bookings/:id',
    {
      config: adminWriteLimit,
      schema: {
        params: adminIdParamsSchema,
        body: bookingStatusUpdateSchema,
        response: { 200: adminBookingSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const change = await changeBookingStatus(db, id, request.body.status, clientEmailForStatusChange, notifications.now());
      if (!change) throw new HttpError(404, adminMessages.bookingNotFound);
      if (change.queued) notifications.noteQueued();
      request.log.info(
        { event: 'admin-booking-status', admin: adminOf(request).userId, booking: id, from: change.previous, to: request.body.status},
        'booking status changed',
      );
      const booking = await findAdminBooking(db, id);
      if (!booking) throw new HttpError(404, adminMessages.bookingNotFound);
      return reply.status(200).send(booking);
    },
  );
};
