import * as z from 'zod/mini';

// Shared by the answer schemas (responses.ts, ai-responses.ts); not part of the package's exports.

/** Registered under a name, so the OpenAPI document refers to it instead of repeating it. */
export function named<T extends z.ZodMiniType>(schema: T, id: string): T {
  z.globalRegistry.add(schema, { id });
  return schema;
}

// Ids are uuids; the client only keys rows by them, so any string is taken.
export const id = z.string();
export const instant = z.iso.datetime();
export const nullableText = z.nullable(z.string());
