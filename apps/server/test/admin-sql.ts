import pg from 'pg';

/** Runs one statement as the superuser (creating or dropping a test database). */
export async function runAdminSql(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
