import type { Agent } from 'node:https';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { Health } from '@assignd/schemas';
import { createAuth } from './auth/auth';
import { signedInScope } from './auth/signed-in-scope';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { createJobs } from './jobs/job-queue';
import type { JobModule, JobQueueOf } from './jobs/job-types';
import { installCompression } from './lib/compression';
import { installErrorHandler, validatorCompiler } from './lib/http';
import { installJsonBodyParser } from './lib/json-body';
import { installSameOriginCheck } from './lib/same-origin';
import { installSecurityHeaders } from './lib/security-headers';
import { userGate } from './lib/user-gate';
import { installWebPages } from './lib/web-pages';
import { createMailer, type Mailer } from './mail/mailer';
import { proAccess } from './modules/billing/pro-access';
import { subscriptionService } from './modules/billing/subscription-service';
import { profileRepository } from './modules/profile/profile-repository';
import { profileService } from './modules/profile/profile-service';
import {
  BACKUP_PARTS,
  CLEAR_PARTS,
  JOB_MODULES,
  type ModuleRepositories,
  QUOTA_COUNTERS,
  REALTIME_PARTS,
  type RegisteredJobs,
  REPOSITORY_FACTORIES,
  SERVER_MODULES,
  SESSION_REPLACED_PARTS,
} from './modules/registry';
import { installOpenApi } from './openapi/openapi';
import type { ModuleContext } from './platform/server-module';
import { registerProRoutes } from './platform/pro-routes';
import { installIdempotency } from './platform/idempotency';
import { createStore } from './platform/store';
import { accountRepository } from './modules/account/account-repository';
import { sessionRepository } from './auth/session-repository';
import { changeFeed, changeFeedRoutes } from './realtime/change-feed';
import { type RealtimeOptions, realtimeRoutes } from './realtime/realtime';
import { accountRoutes } from './modules/account/account-routes';
import { emailConfirmRoutes } from './modules/account/email-confirm-routes';
import { emailChangeService } from './modules/account/account-email';
import { accountService } from './modules/account/account-service';
import { apiRoutes } from './routes/api';
import { authRoutes } from './routes/auth';
import { dataRoutes } from './planner-data/data-routes';
import { dataService } from './planner-data/data-service';
import { webDistFolder } from './paths';

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  databaseMode: Health['database']['mode'];
  mailer?: Mailer;
  webRoot?: string;
  realtime?: RealtimeOptions;
  /** Now; tests pin it to cross a plan's end. */
  clock?: () => Date;
  /** Pushes go through it: a test's agent trusts its fake push service's certificate. */
  pushAgent?: Agent;
  /** Whose jobs and follows the queue runs; SERVER_MODULES unless a test brings its own. */
  jobModules?: readonly JobModule[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue, for code outside the modules (and tests). */
    jobs: JobQueueOf<RegisteredJobs>;
  }
}

const BODY_LIMIT = 1024 * 1024;

/** A hop count trusts that many proxies nearest to us, as proxy-addr counts them. */
function trustProxyOption(value: Config['trustProxy']) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

function databaseUrlOf({ pool }: DatabaseHandle): string {
  const url = pool.options.connectionString;
  if (!url) throw new Error('The database pool has no connection string');
  return url;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: BODY_LIMIT,
  });

  installJsonBodyParser(app);
  // Routes carry zod schemas from @assignd/schemas: input is checked with them (a failure is our
  // 400 naming the field) and answers are written through them.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  installErrorHandler(app, database.availability);
  installSecurityHeaders(app, { https: config.publicUrl.startsWith('https://') });
  installSameOriginCheck(app, config.trustedOrigins);
  // Before any route: the plugin hooks each route as it is added.
  await installCompression(app);
  await installOpenApi(app);

  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: path.join(config.dataDir, 'outbox'),
      log: (message) => app.log.info(message),
    });
  const clock = options.clock ?? (() => new Date());
  const jobs = createJobs<RegisteredJobs>({
    url: databaseUrlOf(database),
    db: database.db,
    modules: options.jobModules ?? JOB_MODULES,
    pollSeconds: config.jobsPollSeconds,
    clock,
    log: app.log.child({ component: 'jobs' }),
  });
  app.decorate('jobs', jobs.queue);
  app.decorate('proRoutes', []);
  // After the HTTP side has closed: requests still finishing may plan jobs.
  app.addHook('onClose', () => jobs.stop());
  // The one store: every module's repositories, each module's service typed by those it uses.
  const store = createStore(database.db, {
    factories: REPOSITORY_FACTORIES,
    followers: jobs.followers,
    quotaCounters: QUOTA_COUNTERS,
  });
  const profiles = profileService(profileRepository(database.db, jobs.followers));
  const auth = createAuth({
    config,
    db: database.db,
    mailer,
    profiles,
    sessionReplacedParts: SESSION_REPLACED_PARTS,
    logger: app.log,
  });

  const sessions = sessionRepository(database.db);
  await app.register(authRoutes, { auth, sessions, rateLimitMax: config.authRateLimit });
  apiRoutes(app, {
    database,
    databaseMode: options.databaseMode,
    publicConfig: {
      emailVerificationRequired: mailer.delivers,
      socialProviders: [
        ...(config.google ? ['google' as const] : []),
        ...(config.apple ? ['apple' as const] : []),
      ],
      billing: config.billing,
      googleCalendarSync: config.google !== undefined,
    },
  });

  await realtimeRoutes(app, {
    auth,
    pool: database.pool,
    availability: database.availability,
    db: database.db,
    sessions,
    parts: REALTIME_PARTS,
    trustedOrigins: config.trustedOrigins,
    options: options.realtime,
  });

  // One student's whole-planner requests wait for each other, not for everyone else's.
  const gate = userGate();
  const pro = proAccess(config.billing, subscriptionService(store, config.billing, clock), clock);
  await jobs.start({
    db: database.db,
    store,
    pro,
    config,
    mailer,
    pushAgent: options.pushAgent,
  });
  const context: ModuleContext<ModuleRepositories, RegisteredJobs> = {
    db: database.db,
    store,
    gate,
    pro,
    config,
    clock,
    jobs: jobs.queue,
  };
  // Each module's account-deletion part, given the context as its routes are.
  const deletionParts = SERVER_MODULES.flatMap((module) => {
    const part = module.accountDeletion;
    if (!part) return [];
    return [{ required: part.required, run: (userId: string) => part.run(context, userId) }];
  });
  for (const module of SERVER_MODULES) {
    const { publicRoutes } = module;
    if (!publicRoutes) continue;
    await app.register((scope, _options, done) => {
      publicRoutes(scope, context);
      done();
    });
  }
  const emails = emailChangeService({
    auth,
    db: database.db,
    mailer,
    clock,
    publicUrl: config.publicUrl,
    log: {
      warn: (message) => app.log.warn(`[account] ${message}`),
      error: (err, message) => app.log.error({ err }, `[account] ${message}`),
    },
  });
  await app.register((scope, _options, done) => {
    emailConfirmRoutes(scope, { emails });
    done();
  });
  await app.register(
    signedInScope(auth, gate, (scope) => {
      installIdempotency(scope, database.db);
      for (const module of SERVER_MODULES) {
        const { routes } = module;
        if (!routes) continue;
        if (module.pro === null) routes(scope, context);
        else {
          const gated = { module: module.name, feature: module.pro, pro };
          registerProRoutes(scope, gated, (proScope) => routes(proScope, context));
        }
      }
      changeFeedRoutes(scope, { changesSince: changeFeed(database.db, REALTIME_PARTS) });
      dataRoutes(scope, {
        gate,
        data: dataService(store, { backup: BACKUP_PARTS, clear: CLEAR_PARTS }),
      });
      accountRoutes(scope, {
        account: accountService({ sessions, accounts: accountRepository(database.db), clock }),
        auth,
        sessions,
        rateLimitMax: config.authRateLimit,
        emails,
        deletion: {
          auth,
          sessions,
          mailer,
          db: database.db,
          store,
          clock,
          clearParts: CLEAR_PARTS,
          deletionParts,
        },
      });
    }),
  );

  await installWebPages(app, config.serveWeb ? (options.webRoot ?? webDistFolder) : undefined);

  return app;
}
