import type { RealtimeMessage } from '@assignd/schemas';
import type { Database } from '../db/client';
import { SERVER_MODULES } from '../modules/registry';
import type { RealtimePart } from '../platform/server-module';
import type { ChangeNotice, ChangeTable } from './changes';

/** What a socket receives (docs/api.md, Realtime): the shared realtime message schema. */
export type ServerMessage = RealtimeMessage;

type ReadRow = RealtimePart['readRow'];

const READERS = new Map<ChangeTable, ReadRow>(
  SERVER_MODULES.flatMap((module) =>
    module.realtime ? [[module.realtime.table, module.realtime.readRow] as const] : [],
  ),
);

/** Reads changed rows in their API shape, always scoped to the user the notice is about. */
export function rowReader(db: Database) {
  /** The message for a notice; undefined when the row is already gone (its delete follows). */
  return async function messageFor(notice: ChangeNotice): Promise<ServerMessage | undefined> {
    if (notice.type === 'refresh') return { type: 'refresh', origin: notice.origin };
    const { table, op, id, userId, origin } = notice;
    if (op === 'delete') return { type: 'change', table, op, id, row: null, origin };
    const row = await READERS.get(table)?.(db, userId, id);
    if (row === undefined) return undefined;
    // A copy has a plain object type, which the message's open `row` takes (a schedule's is an
    // interface, which TypeScript does not let stand for one with an index signature).
    return { type: 'change', table, op, id, row: { ...row }, origin };
  };
}
