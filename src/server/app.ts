import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import '../domain/shared/zod-locale';
import './http/fastify-types';
import type { AppContext } from './app-context';
import { registerAuthentication } from './auth/authenticate';
import { analysesRoutes } from './analyses/routes';
import { authRoutes } from './auth/routes';
import { capabilityRoutes } from './capability/routes';
import { feedbackRoutes } from './feedback/routes';
import { healthRoutes } from './health/routes';
import { registerCrossSiteGuard } from './http/cross-site-guard';
import { registerSecurityHeaders } from './http/security-headers';
import { realtimeRoutes } from './realtime/routes';
import { errorBody, registerErrorHandler } from './http/error-handler';
import { notificationRoutes } from './notifications/routes';
import { preferencesRoutes } from './preferences/routes';
import { settingsRoutes } from './settings/routes';
import { taskRoutes } from './tasks/routes';
import { teamRoutes } from './team/routes';

export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP server: API, WebSocket and the built web app on one port. */
export async function buildApp(
  ctx: AppContext,
  options: { logger?: boolean } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger === false ? false : { level: ctx.config.logLevel },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: ctx.config.trustProxy,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  registerSecurityHeaders(app);
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctxRl) => ({
      statusCode: 429,
      ...errorBody(
        'rate_limited',
        `Çok fazla istek gönderildi. Lütfen ${Math.ceil(ctxRl.ttl / 1000)} saniye sonra tekrar deneyin.`,
      ),
    }),
  });
  // The API documentation is public (registered before the docs routes so it sees them).
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/docs')) route.config = { ...(route.config ?? {}), public: true };
  });
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
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    uiConfig: { docExpansion: 'list' },
  });

  registerCrossSiteGuard(app);
  registerAuthentication(app, ctx.sessions);

  await app.register(async (scope) => {
    await healthRoutes(scope, ctx);
    await authRoutes(scope, ctx);
    await preferencesRoutes(scope, ctx);
    await notificationRoutes(scope, ctx);
    await feedbackRoutes(scope, ctx);
    await capabilityRoutes(scope, ctx);
    await analysesRoutes(scope, ctx);
    await settingsRoutes(scope, ctx);
    await taskRoutes(scope, ctx);
    await teamRoutes(scope, ctx);
    await realtimeRoutes(scope, ctx);
  });

  await serveWebApp(app, ctx.config.webDist);
  return app;
}

/** Serves the built SPA; any non-API GET falls back to index.html so every screen has a real URL. */
async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const root = path.resolve(webDist);
  const indexFile = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      maxAge: '1h',
      immutable: false,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && !request.url.startsWith('/api/');
    if (isPage && hasBuild) return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Web arayüzü derlenmemiş: önce `npm run build` çalıştırın.');
    }
    return reply.status(404).send(errorBody('not_found', 'İstenen adres bulunamadı.'));
  });
}
