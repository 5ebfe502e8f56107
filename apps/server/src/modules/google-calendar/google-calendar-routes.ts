import {
  connectGoogleCalendarSchema,
  errorSchema,
  googleCalendarAuthUrlSchema,
  googleCalendarCallbackSchema,
  googleCalendarStatusSchema,
  googleCalendarSyncResultSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import type { ModuleContext } from '../../platform/server-module';
import { type GoogleCalendarRepositories, googleCalendarService } from './google-calendar-service';

const tags = ['calendar'];
const GOOGLE_ERRORS = { 409: errorSchema, 502: errorSchema } as const;

export function googleCalendarRoutes(
  scope: FastifyInstance,
  context: ModuleContext<GoogleCalendarRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const { store, db, config, clock } = context;
  const google = googleCalendarService(store, { db, config, clock });
  const owner = (request: { user: { id: string }; currentSession: { id: string } }) => ({
    userId: request.user.id,
    sessionId: request.currentSession.id,
  });

  app.get(
    '/api/calendar/google',
    {
      // Free students too: one whose plan lapsed still sees the connection and can end it.
      config: { free: true },
      schema: {
        summary: 'Whether Google Calendar sync is set up on the server and connected, last sync',
        tags,
        response: { 200: googleCalendarStatusSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => google.status(request.user.id),
  );

  app.post(
    '/api/calendar/google/connect',
    {
      schema: {
        summary: "Google's consent URL (offline access, PKCE, a state bound to this session)",
        tags,
        body: connectGoogleCalendarSchema,
        response: { 200: googleCalendarAuthUrlSchema, ...WRITE_ERRORS, 409: errorSchema },
      },
    },
    async (request) => ({ authUrl: await google.connect(owner(request), request.body) }),
  );

  app.get(
    '/api/calendar/google/callback',
    {
      // Signed out meanwhile (or in another browser): sign in, then connect again from there.
      config: { signedOutRedirect: '/auth' },
      schema: {
        summary:
          "Google's redirect URI: exchanges the code, then sends the browser back to the page it connected from",
        tags,
        querystring: googleCalendarCallbackSchema,
        response: { 302: z.undefined(), ...WRITE_ERRORS },
      },
    },
    async (request, reply) => reply.redirect(await google.callback(owner(request), request.query)),
  );

  app.post(
    '/api/calendar/google/sync',
    {
      schema: {
        summary: "Pushes assignments and events to the student's 'Assignd' Google calendar",
        tags,
        response: { 200: googleCalendarSyncResultSchema, ...WRITE_ERRORS, ...GOOGLE_ERRORS },
      },
    },
    async (request) => google.sync(request.user.id),
  );

  app.delete(
    '/api/calendar/google',
    {
      config: { free: true },
      schema: {
        summary: 'Revokes the grant at Google and forgets the tokens and synced events',
        tags,
        response: { 200: googleCalendarStatusSchema, ...WRITE_ERRORS, 502: errorSchema },
      },
    },
    async (request) => {
      await google.disconnect(request.user.id);
      return google.status(request.user.id);
    },
  );
}
