/**
 * The coach's console API, /api/admin/* (core/contracts/admin.ts, docs/decisions/0009).
 * Every answer is private (no-store, noindex); every write must come from this site's own
 * pages (Origin, checked for the whole API by server/auth/request-origin.ts); every route but
 * sign-in and sign-out needs an admin session, which a tool account's session never is.
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMessages } from '@core/content/api-messages';
import { adminOf, requireAdmin } from '../auth/admin-sessions';
import { secondFactorOn } from '../db/admin-second-factor';
import { HttpError } from '../errors';
import type { RouteContext } from '../route-context';
import { adminAssessmentRoutes } from './admin-assessments';
import { adminAuthRoutes, adminSessionRoutes } from './admin-auth';
import { adminBookingRoutes } from './admin-bookings';
import { adminErasureRoutes } from './admin-erasure';
import { adminExportRoutes } from './admin-export';
import { adminListRoutes } from './admin-lists';
import { adminResourceRoutes } from './admin-resources';

/** What an admin who must still turn on two-step sign-in may reach (besides sign-in and sign-out). */
const enrolmentRoutes = new Set(['/api/admin/session', '/api/admin/second-factor', '/api/admin/second-factor/setup', '/api/admin/second-factor/confirm']);

export const adminRoutes: FastifyPluginAsyncZod<RouteContext> = async (app, context) => {
  app.addHook('onRequest', async (request, reply) => {
    // Cache-Control and the Origin check of its writes: registerApiProtections (server/auth/request-origin.ts).
    void reply.header('x-robots-tag', 'noindex, nofollow');
  });

  await app.register(adminAuthRoutes, context);

  await app.register(async (guarded) => {
    guarded.addHook('onRequest', async (request) => {
      await requireAdmin(context.db, request);
      // In production, until she turns on two-step sign-in, only her session and the Security screen's routes answer.
      if (context.config.secondFactorRequired && !enrolmentRoutes.has(request.routeOptions.url ?? '')) {
        if (!(await secondFactorOn(context.db, adminOf(request).userId))) throw new HttpError(403, adminMessages.enrolFirst);
      }
    });
    await guarded.register(adminSessionRoutes, context);
    await guarded.register(adminBookingRoutes, context);
    await guarded.register(adminListRoutes, context);
    await guarded.register(adminResourceRoutes, context);
    await guarded.register(adminAssessmentRoutes, context);
    await guarded.register(adminExportRoutes, context);
    await guarded.register(adminErasureRoutes, context);
  });
};

/**
 * The console's page (/admin) is prerendered like every page; this keeps it out of search
 * engines and caches even where a crawler ignores the page's own robots meta.
 */
export function registerAdminPageHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (path === '/admin' || path.startsWith('/admin/')) {
      void reply.header('x-robots-tag', 'noindex, nofollow').header('cache-control', 'no-store');
    }
  });
}
