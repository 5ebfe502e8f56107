import { CLIENT_ID, CLIENT_ID_HEADER } from './client-id';
import { takeFirstRead } from './first-reads';
import { keepaliveFor } from './keepalive-budget';

/** A failed call to our own /api, carrying the status and the server's `{ error }` text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The input field a refusal is about: the `field` of the server's `{ error, field }`. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** What a student is told when a change is tried without a connection. */
export const OFFLINE_MESSAGE =
  "You're offline, so this change was not saved. Try again when you're back online.";

/**
 * A change tried while the browser is offline: refused before it is sent, so it is never queued
 * and lost later without a word (the service worker only answers reads offline).
 */
export class OfflineError extends ApiError {
  constructor() {
    super(0, OFFLINE_MESSAGE);
    this.name = 'OfflineError';
  }
}

const READS = new Set(['GET', 'HEAD']);

/** On a whole list: the student's last change the list is known to hold (docs/api.md). */
const CURSOR_HEADER = 'x-assignd-cursor';
let noteListCursor: ((cursor: number) => void) | undefined;

/** Who hears of each whole list's change number (api/change-sync.ts): one at a time. */
export function onListCursor(listener: ((cursor: number) => void) | undefined): void {
  noteListCursor = listener;
}

type Checked<T> = { value: T; issues?: undefined } | { issues: readonly unknown[] };

/**
 * A response schema as this client uses it: the Standard Schema interface every zod schema has,
 * so the client itself loads no validator (the landing page checks the session through it).
 */
export interface ResponseSchema<T> {
  readonly '~standard': { validate(value: unknown): Checked<T> | Promise<Checked<T>> };
}

/** A successful answer of a shape this client does not know: a newer or misbehaving server. */
class UnexpectedAnswerError extends Error {
  constructor(readonly path: string) {
    super(`Unexpected answer from ${path}`);
    this.name = 'UnexpectedAnswerError';
  }
}

function errorText(body: unknown, fallback: string): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string')
    return body.error;
  return fallback;
}

function errorField(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'field' in body && typeof body.field === 'string')
    return body.field;
  return undefined;
}

/**
 * Calls our own /api and checks the answer with its response schema from `@assignd/schemas`
 * (`noContentSchema` for a 204), so the type the caller gets is the one the server promised.
 */
export async function apiFetch<T>(
  path: string,
  schema: ResponseSchema<T>,
  init: RequestInit = {},
): Promise<T> {
  const method = (init.method ?? 'GET').toUpperCase();
  if (!READS.has(method) && !navigator.onLine) throw new OfflineError();
  // The first page's reads came with the page (lib/first-reads.ts).
  const first = method === 'GET' ? takeFirstRead(path) : undefined;
  if (first) return checked(path, schema, first.body, first.cursor);
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  headers.set(CLIENT_ID_HEADER, CLIENT_ID);
  if (init.body !== undefined && !headers.has('content-type'))
    headers.set('content-type', 'application/json');

  const budget = READS.has(method) ? undefined : keepaliveFor(init.body);
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers,
      credentials: 'same-origin',
      ...(budget?.keepalive ? { keepalive: true } : {}),
    });
  } finally {
    budget?.release();
  }
  const text = await response.text();
  let body: unknown = null;
  if (text) {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  if (!response.ok)
    throw new ApiError(
      response.status,
      errorText(body, response.statusText || 'Request failed'),
      errorField(body),
    );
  return checked(path, schema, body, Number(response.headers.get(CURSOR_HEADER) ?? NaN));
}

/** A successful answer, checked against its schema; a list's change number is passed on. */
async function checked<T>(
  path: string,
  schema: ResponseSchema<T>,
  body: unknown,
  cursor: number | undefined,
): Promise<T> {
  const answer = await schema['~standard'].validate(body);
  if (answer.issues) throw new UnexpectedAnswerError(path);
  noteCursor(cursor);
  return answer.value;
}

/** An answer that came another way (the outbox sent it), checked against its schema. */
export function checkAnswer<T>(path: string, schema: ResponseSchema<T>, body: unknown): Promise<T> {
  return checked(path, schema, body, undefined);
}

/** A list's change number, when the answer carried one, goes to the change sync. */
function noteCursor(cursor: number | undefined): void {
  if (cursor !== undefined && Number.isSafeInteger(cursor)) noteListCursor?.(cursor);
}

/**
 * The answer the page brought for this read (lib/first-reads.ts), checked, or undefined: a query's
 * initial data, so the first render already has it. Through the query function the answer came a
 * task later and drew the screen a second time (issue 27: about 26 ms of a busy dashboard's main
 * thread after its first paint). An answer that fails its check is dropped, and the query asks
 * the server as it would without it.
 */
export function firstAnswer<T>(path: string, schema: ResponseSchema<T>): T | undefined {
  const first = takeFirstRead(path);
  if (!first) return undefined;
  const answer = schema['~standard'].validate(first.body);
  // The response schemas check synchronously; one that does not is left to the query function.
  if (answer instanceof Promise || answer.issues) return undefined;
  noteCursor(first.cursor);
  return answer.value;
}

/** Client errors other than timeouts and rate limits will fail the same way if repeated. */
export function isPermanentFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![408, 429].includes(error.status)
  );
}
