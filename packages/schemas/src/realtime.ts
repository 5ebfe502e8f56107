import * as z from 'zod/mini';
import { joinParts } from './join-parts';
import { MODULE_CONTRACTS } from './modules/contracts.generated';

/*
 * The realtime protocol (GET /api/realtime, WebSocket; docs/api.md): what the server sends, one
 * JSON object per message. The server builds these and the web client parses them.
 */

/**
 * The row each table's changes carry, in its API shape; profiles and schedule are keyed by user.
 * Each module declares its tables (modules/<name>/contract.ts); the server's module registry must
 * give each of them a row reader of this shape.
 */
export const realtimeRowSchemas = joinParts(MODULE_CONTRACTS.map((module) => module.realtime));

export type RealtimeTable = keyof typeof realtimeRowSchemas;
/** A changed row of one table, as the server reads it and the client parses it. */
export type RealtimeRow<Table extends RealtimeTable> = z.output<(typeof realtimeRowSchemas)[Table]>;

const REALTIME_TABLES = Object.keys(realtimeRowSchemas) as RealtimeTable[];
export const REALTIME_OPS = ['insert', 'update', 'delete'] as const;
export type RealtimeOp = (typeof REALTIME_OPS)[number];

/** The clientId of the tab that made the change, or null when it did not say. */
const origin = z.optional(z.nullable(z.string()));

/**
 * A change's number in the student's changes: each takes the next one, in commit order (docs/api.md,
 * Change feed). Absent from a refresh sent because notices may have been lost.
 */
const seq = z.optional(z.number());
const table = z.enum(REALTIME_TABLES as [RealtimeTable, ...RealtimeTable[]]);
const op = z.enum(REALTIME_OPS);
const row = z.optional(z.nullable(z.looseObject({})));

/**
 * One message. `row` is the changed row (the matching `realtimeRowSchemas` entry) or null for a
 * delete; the envelope checks only that it is an object, so a row of a newer server still reaches
 * the cache, which the client refetches when a row is missing.
 */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  /** `cursor`: the number of the student's last change when the socket was subscribed. */
  z.object({ type: z.literal('ready'), cursor: z.optional(z.number()) }),
  z.object({ type: z.literal('change'), table, op, id: z.string(), row, origin, seq }),
  z.object({ type: z.literal('refresh'), origin, seq }),
]);
/** What the server sends (its realtime code builds these). */
export type RealtimeMessage = z.input<typeof realtimeMessageSchema>;

/**
 * GET /api/changes?since=N: the student's rows changed after change N, each once with its latest
 * state (`row` null for a delete), and the number they bring the device to. `reset`: the device
 * is too far behind (or ahead, from another database) to catch up this way and reads everything.
 */
export const changeFeedSchema = z.object({
  cursor: z.number(),
  reset: z.boolean(),
  changes: z.array(z.object({ table, op, id: z.string(), row })),
});
export type ChangeFeed = z.input<typeof changeFeedSchema>;
