// The baseline of `npm run bench`: one Fastify route running the SELECT the assignment repository
// runs for GET /api/assignments and mapping the rows to the same JSON, with nothing else (no
// auth, no hooks, no logger). Same pool settings as apps/server/src/db/client.ts.
// Env: DATABASE_URL, PORT, BENCH_USER_ID, BENCH_LIST_SQL (the query text, $1 = the user id).
import Fastify from 'fastify';
import pg from 'pg';

const { DATABASE_URL, PORT, BENCH_USER_ID, BENCH_LIST_SQL } = process.env;
if (!DATABASE_URL || !PORT || !BENCH_USER_ID || !BENCH_LIST_SQL) {
  console.error('bare-server: DATABASE_URL, PORT, BENCH_USER_ID and BENCH_LIST_SQL are required');
  process.exit(2);
}

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

const app = Fastify({ logger: false });
app.get('/api/assignments', async () => {
  const { rows } = await pool.query(BENCH_LIST_SQL, [BENCH_USER_ID]);
  return rows.map(toAssignment);
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
