import { sameValue } from '@assignd/core';
import type { WriteRequest } from './outbox-entry';

type Fields = Readonly<Record<string, unknown>>;

/** The row an edit is of, and where it is shown. */
export interface EditTarget {
  path: string;
  table: string;
  id: string;
  /** How the student knows the row, for what is said if the edit does not survive. */
  label: string;
  list: readonly string[];
}

/**
 * An edit of the fields that changed (a form sends them all), with the values they had as this
 * device last saw them (`seen`, the row as shown `before` unless the caller knows better): another
 * device's newer change of a field left alone is no conflict (docs/decisions/0018).
 */
export function editRequest(
  target: EditTarget,
  before: ({ readonly id: string } & Fields) | undefined,
  changes: Fields,
  seen: Fields | undefined = before,
): WriteRequest {
  const fields = Object.fromEntries(
    Object.entries(changes).filter(([field, value]) => !seen || !sameValue(seen[field], value)),
  );
  const base = seen ? Object.fromEntries(Object.keys(fields).map((f) => [f, seen[f]])) : {};
  return {
    method: 'PATCH',
    path: target.path,
    label: target.label,
    list: target.list,
    ...(before ? { shown: { ...before, ...fields } } : {}),
    write: { op: 'update', table: target.table, rowId: target.id, changes: fields, base },
  };
}
