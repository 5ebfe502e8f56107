import type {
  createEventSchema,
  DeletedEvent,
  Page,
  PlannerEvent,
  restoreEventSchema,
  updateEventSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http';
import type { EventChanges, EventRow } from './event-repository';
import type { PlannerStore } from '../../repositories/planner-repositories';
import { noticesOf, type Origin } from '../../realtime/changes';
import { dateOrNull, isoOrNull } from '../../services/planner-mappers';
import { type PageQuery, pageOf, wholeList } from '../../services/pages';
import { requireRoom } from '../../services/quotas';
import { restoreOnce, type UndoTokens } from '../../services/undo';

export type CreateEvent = z.output<typeof createEventSchema>;
export type UpdateEvent = z.output<typeof updateEventSchema>;
export type RestoreEvent = z.output<typeof restoreEventSchema>;

function changesOf(patch: UpdateEvent): EventChanges {
  const { eventDate, ...rest } = patch;
  return eventDate === undefined ? rest : { ...rest, eventDate: dateOrNull(eventDate) };
}

const notice = noticesOf('events');

export function toEvent(row: EventRow): PlannerEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    eventDate: isoOrNull(row.eventDate),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function eventService(store: PlannerStore, tokens: UndoTokens) {
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
      return transact(async ({ events, changes, quotas }) => {
        await requireRoom(quotas, userId, 'events');
        const row = await events.create(userId, {
          title: input.title,
          description: input.description ?? null,
          eventDate: dateOrNull(input.eventDate),
        });
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toEvent(row);
      });
    },

    update(userId: string, id: string, patch: UpdateEvent, origin: Origin): Promise<PlannerEvent> {
      return transact(async ({ events, changes }) => {
        const values = changesOf(patch);
        if (Object.keys(values).length === 0) {
          const row = await events.find(userId, id);
          if (!row) throw notFound();
          return toEvent(row);
        }
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
              id: event.id,
              title: event.title,
              description: event.description ?? null,
              eventDate: dateOrNull(event.eventDate),
              createdAt: new Date(event.createdAt),
            }),
        });
        if (restored) await changes.publish(notice(userId, 'insert', row.id, origin));
        return toEvent(row);
      });
    },
  };
}
