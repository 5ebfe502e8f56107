import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Health } from '@assignd/schemas';
import { createAuth } from './auth/auth';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { installErrorHandler } from './lib/http';
import { installSecurityHeaders } from './lib/security-headers';
import { createMailer, type Mailer } from './mail/mailer';
import { plannerStore } from './repositories/planner-repositories';
import { profileRepository } from './repositories/profile-repository';
import { type RealtimeOptions, realtimeRoutes } from './realtime/realtime';
import { apiRoutes } from './routes/api';
import { assignmentRoutes } from './routes/assignments';
import { authRoutes } from './routes/auth';
import { classRoutes } from './routes/classes';
import { dataRoutes } from './routes/data';
import { eventRoutes } from './routes/events';
import { profileRoutes } from './routes/profile';
import { scheduleRoutes } from './routes/schedule';
import { assignmentService } from './services/assignment-service';
import { classService } from './services/class-service';
import { dataService } from './services/data-service';
import { eventService } from './services/event-service';
import { preferencesService } from './services/preferences-service';
import { subscriptionService } from './services/subscription-service';
import { profileService } from './services/profile-service';
import { scheduleService } from './services/schedule-service';
import { webDistFolder } from './paths';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  databaseMode: Health['database']['mode'];
  mailer?: Mailer;
  webRoot?: string;
  realtime?: RealtimeOptions;
}

const BODY_LIMIT = 1024 * 1024;

/** A hop count trusts that many proxies nearest to us, as proxy-addr counts them. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
  });

  const defaultJson = app.getDefaultJsonParser('error', 'error');
  // Bodyless POSTs such as sign-out arrive with a JSON content type and no content.
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    void defaultJson(request, text, (error, value) => {
      if (error) Object.assign(error, { statusCode: 400 });
      done(error, value);
    });
  });

  installErrorHandler(app);
  installSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (message) => app.log.info(message),
    });
  const profiles = profileService(profileRepository(database.db));
  const auth = createAuth({ config, db: database.db, mailer, profiles, logger: app.log });

  await app.register(authRoutes, { auth, rateLimitMax: config.authRateLimit });
  apiRoutes(app, {
    database,
    databaseMode: options.databaseMode,
    publicConfig: {
      emailVerificationRequired: mailer.delivers,
      socialProviders: [
        ...(config.google ? ['google' as const] : []),
        ...(config.apple ? ['apple' as const] : []),
      ],
    },
  });

  const store = plannerStore(database.db);
  await realtimeRoutes(app, {
    auth,
    pool: database.pool,
    repositories: store.repositories,
    profiles,
    publicUrl: config.publicUrl,
    options: options.realtime,
  });
  const subscriptions = subscriptionService(store);
  profileRoutes(app, {
    auth,
    profiles,
    preferences: preferencesService(store, subscriptions),
    subscriptions,
  });
  assignmentRoutes(app, { auth, assignments: assignmentService(store) });
  classRoutes(app, { auth, classes: classService(store) });
  eventRoutes(app, { auth, events: eventService(store) });
  scheduleRoutes(app, { auth, schedules: scheduleService(store) });
  dataRoutes(app, { auth, data: dataService(store) });

  const webRoot = options.webRoot ?? webDistFolder;
  const serveWeb = config.serveWeb && existsSync(path.join(webRoot, 'index.html'));
  if (serveWeb) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz beside each asset (apps/web/compress.mjs).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite fingerprints everything under assets/, so those files never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (!isApi && serveWeb && (request.method === 'GET' || request.method === 'HEAD')) {
      // Client-side routes (/dashboard, /auth, unknown paths) all load the single-page app.
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: 'Not found' });
  });

  return app;
}
