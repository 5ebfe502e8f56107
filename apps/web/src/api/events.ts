import type { CreateEventInput, PlannerEvent, UpdateEventInput } from '@assignd/schemas';
import { collectionHooks, type RowChanges } from './collection';
import { queryKeys } from './query-keys';

export const EVENT_MESSAGES = {
  added: 'Event added',
  addFailed: 'Failed to add event. Please try again.',
  updateFailed: 'Failed to update event',
  deleted: 'Event deleted',
  deleteFailed: 'Failed to delete event',
} as const;

const events = collectionHooks<PlannerEvent, CreateEventInput, UpdateEventInput>({
  path: '/api/events',
  key: queryKeys.events,
  messages: EVENT_MESSAGES,
});

export type EventChanges = RowChanges<UpdateEventInput>;

/** Every event of the student, newest first (the server's order). */
export const useEvents = events.useList;
export const useCreateEvent = events.useCreate;
export const useUpdateEvent = events.useUpdate;
export const useDeleteEvent = events.useDelete;
