import { updatePreferencesSchema, updateProfileSchema } from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { Auth } from '../auth/auth';
import { notFound, parse } from '../lib/http';
import { originOf } from '../realtime/changes';
import type { PreferencesService } from '../services/preferences-service';
import type { ProfileService } from '../services/profile-service';
import type { SubscriptionService } from '../services/subscription-service';
import { requireUser } from './auth';

export function profileRoutes(
  app: FastifyInstance,
  deps: {
    auth: Auth;
    profiles: ProfileService;
    preferences: PreferencesService;
    subscriptions: SubscriptionService;
  },
) {
  const { auth, profiles, preferences, subscriptions } = deps;

  app.get('/api/profile', async (request) => {
    const user = await requireUser(auth, request);
    const profile = await profiles.get(user.id);
    if (!profile) throw notFound();
    return profile;
  });

  app.patch('/api/profile', async (request) => {
    const user = await requireUser(auth, request);
    const patch = parse(updateProfileSchema, request.body);
    const profile = await profiles.update(user.id, patch, originOf(request.headers));
    if (!profile) throw notFound();
    return profile;
  });

  app.get('/api/preferences', async (request) => {
    const user = await requireUser(auth, request);
    return preferences.get(user.id);
  });

  app.patch('/api/preferences', async (request) => {
    const user = await requireUser(auth, request);
    return preferences.update(user.id, parse(updatePreferencesSchema, request.body));
  });

  // The plan check of spec 4: the web app asks on sign-in, on focus and every 5 minutes.
  app.get('/api/subscription', async (request, reply) => {
    const user = await requireUser(auth, request);
    return reply.header('cache-control', 'no-store').send(await subscriptions.status(user.id));
  });
}
