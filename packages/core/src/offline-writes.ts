/*
 * The rules of changes made without a connection (docs/decisions/0018): how a queue of them keeps
 * only their net effect, and how the server settles an edit made on top of an older version.
 */

type Fields = Readonly<Record<string, unknown>>;

/** JSON values compared by content: what the API sends and stores (arrays of days, say). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  const recordA = a as Fields;
  const recordB = b as Fields;
  return keysA.every((key) => Object.hasOwn(recordB, key) && sameValue(recordA[key], recordB[key]));
}

/**
 * The conflict rule. An edit names the values it started from (`base`); a field changed since by
 * someone else keeps that newer value, and the edit's value for it is dropped (`replaced`). A
 * field the edit gives without a base, or whose value is still the base, takes the edit's value.
 * The change the server received first therefore wins over one made without having seen it.
 */
export function keepNewer<T extends Fields>(
  current: Fields,
  changes: T,
  base: Fields | undefined,
): { apply: Partial<T>; replaced: (keyof T & string)[] } {
  const apply: Partial<T> = {};
  const replaced: (keyof T & string)[] = [];
  for (const field of Object.keys(changes) as (keyof T & string)[]) {
    const wanted = changes[field];
    const changedElsewhere =
      base !== undefined &&
      Object.hasOwn(base, field) &&
      !sameValue(current[field], base[field]) &&
      !sameValue(current[field], wanted);
    if (changedElsewhere) replaced.push(field);
    else apply[field] = wanted;
  }
  return { apply, replaced };
}

/** A change waiting to be sent, in the order made. */
export type QueuedWrite =
  /** A new row, made with the id the device chose. */
  | { op: 'create'; table: string; rowId: string; body: Fields }
  /** Some fields of a row, with the values the device saw before (for keepNewer). */
  | { op: 'update'; table: string; rowId: string; changes: Fields; base: Fields }
  | { op: 'delete'; table: string; rowId: string }
  /** A delete undone: what the delete answered, to put the row back. */
  | { op: 'restore'; table: string; rowId: string; body: Fields }
  /** A whole document replaced or cleared (a timetable): only the last one counts. */
  | { op: 'put'; target: string; body: Fields }
  /** Some settings of a document (preferences): one change of them, the later value winning. */
  | { op: 'merge'; target: string; body: Fields }
  /** Something added that is never edited afterwards (a review, a focus session). */
  | { op: 'append'; target: string; body: Fields };

/** The row a change is of ('assignments/<id>'); none for a put or an append. */
export const rowOf = (write: QueuedWrite): string | undefined =>
  'rowId' in write ? `${write.table}/${write.rowId}` : undefined;

/**
 * Adds `write` to `queue` keeping only the net effect on each row: a row made and then edited
 * offline is sent once, as made with the edits; made and deleted, not at all; an edit then a
 * delete, as the delete; two edits, as one with the first base of each field. A delete undone
 * before it was sent takes the delete back. A document put twice is sent once, as the last;
 * settings changed twice, once, with the later value of each.
 * Entries carry more (an idempotency key, the student's id): a later change folded into an
 * earlier entry keeps that entry's key and place in the queue.
 */
export function queueWrite<W extends { write: QueuedWrite }>(queue: readonly W[], next: W): W[] {
  const { write } = next;
  if (write.op === 'append') return [...queue, next];
  if (write.op === 'put') {
    return [
      ...queue.filter((e) => !(e.write.op === 'put' && e.write.target === write.target)),
      next,
    ];
  }
  if (write.op === 'merge') {
    const earlier = queue.find((e) => e.write.op === 'merge' && e.write.target === write.target);
    if (!earlier || earlier.write.op !== 'merge') return [...queue, next];
    const merged = {
      ...earlier,
      write: { ...earlier.write, body: { ...earlier.write.body, ...write.body } },
    };
    return queue.map((entry) => (entry === earlier ? merged : entry));
  }
  const row = rowOf(write);
  const same = queue.filter((entry) => rowOf(entry.write) === row);
  const rest = queue.filter((entry) => rowOf(entry.write) !== row);
  const created = same.find((entry) => entry.write.op === 'create');
  const deleted = same.some((entry) => entry.write.op === 'delete');

  if (write.op === 'restore') {
    // The delete had not gone yet: taking it back leaves the row as it was queued before it.
    if (deleted)
      return queue.filter((entry) => entry.write.op !== 'delete' || rowOf(entry.write) !== row);
    return [...queue, next];
  }
  // A row deleted here is not edited again; nothing to add.
  if (deleted) return [...queue];
  if (write.op === 'delete') {
    if (created) return rest;
    // Earlier restores and edits of the row are moot; the delete goes in the place of the first.
    return [...rest, next];
  }
  if (write.op === 'create') return [...queue, next];
  if (created && created.write.op === 'create') {
    const merged = {
      ...created,
      write: { ...created.write, body: { ...created.write.body, ...write.changes } },
    };
    return queue.map((entry) => (entry === created ? merged : entry));
  }
  const edit = same.find((entry) => entry.write.op === 'update');
  if (edit && edit.write.op === 'update') {
    const merged = {
      ...edit,
      write: {
        ...edit.write,
        changes: { ...edit.write.changes, ...write.changes },
        base: { ...write.base, ...edit.write.base },
      },
    };
    return queue.map((entry) => (entry === edit ? merged : entry));
  }
  return [...queue, next];
}
