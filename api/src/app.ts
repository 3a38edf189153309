import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import { COMPONENT_SCHEMAS } from '@vd/contract';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { BASE_PATH, LEGACY_BASE_PATH, loadConfig, type Config } from './config/env.js';
import type { AppContext } from './context.js';
import { openDatabase } from './db/index.js';
import { migrate } from './db/migrate.js';
import type { Database } from './db/types.js';
import { authRoutes } from './features/auth/routes.js';
import { SessionCache } from './features/auth/session-cache.js';
import { catalogRoutes } from './features/catalog/routes.js';
import { healthRoutes } from './features/health/routes.js';
import { galleryRoutes, mediaRoutes } from './features/media/routes.js';
import { orderRoutes } from './features/orders/routes.js';
import { pricingRoutes } from './features/pricing/routes.js';
import { attributeRoutes } from './features/attributes/routes.js';
import { vendorCategoryRoutes } from './features/business-categories/routes.js';
import { addressRoutes } from './features/address/routes.js';

import { geoRoutes } from './features/geo/routes.js';
import { vendorRoutes } from './features/shop/routes.js';
import { holidayRoutes } from './features/hours/routes.js';
import { supportMailerFromEnv, type SupportMailer } from './features/support/mailer.js';
import { staffRoutes } from './features/staff/routes.js';
import { supportRoutes } from './features/support/routes.js';
import { aliasBasePath } from './http/base-path.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { registerCompression } from './http/compression.js';
import { schemaController } from './http/validation.js';
import { AppError } from './http/errors.js';
import { isAllowedOrigin, maskingStream, REDACT_PATHS, redactUrl } from './http/log.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createOtpDelivery, type OtpDelivery } from './otp-delivery/index.js';
import { DEMO_FIXED_OTP, DEMO_PHONE_NUMBERS } from './seed/demo-accounts.js';
import { seedDemo } from './seed/seed.js';
import { registerIdempotency } from './features/idempotency/hooks.js';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER } from '@vd/contract/rules';

export const API_VERSION = '1.0.0';

/** TRUST_PROXY=<n>: believe the nearest n proxies of X-Forwarded-For. */
const trustHops = (n: number) => (_address: string, hop: number) => hop < n;

export interface BuildAppOptions {
  /** Defaults to loadConfig(process.env). */
  config?: Config;
  /** An open database to use (then the caller closes it); otherwise one is opened from config and closed with the app. */
  db?: Database;
  clock?: Clock;
  /** Overrides the provider chosen by OTP_PROVIDER (tests capture codes this way). */
  otpDelivery?: OtpDelivery;
  /** Fastify logger option; defaults to pino at config.logLevel with secrets redacted. */
  logger?: FastifyServerOptions['logger'];
  /** Where the default logger writes (stdout when omitted); tests capture log lines this way. */
  logStream?: { write(line: string): void };
  /** Run the demo seed; defaults to config.demoMode. */
  seed?: boolean;
  /** Sends support messages on by e-mail; defaults to SMTP_URL/SUPPORT_EMAIL_TO (none when unset). */
  supportMailer?: SupportMailer | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

/** The CORS request headers the dashboard sends (spec section 6). */
export const CORS_ALLOWED_HEADERS = [
  'sessionToken',
  'refreshToken',
  'X-Vendor-Id',
  'X-USER-ROLE',
  'Content-Type',
  'Authorization',
  'Accept',
  'X-Device-Token',
  IDEMPOTENCY_KEY_HEADER,
];
export const CORS_EXPOSED_HEADERS = ['Retry-After', 'X-Next-Page', 'X-Device-Token', IDEMPOTENT_REPLAYED_HEADER];

/**
 * Builds the API without listening: opens and migrates the database, seeds demo data when asked,
 * registers every route under BASE_PATH. Tests call app.inject(); main.ts calls app.listen().
 */
export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig();
  const clock = options.clock ?? systemClock;

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      // Every line passes maskPhones on its way out (no full phone number in the log).
      stream: maskingStream(options.logStream ?? process.stdout),
      redact: { paths: REDACT_PATHS, censor: '[REDACTED]' },
      serializers: {
        req: (req: { method: string; url: string; host?: string; ip?: string }) => ({
          method: req.method,
          url: redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
        }),
      },
    },
    // Behind a reverse proxy, set PUBLIC_URL so image URLs point at the public origin.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
    // Spec section 7's older base path answers as an alias of BASE_PATH.
    rewriteUrl: (req) => aliasBasePath(req.url ?? '/'),
    bodyLimit: 1024 * 1024,
    // Whose X-Forwarded-For to believe (TRUST_PROXY): the caller's address keys the sign-in limits.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    schemaController: schemaController(),
  });

  const supportMailer = options.supportMailer === undefined ? supportMailerFromEnv(process.env) : options.supportMailer;
  const ownsDb = options.db === undefined;
  const db = options.db ?? (await openDatabase(config));
  try {
    await migrate(db);
    if (options.seed ?? config.demoMode) await seedDemo(db, clock());
  } catch (err) {
    if (ownsDb) await db.close();
    throw err;
  }

  const ctx: AppContext = {
    config,
    db,
    clock,
    otpDelivery: options.otpDelivery ?? createOtpDelivery(config, app.log),
    log: app.log,
    sessions: new SessionCache(config.sessionCacheMs),
    demoSignIn: config.demoMode ? { code: DEMO_FIXED_OTP, phones: DEMO_PHONE_NUMBERS } : null,
  };
  app.decorate('ctx', ctx);
  app.decorateRequest('vendorAuth', null);
  app.addHook('onClose', async () => {
    if (ownsDb) await db.close();
  });

  registerErrorHandling(app);
  registerSecurityHeaders(app);
  registerIdempotency(app, ctx);
  await registerCompression(app);

  // JSON bodies: an empty body with a JSON content type (the dashboard sends that header on every
  // call) is no body; malformed JSON is a 400 naming the problem. Prototype poisoning is refused.
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJson(req, text, (err, parsed) => {
      if (err) done(new AppError(400, 'INVALID_JSON', `The request body is not valid JSON: ${err.message}`), undefined);
      else done(null, parsed);
    });
  });

  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin === undefined || isAllowedOrigin(origin, config.corsOrigins)),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 600,
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'LocalBig vendor API',
        version: API_VERSION,
        description:
          'The vendor dashboard API. Vendor-scoped calls take the vendor from the session (sessionToken header or Authorization: Bearer). ' +
          'Errors are JSON: { statusCode, code, error, message }. ' +
          `Every route under ${BASE_PATH} also answers under the older base path ${LEGACY_BASE_PATH} (spec section 7), unchanged. ` +
          'A refreshToken header (spec section 7 sends it on every call) is accepted and ignored, except by auth/token/refresh and auth/logout, whose subject it is.',
      },
      servers: [{ url: config.publicUrl ?? '/' }],
      components: {
        securitySchemes: {
          sessionToken: { type: 'apiKey', in: 'header', name: 'sessionToken' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
      tags: [
        { name: 'auth', description: 'Sign-in by phone and one-time code; session and refresh tokens' },
        { name: 'vendor', description: 'The signed-in vendor' },
        { name: 'orders', description: "The signed-in vendor's orders" },
        { name: 'catalog', description: 'Categories and the signed-in vendor’s store products' },
        { name: 'media', description: 'Images' },
        { name: 'geo', description: 'Offline geocoding of Indian places for the address screen' },
        { name: 'ops', description: 'Health' },
      ],
    },
    // Every vendor-scoped write honours Idempotency-Key (one hook for all of them):
    // documented on each such operation here, where the hook is, rather than in every route schema.
    transform: ({ schema, url, route }) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const headers = (schema as { headers?: { properties?: Record<string, unknown> } } | undefined)?.headers;
      if (!schema || !headers?.properties?.sessionToken || !methods.some((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m))) return { schema, url };
      return {
        url,
        schema: {
          ...schema,
          headers: {
            ...headers,
            properties: {
              ...headers.properties,
              [IDEMPOTENCY_KEY_HEADER]: {
                type: 'string',
                pattern: IDEMPOTENCY_KEY_PATTERN,
                description:
                  `Optional. The same write sent again with the same key within ${IDEMPOTENCY_KEY_TTL_HOURS} h gets the first success's answer ` +
                  `(with ${IDEMPOTENT_REPLAYED_HEADER}: true) and is not applied again; the key with another body → 422 IDEMPOTENCY_KEY_REUSED; ` +
                  "while the first is still running → 409 IDEMPOTENCY_KEY_IN_USE with Retry-After. An upload's files are part of the request. " +
                  'New keys per vendor per 24 h are bounded (IDEMPOTENCY_KEYS_PER_DAY): past it → 429 IDEMPOTENCY_KEY_LIMIT with Retry-After, ' +
                  "keys already used still replay. A large answer, or one past the day's bytes for answers, is kept as its status only: " +
                  'its replay has that status and an empty body.',
              },
            },
          },
        },
      };
    },
    refResolver: {
      buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`),
    },
  });

  // The contract's named schemas (Order, VendorRecord, ErrorResponse, ...): routes refer to them by
  // $ref, the OpenAPI document lists them under components.schemas.
  for (const schema of COMPONENT_SCHEMAS) app.addSchema(schema);

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/', { schema: { hide: true } }, async () => ({
    name: 'LocalBig vendor API',
    version: API_VERSION,
    basePath: `${BASE_PATH}/`,
    openapi: '/openapi.json',
    health: '/health',
  }));
  await healthRoutes(app, ctx, [BASE_PATH]);
  await app.register(async (scope) => mediaRoutes(scope, ctx));
  await app.register(
    async (scope) => {
      await authRoutes(scope, ctx);
      await vendorRoutes(scope, ctx);
      await orderRoutes(scope, ctx);
      await catalogRoutes(scope, ctx);
      await pricingRoutes(scope, ctx);
      await attributeRoutes(scope, ctx);
      await vendorCategoryRoutes(scope, ctx);
      await addressRoutes(scope, ctx);
      await galleryRoutes(scope, ctx);
      await holidayRoutes(scope, ctx);
      await geoRoutes(scope, ctx);
      await staffRoutes(scope, ctx);
      await supportRoutes(scope, ctx, supportMailer);
    },
    { prefix: BASE_PATH },
  );

  await app.ready();
  return app;
}
