import type { createEventSchema, PlannerEvent, updateEventSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../lib/http';
import type { EventChanges } from '../repositories/event-repository';
import type { PlannerStore } from '../repositories/planner-repositories';
import { dateOrNull, toEvent } from './planner-mappers';

export type CreateEvent = z.output<typeof createEventSchema>;
export type UpdateEvent = z.output<typeof updateEventSchema>;

function changesOf(patch: UpdateEvent): EventChanges {
  const { eventDate, ...rest } = patch;
  return eventDate === undefined ? rest : { ...rest, eventDate: dateOrNull(eventDate) };
}

// Writes return the row as it now is (or was, for a delete) so it can be published to devices.
export function eventService({ repositories }: PlannerStore) {
  return {
    async list(userId: string): Promise<PlannerEvent[]> {
      const rows = await repositories.events.list(userId);
      return rows.map(toEvent);
    },

    async create(userId: string, input: CreateEvent): Promise<PlannerEvent> {
      const row = await repositories.events.create(userId, {
        title: input.title,
        description: input.description ?? null,
        eventDate: dateOrNull(input.eventDate),
      });
      return toEvent(row);
    },

    async update(userId: string, id: string, patch: UpdateEvent): Promise<PlannerEvent> {
      const changes = changesOf(patch);
      const row =
        Object.keys(changes).length === 0
          ? await repositories.events.find(userId, id)
          : await repositories.events.update(userId, id, changes);
      if (!row) throw notFound();
      return toEvent(row);
    },

    async remove(userId: string, id: string): Promise<PlannerEvent> {
      const row = await repositories.events.delete(userId, id);
      if (!row) throw notFound();
      return toEvent(row);
    },
  };
}

export type EventService = ReturnType<typeof eventService>;
