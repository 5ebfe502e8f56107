import { calendarFeedSchema, errorSchema, updateCalendarFeedSchema } from '@assignd/schemas';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { addressBucket } from '../../auth/address-bucket';
import { HttpError, notFound } from '../../lib/http';
import { SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import { type CalendarFeedRepositories, calendarFeedService } from './calendar-feed-service';

const tags = ['calendar'];
// The answer holds a secret URL: no cache, shared or private, should keep it.
const NO_STORE = 'private, no-store';

const serviceOf = ({ store, config, clock }: ModuleContext<CalendarFeedRepositories>) =>
  calendarFeedService(store, { secret: config.authSecret, publicUrl: config.publicUrl, clock });

export function calendarFeedRoutes(
  scope: FastifyInstance,
  context: ModuleContext<CalendarFeedRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const feeds = serviceOf(context);

  app.get(
    '/api/calendar/feed',
    {
      schema: {
        summary: "The student's private calendar feed URL and settings (made on first call)",
        tags,
        response: { 200: calendarFeedSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send(await feeds.get(request.user.id)),
  );

  app.patch(
    '/api/calendar/feed',
    {
      schema: {
        summary: 'Change what the feed holds (completed work, class periods) or its time zone',
        tags,
        body: updateCalendarFeedSchema,
        response: { 200: calendarFeedSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', NO_STORE)
        .send(await feeds.update(request.user.id, request.body)),
  );

  app.post(
    '/api/calendar/feed/regenerate',
    {
      schema: {
        summary: 'A new feed URL; the old one stops working at once',
        tags,
        response: { 200: calendarFeedSchema, ...WRITE_ERRORS },
      },
    },
    async (request, reply) =>
      reply.header('cache-control', NO_STORE).send(await feeds.regenerate(request.user.id)),
  );
}

/** Calendar apps poll hourly; this leaves room for a household behind one address. */
const FEED_REQUESTS_PER_MINUTE = 60;

/**
 * GET /api/calendar/feed/<token>.ics, outside the signed-in scope: calendar apps have no session,
 * the token is the proof. Any name that is not a live feed is the same bare 404.
 */
export function calendarFeedPublicRoutes(
  scope: FastifyInstance,
  context: ModuleContext<CalendarFeedRepositories>,
): void {
  const feeds = serviceOf(context);
  void scope.register(async (limited) => {
    await limited.register(rateLimit, { global: false });
    // Untyped replies: a 304 has no body to declare.
    limited.get<{ Params: { file: string } }>(
      '/api/calendar/feed/:file',
      {
        config: {
          rateLimit: {
            max: FEED_REQUESTS_PER_MINUTE,
            timeWindow: '1 minute',
            // request.ip honours TRUST_PROXY, as the sign-in limiter's does.
            keyGenerator: (request) => addressBucket(request.ip),
            errorResponseBuilder: (_request, limit) =>
              new HttpError(
                429,
                `Too many requests. Please wait ${Math.ceil(limit.ttl / 1000)} seconds and try again.`,
              ),
          },
        },
        schema: {
          summary: 'The feed as text/calendar (RFC 5545); 304 when If-None-Match matches',
          tags,
          params: z.object({ file: z.string() }),
          response: { 200: z.string(), 404: errorSchema, 429: errorSchema, 503: errorSchema },
        },
      },
      async (request, reply) => {
        const file = await feeds.file(request.params.file);
        if (!file) throw notFound();
        void reply.header('etag', file.etag).header('cache-control', 'private, no-cache');
        if (matches(request.headers['if-none-match'], file.etag)) return reply.status(304).send();
        return reply.type('text/calendar; charset=utf-8').send(file.body);
      },
    );
  });
}

/** If-None-Match may list several tags, or '*' (RFC 9110 13.1.2). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
