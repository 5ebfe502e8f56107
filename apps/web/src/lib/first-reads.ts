/*
 * The answers the server sent inside the page (apps/server/src/lib/web-pages.ts; decision 0017):
 * the reads the first page makes (app/first-reads.ts), so it draws without waiting for its code
 * and the session check before asking. Each answer is used once, by the first read of its path,
 * and only while the page is starting: a screen opened later reads afresh.
 */

/** An answer as the page carries it: the body and the list's change number (docs/api.md). */
export interface FirstRead {
  body: unknown;
  cursor?: number;
}

const ELEMENT_ID = 'first-reads';
/**
 * From the page's start: long enough for a slow phone to load the first page's code; a later read
 * goes to the server.
 */
const USABLE_FOR_MS = 15_000;

let reads: Map<string, FirstRead> | undefined;

function isFirstRead(value: unknown): value is FirstRead {
  if (typeof value !== 'object' || value === null || !('body' in value)) return false;
  return !('cursor' in value) || Number.isSafeInteger(value.cursor);
}

function load(): Map<string, FirstRead> {
  const found = new Map<string, FirstRead>();
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return found;
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent || '{}');
    if (typeof parsed === 'object' && parsed !== null)
      for (const [path, read] of Object.entries(parsed))
        if (isFirstRead(read)) found.set(path, read);
  } catch {
    // A page cut short in transit: the app reads everything itself.
    return found;
  }
  return found;
}

/** The page's answer for this read, once; undefined when it has none (or has used it). */
export function takeFirstRead(path: string): FirstRead | undefined {
  reads ??= load();
  if (performance.now() > USABLE_FOR_MS) reads.clear();
  const read = reads.get(path);
  reads.delete(path);
  return read;
}
