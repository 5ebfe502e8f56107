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
 * One message. `row` is the changed row (the matching `realtimeRowSchemas` entry) or null for a
 * delete; the envelope checks only that it is an object, so a row of a newer server still reaches
 * the cache, which the client refetches when a row is missing.
 */
export const realtimeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('ready') }),
  z.object({
    type: z.literal('change'),
    table: z.enum(REALTIME_TABLES as [RealtimeTable, ...RealtimeTable[]]),
    op: z.enum(REALTIME_OPS),
    id: z.string(),
    row: z.optional(z.nullable(z.looseObject({}))),
    origin,
  }),
  z.object({ type: z.literal('refresh'), origin }),
]);
/** What the server sends (its realtime code builds these). */
export type RealtimeMessage = z.input<typeof realtimeMessageSchema>;
