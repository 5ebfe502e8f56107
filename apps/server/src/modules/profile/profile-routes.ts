import {
  errorSchema,
  preferencesSchema,
  profileSchema,
  updatePreferencesSchema,
  updateProfileSchema,
} from '@assignd/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/http';
import { SIGNED_IN_ERRORS, WRITE_ERRORS } from '../../openapi/route-errors';
import { originOf } from '../../realtime/changes';
import type { ModuleContext } from '../../platform/server-module';
import { type PreferencesRepositories, preferencesService } from './preferences-service';
import { profileRepository } from './profile-repository';
import { profileService } from './profile-service';

const tags = ['account'];

export function profileRoutes(
  scope: FastifyInstance,
  { db, store, pro }: ModuleContext<PreferencesRepositories>,
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  const profiles = profileService(profileRepository(db, store.followers));
  const preferences = preferencesService(store, pro);

  app.get(
    '/api/profile',
    {
      schema: {
        summary: "The student's names and e-mail address",
        tags,
        response: { 200: profileSchema, 404: errorSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => {
      const profile = await profiles.get(request.user.id);
      if (!profile) throw notFound();
      return profile;
    },
  );

  app.patch(
    '/api/profile',
    {
      schema: {
        summary: 'Change the display, first or last name',
        tags,
        body: updateProfileSchema,
        response: { 200: profileSchema, 404: errorSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => {
      const profile = await profiles.update(
        request.user.id,
        request.body,
        originOf(request.headers),
      );
      if (!profile) throw notFound();
      return profile;
    },
  );

  app.get(
    '/api/preferences',
    {
      schema: {
        summary: 'Reminders and theme',
        tags,
        response: { 200: preferencesSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request) => preferences.get(request.user.id),
  );

  app.patch(
    '/api/preferences',
    {
      schema: {
        summary: 'Change reminders or theme (a custom theme needs Pro: 403)',
        tags,
        body: updatePreferencesSchema,
        response: { 200: preferencesSchema, ...WRITE_ERRORS },
      },
    },
    async (request) => preferences.update(request.user.id, request.body),
  );
}
