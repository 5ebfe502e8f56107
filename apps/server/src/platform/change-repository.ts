import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { CHANGES_CHANNEL, type ChangeNotice, type NumberedNotice } from '../realtime/changes';

/** What else a change runs inside its transaction: the modules' follows (jobs/job-queue.ts). */
export type ChangeFollowers = (tx: Executor, notice: ChangeNotice) => Promise<void>;

/** For code that only reads, or tests of realtime alone. */
export const NO_FOLLOWERS: ChangeFollowers = () => Promise.resolve();

/** How long a deleted row's tombstone is listed: a device asleep for longer starts over. */
const TOMBSTONE_DAYS = 30;

/**
 * Numbers the change, logs it and NOTIFYs it with its number, in one statement (one round trip
 * per write). The counter's upsert locks its row until the transaction ends, so a second write of
 * the same student waits there and commits after this one: numbers are committed in order,
 * without gaps a device could not explain.
 */
async function record(db: Executor, notice: ChangeNotice): Promise<number> {
  const { userId } = notice;
  const payload = JSON.stringify(notice);
  const announce = sql`select seq, pg_notify(${CHANGES_CHANNEL},
    jsonb_set(${payload}::jsonb, '{seq}', to_jsonb(seq))::text)`;
  const { rows } =
    notice.type === 'refresh'
      ? // Everything was replaced: older entries explain nothing, and the floor sends devices back.
        await db.execute<{ seq: string }>(sql`
          with bumped as (
            insert into change_cursors as c (user_id, seq, floor) values (${userId}, 1, 1)
            on conflict (user_id) do update set seq = c.seq + 1, floor = c.seq + 1
            returning seq),
          cleared as (delete from row_changes where user_id = ${userId})
          ${announce} from bumped`)
      : await db.execute<{ seq: string }>(sql`
          with bumped as (
            insert into change_cursors as c (user_id, seq) values (${userId}, 1)
            on conflict (user_id) do update set seq = c.seq + 1
            returning seq),
          logged as (
            insert into row_changes (user_id, table_name, row_id, op, seq)
            select ${userId}, ${notice.table}, ${notice.id}, ${notice.op}, seq from bumped
            on conflict (user_id, table_name, row_id) do update
              set op = excluded.op, seq = excluded.seq, changed_at = now()
            returning seq)
          ${announce} from logged`);
  const [row] = rows;
  if (!row) throw new Error('The change counter answered nothing');
  if (notice.type === 'change' && notice.op === 'delete') {
    // Tombstones are the only entries that outlive their row; old ones go, raising the floor.
    await db.execute(sql`
      with pruned as (
        delete from row_changes
         where user_id = ${userId} and op = 'delete'
           and changed_at < now() - make_interval(days => ${TOMBSTONE_DAYS})
        returning seq)
      update change_cursors set floor = greatest(floor, (select max(seq) from pruned))
       where user_id = ${userId} and exists (select 1 from pruned)`);
  }
  return Number(row.seq);
}

export function changeRepository(db: Executor, followers: ChangeFollowers) {
  return {
    /**
     * Run inside the write's transaction: NOTIFY is delivered only on commit, so a write that
     * rolls back publishes nothing, and listeners never hear of a row before they can read it.
     * Jobs the follows plan are written in the same transaction, so they share its fate.
     */
    async publish(notice: ChangeNotice): Promise<void> {
      const numbered: NumberedNotice = { ...notice, seq: await record(db, notice) };
      await followers(db, numbered);
    },
    /** The number of the user's last change, read before a list so the list is at least that new. */
    async cursor(userId: string): Promise<number> {
      return (await changePosition(db, userId)).seq;
    },
  };
}

/**
 * The changes of one transaction, published when its work is done: the counter's lock is then
 * taken last, after every row lock, so two writes of one student cannot each hold what the other
 * waits for (a class's delete unfiles assignments after announcing the class).
 */
export function deferredChanges(db: Executor, followers: ChangeFollowers) {
  const pending: ChangeNotice[] = [];
  const now = changeRepository(db, followers);
  return {
    repository: {
      publish(notice: ChangeNotice): Promise<void> {
        pending.push(notice);
        return Promise.resolve();
      },
      cursor: (userId: string) => now.cursor(userId),
    } satisfies ReturnType<typeof changeRepository>,
    async flush(): Promise<void> {
      for (const notice of pending.splice(0)) await now.publish(notice);
    },
  };
}

/** Where the user's changes stand: the last number and the floor below which nothing is listed. */
export async function changePosition(
  db: Executor,
  userId: string,
): Promise<{ seq: number; floor: number }> {
  const { rows } = await db.execute<{ seq: string; floor: string }>(
    sql`select seq, floor from change_cursors where user_id = ${userId}`,
  );
  const [row] = rows;
  return row ? { seq: Number(row.seq), floor: Number(row.floor) } : { seq: 0, floor: 0 };
}
