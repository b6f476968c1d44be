import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, LogController, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import '../domain/shared/zod-locale';
import './http/fastify-types';
import { accountRoutes } from './account/routes';
import { backupRoutes } from './backup/routes';
import type { AppContext } from './app-context';
import type { AppConfig } from './config';
import { registerAuthentication } from './auth-kit/authenticate';
import { analysesRoutes } from './analyses/routes';
import { authRoutes } from './auth/routes';
import { capabilityRoutes } from './capability/routes';
import { feedbackRoutes } from './feedback/routes';
import { resolveApiToken } from './feeds/api-token-store';
import { feedRoutes } from './feeds/routes';
import { fmeaImportRoutes } from './fmea/import/routes';
import { fmeaTemplateRoutes } from './fmea/import/templates/template-routes';
import { healthRoutes } from './health/routes';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { registerAccessLog, serverLogger } from './http/access-log';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { registerNulGuard } from './http/reject-nul';
import { responseSerializerCompiler } from './http/response-serializer';
import { looksLikeApiPath } from './http/normalized-path';
import { documentHeadersHook, registerSecurityHeaders, tightenSwaggerCsp } from './http/security-headers';
import { realtimeRoutes } from './realtime/routes';
import { errorBody, registerErrorHandler } from './http/error-handler';
import { notificationRoutes } from './notifications/routes';
import { powerbiEmbedRoutes } from './powerbi/user-config-routes';
import { preferencesRoutes } from './preferences/routes';
import { powerBiServiceFor } from './powerbi/service-powerbi';
import { powerBiServiceRoutes } from './powerbi/service-routes';
import { powerBiStatus } from './powerbi/service-status';
import { settingsRoutes } from './settings/routes';
import { taskRoutes } from './tasks/routes';
import { auditRoutes } from './audit/routes';
import { teamRoutes } from './team/routes';
import { fmeaRoutes } from './fmea/routes';
import { planOutputRoutes } from './fmea/plan-output-routes';
import { controlPlanRoutes } from './fmea/control-plan-routes';
import { userRoutes } from './users/routes';

/** @internal */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP server: API, WebSocket and the built web app on one port. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean; onRoute?: (route: RouteOptions) => void } = {},
): Promise<FastifyInstance> {
  const log = options.logger === false ? undefined : serverLogger(ctx.config.logLevel);
  const app = Fastify({
    logger: log ? { level: log.level, stream: log.stream } : false,
    // Fastify's two lines per request are replaced by one access line (see access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // No child logger per request (pino's child() is a large share of a small request's cost): the
    // access line and the error log carry the request id themselves.
    childLoggerFactory: (logger) => logger,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(ctx.config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
  });
  // First hook of all, so an observer (the architecture test) sees every route as registered.
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandler(app);
  if (log) {
    registerAccessLog(app, log.stream, ctx.config.logLevel);
    app.addHook('onClose', () => log.close());
  }
  // The worker threads end with the server (and never keep a closed test app's process alive).
  app.addHook('onClose', () => ctx.workers.close());

  const documentHeaders = registerSecurityHeaders(app);
  await app.register(cookie);
  // At the root and before the auth hook, so a refused upgrade (401) still gets its socket closed.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kalite Asistanı API',
        version: '1.0.0',
        description: 'JSON under /api, session cookie auth.',
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API documentation is public and is a document: both are declared on its routes.
  await app.register(async (docs) => {
    markDocumentRoutes(docs, documentHeaders);
    await docs.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      transformStaticCSP: tightenSwaggerCsp,
      uiConfig: { docExpansion: 'list' },
    });
  });

  registerCrossSiteGuard(app);
  registerAuthentication(app, ctx.sessions, (token) => resolveApiToken(ctx.db, token));
  registerNulGuard(app);

  await app.register(async (scope) => {
    await healthRoutes(scope, ctx);
    await authRoutes(scope, ctx);
    await userRoutes(scope, ctx);
    await accountRoutes(scope, ctx);
    await preferencesRoutes(scope, ctx);
    await powerbiEmbedRoutes(scope, ctx);
    await notificationRoutes(scope, ctx);
    await feedbackRoutes(scope, ctx);
    await capabilityRoutes(scope, ctx);
    await analysesRoutes(scope, ctx);
    await settingsRoutes(scope, ctx, () => powerBiStatus(ctx.db, powerBiServiceFor(ctx)));
    await powerBiServiceRoutes(scope, ctx);
    await feedRoutes(scope, ctx);
    await taskRoutes(scope, ctx);
    await auditRoutes(scope, ctx);
    await teamRoutes(scope, ctx);
    await fmeaImportRoutes(scope, ctx);
    await fmeaTemplateRoutes(scope, ctx);
    await fmeaRoutes(scope, ctx);
    await planOutputRoutes(scope, ctx);
    await controlPlanRoutes(scope, ctx);
    await realtimeRoutes(scope, ctx);
    await backupRoutes(scope, ctx);
  });

  await serveWebApp(app, ctx.config.webDist, documentHeaders);
  return app;
}

/**
 * Declares every route registered in this scope public and a document, and gives it the document
 * security headers by a route hook (see security-headers.ts).
 */
function markDocumentRoutes(scope: FastifyInstance, documentHeaders: Record<string, string>): void {
  const headersHook = documentHeadersHook(documentHeaders);
  scope.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true, document: true };
    route.onRequest = [...[route.onRequest ?? []].flat(), headersHook];
  });
}

/** Fastify takes a hop count as a function: trust the `hops` nearest proxies, never the client's claims. */
function trustProxyOption(
  value: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof value === 'number' ? (_address, hop) => hop < value : value;
}

/**
 * Serves the built SPA; any other GET that does not look like the API falls back to index.html so
 * every screen has a real URL. index.html is revalidated on every load (users get a new release at
 * once); Vite's hashed assets never change under their name, so they are cached for a year.
 */
async function serveWebApp(
  app: FastifyInstance,
  webDist: string,
  documentHeaders: Record<string, string>,
): Promise<void> {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(async (files) => {
      markDocumentRoutes(files, documentHeaders);
      await files.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders: (reply, filePath) => {
          const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !looksLikeApiPath(request.url);
    if (!isPage) return reply.status(404).send(errorBody('not_found', 'İstenen adres bulunamadı.'));
    reply.headers(documentHeaders);
    // Read here rather than through the static plugin, whose reply decorator lives in its own scope.
    if (hasBuild)
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(fs.createReadStream(indexFile));
    return reply
      .status(503)
      .header('cache-control', 'no-cache')
      .type('text/plain; charset=utf-8')
      .send('Web arayüzü derlenmemiş: önce `npm run build` çalıştırın.');
  });
}
