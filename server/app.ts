/**
 * Builds the Fastify application: external plugins (cookies, rate limits, OpenAPI), the auth hook,
 * the API routes, the live-bid hub (/hubs/commodity), the sandbox pages and the PWA's static files. main.ts listens; tests call
 * buildApp() with an in-memory database and a manual clock.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './env';
import type { Database } from './db/client';
import { systemClock, type Clock } from './clock';
import { AppError, envelope, validationEnvelope } from './http/errors';
import { httpStatusCodes } from '../src/domain/errors/http-status-codes';
import { errorMessages } from '../src/domain/errors/error-codes';
import { registerRoutes } from './routes';
import { createProviders, type Providers } from './providers';
import { registerStatic } from './http/static';
import { registerCsrfCheck } from './http/csrf';
import { registerNulTextCheck } from './http/refuse-nul-text';
import { isDataException } from './http/data-exception';
import { withRetryAfter } from './http/retry-after-header';
import { registerSecurityHeaders } from './http/security-headers';
import { registerPrivateMemberReads } from './http/private-member-reads';
import { parseTrustProxy } from './http/trust-proxy';
import { registerSessionAuth } from './http/session';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { SessionCache } from './services/accounts/session-cache';
import { BidDesk } from './services/bidding/bid-desk';
import { registerCommodityHub } from './hub/register-commodity-hub';
import type { HubTimings } from './hub/commodity-hub';
import { registerRequestIds, requestChildLogger, requestIdFor, requestIdMixin } from './http/request-id';
import { registerRequestMetrics } from './metrics/request-metrics';

export interface AppDeps {
  env: Env;
  database: Database;
  clock?: Clock;
  providers?: Providers;
  logger?: boolean | object;
  /** Hub ping and timeout intervals (tests shorten them). */
  hubTimings?: Partial<HubTimings>;
}

export interface AppContext {
  env: Env;
  db: Database['db'];
  clock: Clock;
  providers: Providers;
  sessions: SessionCache;
  bidDesk: BidDesk;
  /** Whether this node hears the database's NOTIFYs now (readiness: live bids and session revocations need them). */
  listenerConnected: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export type App = FastifyInstance;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env, database } = deps;
  const logger = deps.logger ?? { level: env.LOG_LEVEL };
  const app = Fastify({
    // Every line written inside a request carries its reqId, whichever logger writes it (request-id.ts).
    logger: typeof logger === 'object' ? { ...logger, mixin: requestIdMixin } : logger,
    childLoggerFactory: requestChildLogger,
    genReqId: requestIdFor,
    requestIdHeader: false,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    // Finish in-flight requests on close instead of cutting them off (graceful shutdown).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  const ctx: AppContext = {
    env,
    db: database.db,
    clock: deps.clock ?? systemClock,
    providers: deps.providers ?? createProviders(database.db, env),
    sessions: new SessionCache(),
    bidDesk: new BidDesk(),
    listenerConnected: () => database.listenerConnected(),
  };
  app.decorate('ctx', ctx);

  registerRequestIds(app);
  registerRequestMetrics(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof AppError) {
      return withRetryAfter(reply, error).status(error.status).send(envelope(error.code, error.message, error.field, error.values));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(validationEnvelope(error.validation));
    }
    if (isDataException(error)) {
      request.log.warn(error);
      return reply.status(400).send(envelope('BAD_REQUEST', errorMessages.BAD_REQUEST));
    }
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 500) request.log.error(error);
    // A client error outside the catalogue is still the client's (never SERVER_ERROR).
    const code = httpStatusCodes[status] ?? (status < 500 ? 'BAD_REQUEST' : 'SERVER_ERROR');
    return reply.status(status).send(envelope(code, errorMessages[code]));
  });

  // Replies of 1 KB and more go out compressed (brotli at quality 4, else gzip): the category tree is
  // 31 KB as JSON and 1.1 KB compressed, a page of market results 23 KB and 3.3 KB, on a phone's link.
  // What is compressed already (the build's .br/.gz copies, a landing page's HTML) passes as it is.
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await app.register(cookie);
  await registerSecurityHeaders(app, env);
  registerPrivateMemberReads(app);
  registerCsrfCheck(app);
  registerNulTextCheck(app);
  await registerSessionAuth(app, database);
  await app.register(rateLimit, {
    global: false,
    // Counted in the database: every node behind the load balancer counts the same requests.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...envelope('RATE_LIMITED', errorMessages.RATE_LIMITED),
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Holo API', version: '0.1.0', description: 'The Holo marketplace API' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'holo_session' } } },
    },
    transform: jsonSchemaTransform,
  });

  await registerRoutes(app);
  await registerCommodityHub(app, database, deps.hubTimings);
  app.get('/api/openapi.json', { schema: { hide: true } }, () => app.swagger());
  await registerStatic(app);
  return app;
}
