// PostgreSQL takes at most 65,535 parameters a statement; a restore can hold thousands of rows.
// Building the statement for 500 rows held the event loop ~100 ms on a busy machine.
const ROWS_PER_INSERT = 100;

/** Splits rows into inserts small enough for one statement each. */
export function inBatches<T>(rows: readonly T[]): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    batches.push(rows.slice(start, start + ROWS_PER_INSERT));
  }
  return batches;
}
