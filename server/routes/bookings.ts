import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingCreatedSchema, bookingRequestSchema } from '@core/contracts/booking';
import { apiErrorSchema } from '@core/contracts/common';
import { insertBooking } from '../db/bookings';
import { type RouteContext, writeRateLimit } from '../route-context';

/**
 * POST /api/bookings: stores a booking request as 'pending', and queues an email to NOTIFY_EMAIL
 * that leaves after the answer (it never slows or fails the booking).
 */
export const bookingRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, { db, notifications }) => {
  app.post(
    '/api/bookings',
    {
      config: writeRateLimit(10),
      schema: {
        body: bookingRequestSchema,
        response: { 201: bookingCreatedSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const booking = await insertBooking(db, request.body);
      await notifications.queue({ kind: 'booking_received', bookingId: booking.id }, request.log);
      return reply.status(201).send({
        id: booking.id,
        status: 'pending' as const,
        serviceType: request.body.serviceType,
        preferredDateTime: booking.preferredDateTime.toISOString(),
      });
    },
  );
};
