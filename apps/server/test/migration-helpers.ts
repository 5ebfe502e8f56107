import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { migrateDatabase } from '../src/db/client';
import { migrationsFolder } from '../src/paths';

interface Journal {
  entries: { tag: string }[];
}

/**
 * Applies the committed migrations up to and including `tag`, as a database an older version left
 * behind; a later migrateDatabase applies the rest, as an upgrade does.
 */
export async function migrateUpTo(pool: pg.Pool, tag: string): Promise<void> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'assignd-migrations-'));
  try {
    cpSync(migrationsFolder, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as Journal;
    const last = journal.entries.findIndex((entry) => entry.tag === tag);
    if (last < 0) throw new Error(`No migration ${tag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    writeFileSync(journalPath, JSON.stringify(journal));
    await migrateDatabase(pool, folder);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
