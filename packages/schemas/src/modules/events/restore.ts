import {
  createdAtOf,
  field,
  fromRow,
  instant,
  moduleRestore,
  restoredCreatedAt,
} from '../../backup-rows';
import { createEventFieldsSchema, withEventTimes } from '../../planner';

export const eventsRestore = moduleRestore({
  events: {
    row: fromRow(
      (source) => ({
        createdAt: createdAtOf(source),
        title: source.title,
        description: source.description,
        eventDate: instant(field(source, 'eventDate', 'event_date')),
        // Files from before times existed have none of these: their events come back all-day.
        endDate: instant(field(source, 'endDate', 'end_date')),
        allDay: field(source, 'allDay', 'all_day') ?? undefined,
        location: source.location,
      }),
      withEventTimes(createEventFieldsSchema.extend({ createdAt: restoredCreatedAt })),
    ),
  },
});
