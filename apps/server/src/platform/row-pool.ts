/*
 * Restore adds only what is missing. Rows are compared on what the student sees (the fields
 * named in docs/api.md), as a multiset: each row already there absorbs one equal row of the
 * file, so restoring a file twice adds nothing and two equal rows in one file both come back.
 */
export class RowPool {
  private readonly ids = new Map<string, string[]>();

  constructor(rows: Iterable<{ id: string; key: string }>) {
    for (const { id, key } of rows) {
      const ids = this.ids.get(key);
      if (ids) ids.push(id);
      else this.ids.set(key, [id]);
    }
  }

  /** The id of an unclaimed row with this key, claiming it; undefined when there is none. */
  claim(key: string): string | undefined {
    return this.ids.get(key)?.shift();
  }
}

// A restore of thousands of rows gives other requests a turn this often.
export const RESTORE_BUSY_MS = 5;
