import { ASSIGNMENT_CATEGORIES, CLASS_ICONS, DEFAULT_CLASS_ICON, THEMES } from '@assignd/core';
import type { Assignment, PlannerEvent, Preferences, SchoolClass } from '@assignd/schemas';
import type { AssignmentRow } from '../repositories/assignment-repository';
import type { ClassRow } from '../repositories/class-repository';
import type { EventRow } from '../repositories/event-repository';
import type { PreferencesRow } from '../repositories/preferences-repository';

// Rows out of the database become the API shapes: camelCase, ISO instants, narrowed enums.

export const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

export const dateOrNull = (value: string | null | undefined): Date | null =>
  value ? new Date(value) : null;

/** Database checks hold these columns to the same lists, so the fallback only guards old rows. */
function oneOf<T extends string>(options: readonly T[], value: string, fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

export function toAssignment(row: AssignmentRow): Assignment {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    dueDate: isoOrNull(row.dueDate),
    classId: row.classId,
    category: oneOf(ASSIGNMENT_CATEGORIES, row.category, 'Other'),
    completed: row.completed,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toClass(row: ClassRow): SchoolClass {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    icon: oneOf(CLASS_ICONS, row.icon, DEFAULT_CLASS_ICON),
    room: row.room,
    teacher: row.teacher,
    startTime: row.startTime,
    endTime: row.endTime,
    daysOfWeek: row.daysOfWeek,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

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

export function toPreferences(row: PreferencesRow): Preferences {
  return { remindersEnabled: row.notificationsEnabled, theme: oneOf(THEMES, row.theme, 'light') };
}
