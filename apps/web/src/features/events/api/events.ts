import {
  deletedEventSchema,
  plannerEventSchema,
  type DeletedEvent,
  type CreateEventInput,
  type PlannerEvent,
  type UpdateEventInput,
} from '@assignd/schemas';
import { sentAsAllDay } from '@assignd/core';
import { collectionHooks } from '../../../api/collection';
import { browserTimeZone } from '@/lib/time-zone';
import { eventKeys } from './query-keys';

const EVENT_MESSAGES = {
  added: 'Event added',
  addFailed: 'Failed to add event. Please try again.',
  updateFailed: 'Failed to update event',
  deleted: 'Event deleted',
  deleteFailed: 'Failed to delete event',
  restoreFailed: 'Failed to restore event',
} as const;

const events = collectionHooks<PlannerEvent, CreateEventInput, UpdateEventInput, DeletedEvent>({
  path: '/api/events',
  key: eventKeys.events,
  rowSchema: plannerEventSchema,
  deletedSchema: deletedEventSchema,
  messages: EVENT_MESSAGES,
  draft: (input, id, now) => {
    const times = { eventDate: input.eventDate ?? null, endDate: input.endDate ?? null };
    return {
      id,
      title: input.title,
      description: input.description || null,
      ...times,
      allDay: input.allDay ?? sentAsAllDay(times, browserTimeZone()),
      location: input.location || null,
      createdAt: now,
      updatedAt: now,
    };
  },
  labelOf: (row) => row.title,
});

/** Every event of the student, newest first (the server's order). */
export const useEvents = events.useList;
export const useCreateEvent = events.useCreate;
export const useDeleteEvent = events.useDelete;
export const useUpdateEvent = events.useUpdate;
