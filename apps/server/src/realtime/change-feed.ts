import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import {
  type ChangeFeed,
  changeFeedQuerySchema,
  changeFeedSchema,
  errorSchema,
  REALTIME_OPS,
} from '@assignd/schemas';
import type { Database } from '../db/client';
import { checked } from '../lib/http';
import { SIGNED_IN_ERRORS } from '../openapi/route-errors';
import { changePosition } from '../platform/change-repository';
import type { RealtimePart } from '../platform/server-module';
import type { ChangeTable } from './changes';
import { partsByTable } from './rows';

/**
 * More changes than this since a device's last one, and reading everything again is as cheap as
 * reading each changed row; the device is told to start over.
 */
export const MAX_FEED_CHANGES = 100;

type Entry = ChangeFeed['changes'][number];

/**
 * The student's rows changed after `since`. Each read is of the current state, so a row read
 * here may already hold a change numbered after the cursor: replaying that change later gives the
 * same row, and changes commit in the order of their numbers, so nothing below the cursor is
 * missing (platform/change-repository.ts).
 */
export function changeFeed(db: Database, parts: readonly RealtimePart[]) {
  const readers = partsByTable(parts);
  const ops: readonly string[] = REALTIME_OPS;

  return async function changesSince(userId: string, since: number): Promise<ChangeFeed> {
    const position = await changePosition(db, userId);
    const startOver = { cursor: position.seq, reset: true, changes: [] };
    // Ahead of the server: the device last synced with another database (restored, or replaced).
    if (since > position.seq || since < position.floor) return startOver;
    const { rows } = await db.execute<{
      table_name: string;
      row_id: string;
      op: string;
      seq: string;
    }>(sql`
      select table_name, row_id, op, seq from row_changes
       where user_id = ${userId} and seq > ${since}
       order by seq limit ${MAX_FEED_CHANGES + 1}`);
    if (rows.length > MAX_FEED_CHANGES) return startOver;
    let cursor = position.seq;
    const changes: Entry[] = [];
    // A row changed several times since is read once: every entry shows its current state anyway.
    const read = new Map<string, Promise<Record<string, unknown> | undefined>>();
    const current = (reader: RealtimePart, id: string) => {
      const key = `${reader.table}:${id}`;
      let row = read.get(key);
      if (!row) {
        row = reader.readRow(db, userId, id).then((found) => (found ? { ...found } : undefined));
        read.set(key, row);
      }
      return row;
    };
    for (const entry of rows) {
      cursor = Math.max(cursor, Number(entry.seq));
      const reader = readers.get(entry.table_name as ChangeTable);
      // A table no module sends any more, or a value a newer server wrote: nothing to tell.
      if (!reader || !ops.includes(entry.op)) continue;
      const { table } = reader;
      const id = entry.row_id;
      const row = entry.op === 'delete' ? undefined : await current(reader, id);
      // Gone since: its delete is numbered after this and is reported as one now.
      if (row === undefined) changes.push({ table, op: 'delete', id, row: null });
      else changes.push({ table, op: entry.op as Entry['op'], id, row: { ...row } });
    }
    return { cursor, reset: false, changes };
  };
}

/** GET /api/changes?since=N in the signed-in scope (docs/api.md, Change feed). */
export function changeFeedRoutes(
  scope: FastifyInstance,
  deps: { changesSince: ReturnType<typeof changeFeed> },
): void {
  const app = scope.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/changes',
    {
      schema: {
        summary: "The student's rows changed since a change number (for a device catching up)",
        tags: ['realtime'],
        querystring: changeFeedQuerySchema,
        response: { 200: changeFeedSchema, 400: errorSchema, ...SIGNED_IN_ERRORS },
      },
    },
    async (request, reply) => {
      const { since } = checked(changeFeedQuerySchema, request.query);
      const feed = await deps.changesSince(request.user.id, since);
      return reply.header('cache-control', 'no-store').send(feed);
    },
  );
}
