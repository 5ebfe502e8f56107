import type { RealtimeMessage } from '@assignd/schemas';
import type { Database } from '../db/client';
import type { RealtimePart } from '../platform/server-module';
import type { ChangeTable, NumberedNotice } from './changes';

/** What a socket receives (docs/api.md, Realtime): the shared realtime message schema. */
export type ServerMessage = RealtimeMessage;

/** Each table's realtime part, by table: the module that sends its changes reads its rows. */
export function partsByTable(parts: readonly RealtimePart[]): Map<ChangeTable, RealtimePart> {
  return new Map(parts.map((part) => [part.table, part]));
}

/**
 * Reads changed rows in their API shape, always scoped to the user the notice is about, each
 * table's by the module that sends its changes (`parts`, gathered by the app).
 */
export function rowReader(db: Database, parts: readonly RealtimePart[]) {
  const readers = partsByTable(parts);
  /** The message for a notice; undefined when the row is already gone (its delete follows). */
  return async function messageFor(notice: NumberedNotice): Promise<ServerMessage | undefined> {
    const { origin, seq } = notice;
    if (notice.type === 'refresh') return { type: 'refresh', origin, seq };
    const { table, op, id, userId } = notice;
    if (op === 'delete') return { type: 'change', table, op, id, row: null, origin, seq };
    const row = await readers.get(table)?.readRow(db, userId, id);
    if (row === undefined) return undefined;
    // A copy has a plain object type, which the message's open `row` takes (a schedule's is an
    // interface, which TypeScript does not let stand for one with an index signature).
    return { type: 'change', table, op, id, row: { ...row }, origin, seq };
  };
}
