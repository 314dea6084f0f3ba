/**
 * buildApp(config, deps): the whole server as a Fastify instance that never listens
 * (main.ts listens; tests use app.inject()). Order: security, error handling, database routes,
 * then the static site.
 */
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ApiError } from '@core/contracts/common';
import { registerApiProtections } from './auth/request-origin';
import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { apiNotFoundMessage, handleError, HttpError, tooManyRequestsMessage } from './errors';
import { type LogStream, PrivateLogController, loggerOptions } from './logging';
import { NotificationService } from './notify/notification-service';
import { rejectNullCharacters } from './null-characters';
import { PurgeSchedule } from './retention/purge-schedule';
import { registerOpenApi } from './openapi';
import { type ReceiptKeyring, receiptKeyring } from './receipts/key-list';
import type { RouteContext } from './route-context';
import { VaultStorageGauge } from './vault-storage';
import { TotpSecretBox } from './auth/totp-secret-box';
import { sealPlainSecondFactorSecrets } from './db/admin-second-factor';
import { watchForUnconfiguredProxy } from './security/proxy-check';
import { IPV6_PREFIX_LENGTH, SharedLimits } from './security/shared-limits';
import { adminRoutes, registerAdminPageHeaders } from './routes/admin';
import { apiDocsRoutes } from './routes/api-docs';
import { assessmentRoutes } from './routes/assessments';
import { bookingRoutes } from './routes/bookings';
import { communityRoutes } from './routes/community';
import { contactRoutes } from './routes/contact';
import { receiptRoutes } from './routes/receipts';
import { healthRoutes } from './routes/health';
import { resourceRoutes } from './routes/resources';
import { sessionRoutes } from './routes/session';
import { shareRoutes } from './routes/shares';
import { signupRoutes } from './routes/signup';
import { statisticsRoutes } from './routes/statistics';
import { upgradeAccessRoutes } from './routes/upgrade-access';
import { vaultRoutes } from './routes/vault';
import { vaultFileRoutes } from './routes/vault-files';
import { loadStaticSite, notFoundPageFor, registerStaticSite, sendPage, type StaticSite } from './static-site';
import { installValidationMessages } from './validation-messages';
import { ChunkSlots } from './chunk-slots';

export type BuildAppDeps = {
  /** A database already migrated with migrateDatabase(). */
  database: DatabaseHandle;
  /** Where log lines go (default stdout); tests capture them here. */
  logStream?: LogStream;
  /** The prerendered site, if already loaded; otherwise read from config.clientDir. */
  site?: StaticSite;
  /** The outgoing-mail queue; by default one on this database and config (tests pass their own clock). */
  notifications?: NotificationService;
  /** Told of every route as it is registered: tests enumerate the whole API with it. */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Purge expired personal data at start-up and every hour (docs/decisions/0016). The server
   * process sets it (main.ts); tests call the purge themselves, so rows they insert stay put.
   */
  purgeOnSchedule?: boolean;
  /** The shared limits; by default on this database, keyed with SESSION_SECRET (tests pass their own clock). */
  limits?: SharedLimits;
  /** The receipt keys; by default from config.receiptKeys (or the development key in DATA_DIR). */
  receiptKeyring?: ReceiptKeyring;
  /** How many file chunks are read and held at once; by default CHUNKS_IN_FLIGHT (tests pass a smaller one). */
  chunkSlots?: ChunkSlots;
};

export const BODY_LIMIT_BYTES = 64 * 1024;
/**
 * A request whose headers and body have not all arrived within this is answered 408 and closed
 * (Node's own default, which Fastify turns off): a sender that stalls cannot hold one of the few
 * file chunk slots for ever (server/chunk-slots.ts). Five minutes still carry a 1 MiB chunk at 28 kbit/s.
 */
export const REQUEST_TIMEOUT_MS = 300_000;
/** A write route without its own limit gets this one (per IP per minute). */
export const DEFAULT_WRITE_LIMIT_PER_MINUTE = 20;

/** The CSP of everything that is not a prerendered page (JSON, files): nothing may run. */
const defaultCspDirectives = {
  defaultSrc: ["'none'"],
  imgSrc: ["'self'"],
  mediaSrc: ["'self'"],
  styleSrc: ["'self'"],
  frameAncestors: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'none'"],
};

export async function buildApp(config: ServerConfig, deps: BuildAppDeps): Promise<FastifyInstance> {
  installValidationMessages();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, deps.logStream),
    logController: new PrivateLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: REQUEST_TIMEOUT_MS,
    trustProxy: config.trustProxy,
    // Generated ids only: nothing from the visitor goes into logs.
    requestIdHeader: false,
    return503OnClosing: true,
    // A malformed or over-long URL is refused by the router before any hook: answer it like
    // every other error (a sentence, no internals) instead of Fastify's own JSON.
    frameworkErrors: (error, request, reply) => handleError(error, request, reply),
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler(handleError);
  // JSON only: anything else (text/plain included) is 415.
  app.removeContentTypeParser('text/plain');
  rejectNullCharacters(app);

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: defaultCspDirectives },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    hsts: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=(), interest-cohort=()');
  });
  // Every /api answer no-store; every /api write from this site's own pages only (before any route).
  registerApiProtections(app);

  // Every write route gets a rate limit: its own (config.rateLimit) or the default.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const writes = methods.some((method) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method));
    if (!writes) return;
    const routeConfig = (route.config ?? {}) as { rateLimit?: unknown };
    if (routeConfig.rateLimit === undefined) {
      route.config = { ...routeConfig, rateLimit: { max: DEFAULT_WRITE_LIMIT_PER_MINUTE, timeWindow: '1 minute' } };
    }
  });
  watchForUnconfiguredProxy(app, config);
  // Counted in the database, so every instance behind the proxy shares them (issue 18).
  const limits = deps.limits ?? new SharedLimits(deps.database.db, config.sessionSecret);
  app.addHook('onReady', async () => limits.startPurging(app.log.child({ component: 'limits' })));
  app.addHook('onClose', async () => limits.stopPurging());
  if (config.rateLimitEnabled) {
    await app.register(rateLimit, {
      global: false,
      store: limits.rateLimitStore(),
      ipv6Subnet: IPV6_PREFIX_LENGTH,
      errorResponseBuilder: (_request, context) => new HttpError(context.statusCode, tooManyRequestsMessage, 'tooManyRequests'),
    });
  }

  // Signed cookies (HMAC-SHA256 with SESSION_SECRET): a tampered session cookie is ignored.
  await app.register(cookie, { secret: config.sessionSecret, hook: 'onRequest' });
  app.decorate('sessionCookiePrefix', config.cookiePrefix);

  // Emails queued by a request leave after its answer, and are retried until they go.
  const notifications = deps.notifications ?? new NotificationService({ db: deps.database.db, config });
  app.addHook('onReady', async () => notifications.start(app.log.child({ component: 'notify' })));
  app.addHook('onResponse', async () => notifications.afterResponse());
  app.addHook('onClose', async () => notifications.stop());
  if (deps.purgeOnSchedule) {
    const purge = new PurgeSchedule(deps.database.db, config);
    app.addHook('onReady', async () => purge.start(app.log.child({ component: 'retention' })));
    app.addHook('onClose', async () => purge.stop());
  }

  // Before the routes: the OpenAPI document is built from each route as it is registered.
  await registerOpenApi(app);
  // TOTP secrets stored plain before they were sealed are sealed now (docs/decisions/0018).
  app.addHook('onReady', async () => {
    const sealed = await sealPlainSecondFactorSecrets(deps.database.db, new TotpSecretBox(config.totpEncryptionKey));
    if (sealed > 0) app.log.info({ event: 'totp-secrets-sealed', count: sealed }, 'sealed second-factor secrets stored plain');
  });
  const vaultStorage = new VaultStorageGauge(deps.database.db, config.vaultStorageCapBytes, () => app.log.child({ component: 'vault-storage' }));
  const receipts = deps.receiptKeyring ?? receiptKeyring(config.receiptKeys, config.dataDir);
  const chunkSlots = deps.chunkSlots ?? new ChunkSlots();
  const context: RouteContext = { db: deps.database.db, config, notifications, limits, vaultStorage, receipts, chunkSlots };
  await app.register(healthRoutes, context);
  await app.register(bookingRoutes, context);
  await app.register(assessmentRoutes, context);
  await app.register(statisticsRoutes, context);
  await app.register(sessionRoutes, context);
  await app.register(vaultRoutes, context);
  await app.register(shareRoutes, context);
  await app.register(vaultFileRoutes, context);
  await app.register(signupRoutes, context);
  await app.register(upgradeAccessRoutes, context);
  await app.register(resourceRoutes, context);
  await app.register(contactRoutes, context);
  await app.register(receiptRoutes, context);
  await app.register(communityRoutes, context);
  await app.register(adminRoutes, context);
  await app.register(apiDocsRoutes);
  registerAdminPageHeaders(app);

  const site = deps.site ?? (await loadStaticSite(config.clientDir));
  await registerStaticSite(app, site);

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      const notFoundPage = notFoundPageFor(site, path);
      if (notFoundPage) return sendPage(request, reply, notFoundPage, 404);
      return reply.status(404).type('text/plain; charset=utf-8').send('Page not found.');
    }
    const body: ApiError = { error: apiNotFoundMessage };
    return reply.status(404).send(body);
  });

  return app;
}
