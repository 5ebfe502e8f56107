import { JSON_CHAR, JSON_DEPTH_MAX, readJsonKey } from '@assignd/schemas';
import { breather } from './breather';

/*
 * A backup of 5,000 rows a table is ~4 MB of JSON, and one JSON.parse of it blocks the event loop
 * for ~50 ms (every other student's request waits). This scanner reads the text a slice at a
 * time and cuts it into an outline (the root object with each row of a list replaced by 0) and
 * the text of each row, so the caller can parse and check rows a few at a time. Parsing the
 * outline and every row checks the same syntax one JSON.parse of the whole text would.
 */

export interface ScanLimits {
  /** Keys of the root object. */
  rootKeys: number;
  /** Rows of one list; counted here, before any row is parsed. */
  rows: number;
  /** Strings, containers and commas in one row, which bounds what parsing a row costs. */
  rowTokens: number;
}

export class ScanRefusal extends Error {
  constructor(
    message: string,
    readonly path: readonly (string | number)[] = [],
  ) {
    super(message);
  }
}

/** A list longer than the limit: refused before the rest of it is read. */
export class TooManyRows extends ScanRefusal {
  constructor(
    readonly key: string,
    limit: number,
  ) {
    super(`At most ${limit} rows`, [key]);
  }
}

export interface ScannedObject {
  /** The root object's text with each row of a list written as 0. */
  outline: string;
  /** The [start, end) of each row of each list, by key; a repeated key keeps its last list. */
  rows: Map<string, [number, number][]>;
}

// Characters read between looks at the clock, and the longest stretch before a break.
const SLICE = 16 * 1024;
const BUSY_MS = 5;
const { QUOTE, BACKSLASH, COMMA, OPEN_OBJECT, CLOSE_OBJECT, OPEN_LIST, CLOSE_LIST } = JSON_CHAR;
const isSpace = (c: number) => c === 32 || c === 10 || c === 13 || c === 9;

/** Cuts `text` (which must hold a JSON object) into outline and rows, yielding between slices. */
export async function scanJsonObject(text: string, limits: ScanLimits): Promise<ScannedObject> {
  const outline: string[] = [];
  const rows = new Map<string, [number, number][]>();
  let copied = 0;
  let depth = 0;
  let inString = false;
  let escaped = false;
  let keyNext = false;
  let keyStart = -1;
  let key = '';
  let rootKeys = 0;
  // The list of rows being read (a list that is a value of the root object), if any.
  let list: [number, number][] | null = null;
  let rowStart = 0;
  let rowHasValue = false;
  let rowTokens = 0;

  const where = () => (list ? [key, list.length] : key ? [key] : []);
  const endRow = (at: number) => {
    if (!list) return;
    if (rowHasValue) {
      list.push([rowStart, at]);
      outline.push('0');
    } else {
      outline.push(text.slice(rowStart, at));
    }
    copied = at;
  };

  const pause = breather(BUSY_MS);
  for (let start = 0; start < text.length; start += SLICE) {
    await pause();
    const end = Math.min(text.length, start + SLICE);
    for (let at = start; at < end; at += 1) {
      const c = text.charCodeAt(at);
      if (inString) {
        if (escaped) escaped = false;
        else if (c === BACKSLASH) escaped = true;
        else if (c === QUOTE) {
          inString = false;
          if (keyStart >= 0) {
            key = readJsonKey(text.slice(keyStart, at + 1));
            keyStart = -1;
          }
        }
        continue;
      }
      if (isSpace(c)) continue;
      if (list && depth >= 2 && !(depth === 2 && (c === COMMA || c === CLOSE_LIST))) {
        rowHasValue = true;
        if (
          (c === QUOTE || c === OPEN_OBJECT || c === OPEN_LIST || c === COMMA) &&
          ++rowTokens > limits.rowTokens
        ) {
          throw new ScanRefusal('This row is too large', where());
        }
      }
      switch (c) {
        case QUOTE:
          inString = true;
          if (depth === 1 && keyNext) {
            keyNext = false;
            keyStart = at;
          }
          break;
        case OPEN_OBJECT:
        case OPEN_LIST:
          if (depth === 0 && c !== OPEN_OBJECT) throw new ScanRefusal('Expected an object');
          if (depth === 0) keyNext = true;
          // Only lists are read row by row, and nothing a backup holds is an object at this level.
          if (depth === 1 && c === OPEN_OBJECT) throw new ScanRefusal('Expected a list', [key]);
          if (depth === 1 && c === OPEN_LIST) {
            outline.push(text.slice(copied, at + 1));
            copied = at + 1;
            list = [];
            rows.set(key, list);
            rowStart = at + 1;
            rowHasValue = false;
            rowTokens = 0;
          }
          depth += 1;
          if (depth > JSON_DEPTH_MAX) {
            throw new ScanRefusal(`Nested more than ${JSON_DEPTH_MAX} levels deep`, where());
          }
          break;
        case CLOSE_OBJECT:
        case CLOSE_LIST:
          if (depth === 2 && list && c === CLOSE_LIST) {
            endRow(at);
            list = null;
          }
          depth -= 1;
          break;
        case COMMA:
          if (depth === 1) {
            keyNext = true;
            if (++rootKeys >= limits.rootKeys) throw new ScanRefusal('Too many fields');
          } else if (depth === 2 && list) {
            endRow(at);
            if (list.length >= limits.rows) {
              throw new TooManyRows(key, limits.rows);
            }
            outline.push(',');
            copied = at + 1;
            rowStart = at + 1;
            rowHasValue = false;
            rowTokens = 0;
          }
          break;
        default:
          break;
      }
    }
  }
  outline.push(text.slice(copied));
  return { outline: outline.join(''), rows };
}
