/** buildApp: the whole server as one Fastify instance, used by main.ts and by every test. */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { installNorwegianValidationMessages } from '@vev/shared';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { findBearerAccess } from './modules/access-keys/bearer';
import { createModuleContext } from './modules/context';
import type { ResolveTxt } from './modules/domains/service';
import { serverModules } from './modules/index';
import { access, registerAccessControl, siteScopePrefix } from './platform/access';
import { registerActivityLog } from './platform/activity/activity';
import { AnswerCache, registerAnswerCache } from './platform/cache/answer-cache';
import { answerClientError, notFound, registerErrorHandling, sendError, toAppError } from './platform/errors';
import { registerJobWorker } from './platform/jobs/worker';
import { registerMailSender } from './platform/mail/sender';
import { moduleDependentSources, moduleJobs, moduleMailAttachments, type RouteMount } from './platform/modules';
import { registerApiDescriptionRoutes, registerOpenApi } from './platform/openapi/register';
import { registerPrivateAnswers } from './platform/private-answers';
import { setDependentSources } from './platform/references/references';
import { registerTextGuard } from './platform/text-guard';
import { invitationRoutes } from './sso/invitation';
import { passwordResetRoutes } from './sso/password-reset';
import { ssoRoutes } from './sso/routes';
import { siteAccessRoutes } from './sso/site-access';
import { previewTokenRoutes } from './storefront/preview-token-route';
import { storefrontRoutes, storefrontUrlRewrite } from './storefront/routes';

installNorwegianValidationMessages();

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** Pino options; `false` silences the log (tests). */
  logger?: boolean | object;
  /** DNS TXT lookups for domain validation; Node's resolver unless a test gives answers. */
  resolveTxt?: ResolveTxt;
}

const mountPrefixes: Record<RouteMount, { prefix?: string }> = {
  site: { prefix: siteScopePrefix },
  api: { prefix: '/api' },
  root: {},
};

/** One log line per request, when it is answered (method, URL, status, time), instead of Fastify's two. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (error || this.isLogDisabled(request)) super.requestCompleted(error, request, reply, metadata);
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

export async function buildApp({ config, database, logger, resolveTxt }: AppDependencies): Promise<FastifyInstance> {
  const { db } = database;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    genReqId: () => randomUUID(),
    logController: new OneLinePerRequest(),
    // A site's host (its domains, `{name}.localhost`) is the storefront's, before any other route.
    rewriteUrl: storefrontUrlRewrite(config),
    clientErrorHandler: answerClientError,
    routerOptions: { maxParamLength: 200 },
    // A malformed or over-long path is answered like every other error, not in Fastify's English.
    frameworkErrors: (error, _request, reply) => sendError(reply, toAppError(error)),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  await app.register(fastifyCookie, { secret: config.sessionSecret });
  await app.register(fastifyFormbody, { bodyLimit: 16 * 1024 });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'", `*.${config.publicUrl.hostname}:*`],
        formAction: ["'self'"],
        upgradeInsecureRequests: config.publicUrl.protocol === 'https:' ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Same-origin form posts must carry their real Origin (with no-referrer, Chromium sends "null").
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.protocol === 'https:',
  });
  await registerOpenApi(app, config.publicUrl);

  registerTextGuard(app);
  registerAccessControl(app, { db, config, findBearerAccess });
  registerActivityLog(app, db);
  registerPrivateAnswers(app);
  if (config.answerCacheBytes > 0) registerAnswerCache(app, new AnswerCache(config.answerCacheBytes));

  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: {
        summary: 'Sjekk at serveren og databasen svarer',
        tags: ['Drift'],
        response: { 200: z.object({ status: z.literal('ok') }), 503: z.unknown() },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable' });
      }
    },
  );
  registerApiDescriptionRoutes(app);

  const context = createModuleContext({ db, config, modules: serverModules, resolveTxt });
  setDependentSources(moduleDependentSources(serverModules));
  for (const module of serverModules) {
    for (const { mount, plugin } of module.routes ?? [])
      await app.register(plugin, { ...context, ...mountPrefixes[mount] });
  }
  registerMailSender(app, db, config, moduleMailAttachments(serverModules, context));
  registerJobWorker(app, db, config, moduleJobs(serverModules, context));
  await app.register(ssoRoutes, { db, config });
  await app.register(invitationRoutes, { db, config });
  await app.register(passwordResetRoutes, { db, config });
  await app.register(siteAccessRoutes, { db, config });
  await app.register(previewTokenRoutes, { prefix: siteScopePrefix, db, config });
  await app.register(storefrontRoutes, { db, config });

  await registerDashboard(app, config.dashboardDir);
  return app;
}

/** The built dashboard, with index.html for every client-side route. */
async function registerDashboard(app: FastifyInstance, dashboardDir: string): Promise<void> {
  const indexFile = path.join(dashboardDir, 'index.html');
  const hasDashboard = fs.existsSync(indexFile);
  if (hasDashboard) {
    await app.register(fastifyStatic, {
      root: dashboardDir,
      wildcard: true,
      preCompressed: true,
      // `/` is a directory to the static plugin; without an index it would answer 403.
      index: 'index.html',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const notClientRoute = /^\/(api|sso|media|assets)(\/|$)/.test(pathname);
    if (notClientRoute || request.method !== 'GET') return sendError(reply, notFound());
    if (!hasDashboard) {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send('Dashbordet er ikke bygget. Kjør «npm run build».');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
