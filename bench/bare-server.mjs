// The baseline of `npm run bench`: Fastify answering GET /api/assignments and PATCH
// /api/assignments/:id with the same bytes as the server, running the same statements, and nothing
// else: no session read (the student comes from a table of the bench's cookies), no hook but one
// printing errors, no schemas, no logger. Same pool settings as apps/server/src/db/client.ts.
// Env: DATABASE_URL, PORT, BENCH_SESSIONS (JSON: cookie header -> user id).
import Fastify from 'fastify';
import pg from 'pg';

const { DATABASE_URL, PORT, BENCH_SESSIONS } = process.env;
if (!DATABASE_URL || !PORT || !BENCH_SESSIONS) {
  console.error('bare-server: DATABASE_URL, PORT and BENCH_SESSIONS are required');
  process.exit(2);
}
const userOf = new Map(Object.entries(JSON.parse(BENCH_SESSIONS)));

const pool = new pg.Pool({
  connectionString: DATABASE_URL,
  max: 10,
  connectionTimeoutMillis: 5000,
});
pool.on('error', () => undefined);

// As toAssignment in apps/server/src/modules/assignments/assignment-service.ts; the database's
// check constraint holds category to this list.
const CATEGORIES = ['Homework', 'Test', 'Quiz', 'Reading', 'Project', 'Other'];
const isoOrNull = (date) => (date ? date.toISOString() : null);
const toAssignment = (row) => ({
  id: row.id,
  title: row.title,
  description: row.description,
  dueDate: isoOrNull(row.due_date),
  classId: row.class_id,
  category: CATEGORIES.find((c) => c === row.category) ?? 'Other',
  completed: row.completed,
  notes: row.notes,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

// The statements of apps/server/src/platform/pages.ts (wholeList) and the repository's page():
// chunks of 500 newest first; a list longer than one chunk is read again in a snapshot.
const CHUNK = 500;
const COLUMNS =
  'id, user_id, class_id, title, description, due_date, category, completed, notes, created_at, updated_at';
const POSITION = `to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as position`;
const ORDER = 'order by created_at desc, id desc';
const FIRST_CHUNK = `select ${COLUMNS}, ${POSITION} from assignments where user_id = $1 ${ORDER} limit $2`;
const NEXT_CHUNK = `select ${COLUMNS}, ${POSITION} from assignments
  where user_id = $1 and (created_at, id) < ($3::timestamptz, $4::uuid) ${ORDER} limit $2`;

const chunk = (db, userId, from) =>
  from
    ? db.query(NEXT_CHUNK, [userId, CHUNK, from.position, from.id])
    : db.query(FIRST_CHUNK, [userId, CHUNK]);

async function list(userId) {
  const { rows: first } = await chunk(pool, userId);
  if (first.length < CHUNK) return first.map(toAssignment);
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const items = [];
    let from;
    for (;;) {
      const { rows } = await chunk(client, userId, from);
      for (const row of rows) items.push(toAssignment(row));
      from = rows.at(-1);
      if (rows.length < CHUNK || !from) break;
    }
    await client.query('commit');
    return items;
  } finally {
    client.release();
  }
}

// The statements of apps/server/src/platform/change-repository.ts: a whole list says which change
// it holds, and a write numbers its change, logs it and NOTIFYs it in one statement.
const CURSOR = 'select seq, floor from change_cursors where user_id = $1';
const PUBLISH = `with bumped as (
    insert into change_cursors as c (user_id, seq) values ($1, 1)
    on conflict (user_id) do update set seq = c.seq + 1 returning seq),
  logged as (
    insert into row_changes (user_id, table_name, row_id, op, seq)
    select $1, 'assignments', $2, 'update', seq from bumped
    on conflict (user_id, table_name, row_id) do update
      set op = excluded.op, seq = excluded.seq, changed_at = now()
    returning seq)
  select seq, pg_notify('assignd_changes', jsonb_set($3::jsonb, '{seq}', to_jsonb(seq))::text)
    from logged`;

async function cursor(userId) {
  const { rows } = await pool.query(CURSOR, [userId]);
  return rows[0] ? Number(rows[0].seq) : 0;
}

// The write: the row changed and its change published, in one transaction, as the server does.
async function setCompleted(userId, id, completed) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query(
      `update assignments set completed = $3, updated_at = $4 where user_id = $1 and id = $2 returning ${COLUMNS}`,
      [userId, id, completed, new Date()],
    );
    const notice = { type: 'change', userId, table: 'assignments', op: 'update', id, origin: null };
    await client.query(PUBLISH, [userId, id, JSON.stringify(notice)]);
    await client.query('commit');
    return rows[0];
  } finally {
    client.release();
  }
}

const app = Fastify({ logger: false });
// Why a request failed, for the bench to show (it reads this process's output).
app.addHook('onError', async (request, _reply, error) => {
  console.error(`${request.method} ${request.url}: ${error.message}`);
});
const student = (request, reply) => {
  const userId = userOf.get(request.headers.cookie ?? '');
  if (!userId) void reply.status(401);
  return userId;
};
app.get('/api/assignments', async (request, reply) => {
  const userId = student(request, reply);
  if (!userId) return { error: 'Not signed in' };
  const at = await cursor(userId);
  const items = await list(userId);
  void reply.header('x-assignd-cursor', String(at));
  return items;
});
app.patch('/api/assignments/:id', async (request, reply) => {
  const userId = student(request, reply);
  if (!userId) return { error: 'Not signed in' };
  const row = await setCompleted(userId, request.params.id, request.body.completed === true);
  if (!row) return reply.status(404).send({ error: 'Not found' });
  return toAssignment(row);
});
app.get('/health', async () => ({ ok: true }));

const stop = () => {
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

await app.listen({ port: Number(PORT), host: '127.0.0.1' });
