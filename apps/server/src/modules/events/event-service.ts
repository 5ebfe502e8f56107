import { sentAsAllDay } from '@assignd/core';
import {
  type createEventSchema,
  type DeletedEvent,
  eventTimesProblem,
  type Page,
  type PlannerEvent,
  type restoreEventSchema,
  type updateEventSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http';
import type { EventChanges, EventRow } from './event-repository';
import type { Store } from '../../platform/store';
import type { eventRepository } from './event-repository';
import { noticesOf, type Origin } from '../../realtime/changes';
import { dateOrNull, isoOrNull } from '../../platform/planner-mappers';
import { type PageQuery, pageOf, wholeList } from '../../platform/pages';
import { requireRoom } from '../../platform/quotas';
import { restoreOnce, type UndoTokens } from '../../platform/undo';
import type { PreferencesRepository } from '../profile/public';
import { type EditBase, settleEdit } from '../../platform/offline-edits';

export type CreateEvent = z.output<typeof createEventSchema>;
export type UpdateEvent = z.output<typeof updateEventSchema>;
export type RestoreEvent = z.output<typeof restoreEventSchema>;

/** An event's fields once it is known whether it is all-day (a backup's and an undo's say). */
type EventInput = Omit<CreateEvent, 'allDay'> & { allDay: boolean };

/** The student's clock, on which a time sent without `allDay` is read (`sentAsAllDay`). */
const clockOf = async (preferences: PreferencesRepository, userId: string) =>
  (await preferences.find(userId)).timeZone;

/** A create as stored: without `allDay`, only 23:59 on the student's clock or no date is all-day. */
async function withAllDay(input: CreateEvent, clock: () => Promise<string>): Promise<EventInput> {
  const sent = { eventDate: input.eventDate ?? null, endDate: input.endDate ?? null };
  return { ...input, allDay: input.allDay ?? sentAsAllDay(sent, await clock()) };
}

/**
 * A change that dates an all-day event at a time of day, without saying whether it stays all-day,
 * makes it timed, as a create would. A timed event keeps its flag: its 23:59 is a time it was given.
 */
async function withTimeOfDay(
  patch: UpdateEvent,
  row: EventRow,
  clock: () => Promise<string>,
): Promise<UpdateEvent> {
  if (patch.allDay !== undefined || !row.allDay || !patch.eventDate) return patch;
  const sent = { eventDate: patch.eventDate, endDate: patch.endDate ?? null };
  return sentAsAllDay(sent, await clock()) ? patch : { ...patch, allDay: false };
}

function changesOf(patch: UpdateEvent, row: EventRow): EventChanges {
  const { eventDate, endDate, ...rest } = patch;
  const changes: EventChanges = { ...rest };
  if (eventDate !== undefined) changes.eventDate = dateOrNull(eventDate);
  if (endDate !== undefined) changes.endDate = dateOrNull(endDate);
  // Making an event all-day or undated drops the end it had, unless the change names one.
  const dropsEnd = patch.allDay === true || eventDate === null;
  if (dropsEnd && endDate === undefined) changes.endDate = null;
  const problem = eventTimesProblem({
    eventDate: isoOrNull(changes.eventDate === undefined ? row.eventDate : changes.eventDate),
    endDate: isoOrNull(changes.endDate === undefined ? row.endDate : changes.endDate),
    allDay: changes.allDay ?? row.allDay,
  });
  if (problem) throw new HttpError(400, `endDate: ${problem}`, 'endDate');
  return changes;
}

const notice = noticesOf('events');

/** An event's stored fields from what a student sent, a backup holds or an undo brings back. */
export function eventValuesOf(input: EventInput) {
  return {
    title: input.title,
    description: input.description ?? null,
    eventDate: dateOrNull(input.eventDate),
    endDate: dateOrNull(input.endDate),
    allDay: input.allDay,
    location: input.location ?? null,
  };
}

export function toEvent(row: EventRow): PlannerEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: isoOrNull(row.eventDate),
    endDate: isoOrNull(row.endDate),
    allDay: row.allDay,
    location: row.location,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Each write publishes its change in its own transaction; origin names the tab that made it.
export interface EventRepositories {
  events: ReturnType<typeof eventRepository>;
  preferences: PreferencesRepository;
}

export function eventService(store: Store<EventRepositories>, tokens: UndoTokens) {
  const { repositories, transact } = store;
  return {
    list(userId: string): Promise<PlannerEvent[]> {
      return wholeList(
        store,
        (repositories, limit, from) => repositories.events.page(userId, limit, from),
        toEvent,
      );
    },

    page(userId: string, query: PageQuery): Promise<Page<PlannerEvent>> {
      return pageOf(query, (limit, from) => repositories.events.page(userId, limit, from), toEvent);
    },

    create(userId: string, input: CreateEvent, origin: Origin): Promise<PlannerEvent> {
      return transact(async ({ events, changes, quotas, preferences }) => {
        await requireRoom(quotas, userId, 'events');
        const stored = await withAllDay(input, () => clockOf(preferences, userId));
        const row = await events.create(userId, eventValuesOf(stored), input.id);
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toEvent(row);
      });
    },

    update(
      userId: string,
      id: string,
      asked: UpdateEvent,
      origin: Origin,
      edit?: EditBase,
    ): Promise<PlannerEvent> {
      return transact(async ({ events, changes, preferences }) => {
        const current = await events.find(userId, id, true);
        if (!current) throw notFound();
        const patch = await settleEdit(asked, edit, () => Promise.resolve(current), toEvent);
        const clock = () => clockOf(preferences, userId);
        const values = changesOf(await withTimeOfDay(patch, current, clock), current);
        if (Object.keys(values).length === 0) return toEvent(current);
        const row = await events.update(userId, id, values);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'update', id, origin));
        return toEvent(row);
      });
    },

    remove(userId: string, id: string, origin: Origin): Promise<DeletedEvent> {
      return transact(async ({ events, changes }) => {
        const row = await events.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        return { event: toEvent(row), token: tokens.issue('events', userId, id) };
      });
    },

    restore(userId: string, { event, token }: RestoreEvent, origin: Origin): Promise<PlannerEvent> {
      tokens.require('events', userId, event.id, token);
      return transact(async ({ events, changes, quotas }) => {
        const { row, restored } = await restoreOnce(quotas, userId, 'events', 'event.id', {
          find: () => events.find(userId, event.id),
          insert: () =>
            events.restore(userId, {
              ...eventValuesOf(event),
              id: event.id,
              createdAt: new Date(event.createdAt),
            }),
        });
        if (restored) await changes.publish(notice(userId, 'insert', row.id, origin));
        return toEvent(row);
      });
    },
  };
}
