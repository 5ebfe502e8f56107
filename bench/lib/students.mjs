// The students `npm run bench` (run.mjs) spreads its HTTP load over, so that what it measures is
// the server, not the per-student gate (apps/server/src/lib/user-gate.ts lets one student run two
// list reads at once and queue eight more): signing them up, filling their planners, sending each
// request as the next of them in turn, and checking that two servers answer them the same.
import { signUp } from '../common.mjs';

const PASSWORD = 'study-hard-2026';
// Sign-ups hash a password each; a few at a time keep the server busy without queueing on it.
const AT_ONCE = 4;

/** A table's columns but the row's own id and owner, as PostgreSQL lists them. */
async function copiedColumns(client, table) {
  const { rows } = await client.query(
    `select column_name from information_schema.columns
      where table_schema = current_schema() and table_name = $1 and column_name not in ('id', 'user_id')
      order by ordinal_position`,
    [table],
  );
  return rows.map((r) => `"${r.column_name}"`);
}

/**
 * Copies `from`'s classes and assignments to each of `to`, as they are (times included), each
 * copy of an assignment filed under the copy of its class: the rows the API wrote for `from`,
 * owned by the others, in two statements instead of 100,000 requests.
 */
async function copyPlanner(db, from, to) {
  const client = await db.connect();
  try {
    await client.query('begin');
    const classColumns = (await copiedColumns(client, 'classes')).join(', ');
    const assignmentColumns = (await copiedColumns(client, 'assignments')).filter(
      (c) => c !== '"class_id"',
    );
    await client.query(
      `create temporary table class_copies on commit drop as
         select u as user_id, c.id as old_id, gen_random_uuid() as new_id
           from unnest($2::uuid[]) as u cross join classes c where c.user_id = $1`,
      [from, to],
    );
    await client.query(
      `insert into classes (id, user_id, ${classColumns})
         select m.new_id, m.user_id, ${classColumns}
           from class_copies m join classes c on c.id = m.old_id`,
    );
    await client.query(
      `insert into assignments (user_id, class_id, ${assignmentColumns.join(', ')})
         select u, m.new_id, ${assignmentColumns.map((c) => `a.${c}`).join(', ')}
           from unnest($2::uuid[]) as u cross join assignments a
           left join class_copies m on m.user_id = u and m.old_id = a.class_id
          where a.user_id = $1`,
      [from, to],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Signs up `count` more students through the API and gives each a copy of the planner of student
 * `from` (copyPlanner); answers them with their user id and headers (session cookie and origin)
 * and the seconds it took.
 */
export async function seedStudents(baseUrl, db, { count, from, log }) {
  const started = performance.now();
  const students = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) {
        const i = next++;
        const email = `bench.student.${i + 1}@example.com`;
        const { userId, headers } = await signUp(baseUrl, { email, password: PASSWORD });
        students[i] = { userId, headers };
      }
    }),
  );
  await copyPlanner(
    db,
    from,
    students.map((s) => s.userId),
  );
  const seconds = (performance.now() - started) / 1000;
  log(`signed up ${count} more students and copied the planner to each in ${seconds.toFixed(1)} s`);
  return { students, seconds };
}

/** The cookie header of each student -> their user id, for the bare server. */
export const sessionTable = (students) =>
  JSON.stringify(Object.fromEntries(students.map((s) => [s.headers.cookie, s.userId])));

/** autocannon options: GET `path`, each request as the next student in turn. */
export function listRequests(url, students, path) {
  let next = 0;
  return {
    url,
    requests: [
      {
        method: 'GET',
        path,
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, ...students[next++ % students.length].headers },
        }),
      },
    ],
  };
}

/**
 * autocannon options: PATCH {"completed": <flipped>} on the next row of the next student in turn,
 * each student's rows in order. `rows[s]` holds student s's assignments (id and completed) and is
 * kept up to date, so that a later run flips them on from where this one left them.
 */
export function toggleRequests(url, students, rows) {
  let next = 0;
  const cursor = students.map(() => 0);
  return {
    url,
    requests: [
      {
        method: 'PATCH',
        setupRequest: (request) => {
          const s = next++ % students.length;
          const row = rows[s][cursor[s]++ % rows[s].length];
          row.completed = !row.completed;
          return {
            ...request,
            path: `/api/assignments/${row.id}`,
            headers: {
              ...request.headers,
              ...students[s].headers,
              'content-type': 'application/json',
            },
            body: JSON.stringify({ completed: row.completed }),
          };
        },
      },
    ],
  };
}

async function answer(url, init) {
  const response = await fetch(url, init);
  return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
}

const withoutUpdatedAt = (body) => {
  const { updatedAt, ...rest } = JSON.parse(body.toString());
  return { updatedAt, rest: JSON.stringify(rest) };
};

/**
 * Asks both servers as every student: the list, byte for byte, and a PATCH of the student's first
 * row to the same value, equal but for `updatedAt` (the moment of each write), which must move on.
 * Answers the students whose answers differed (with why), the list bytes and each student's rows.
 */
export async function compareAnswers(oursUrl, bareUrl, students) {
  const differences = [];
  const rows = [];
  let listBytes = 0;
  for (const [s, { headers }] of students.entries()) {
    const ours = await answer(`${oursUrl}/api/assignments`, { headers });
    const bare = await answer(`${bareUrl}/api/assignments`, { headers });
    // The PATCH runs need every student's rows.
    if (ours.status !== 200 || bare.status !== 200) {
      throw new Error(
        `student ${s}: the list answered ${ours.status} (ours), ${bare.status} (bare)`,
      );
    }
    if (!ours.body.equals(bare.body)) differences.push(`student ${s}: the lists differ`);
    listBytes = Math.max(listBytes, ours.body.length);
    const list = JSON.parse(ours.body.toString()).map(({ id, completed }) => ({ id, completed }));
    rows.push(list);

    const first = list[0];
    const patch = {
      method: 'PATCH',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ completed: !first.completed }),
    };
    const oursWrite = await answer(`${oursUrl}/api/assignments/${first.id}`, patch);
    const bareWrite = await answer(`${bareUrl}/api/assignments/${first.id}`, patch);
    first.completed = !first.completed;
    if (oursWrite.status !== 200 || bareWrite.status !== 200) {
      differences.push(
        `student ${s}: PATCH answered ${oursWrite.status} (ours), ${bareWrite.status} (bare)`,
      );
      continue;
    }
    const a = withoutUpdatedAt(oursWrite.body);
    const b = withoutUpdatedAt(bareWrite.body);
    if (a.rest !== b.rest) differences.push(`student ${s}: the PATCH answers differ`);
    else if (!(Date.parse(b.updatedAt) >= Date.parse(a.updatedAt))) {
      differences.push(`student ${s}: updatedAt ${a.updatedAt} (ours) then ${b.updatedAt} (bare)`);
    }
  }
  return { differences, listBytes, rows };
}
