import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { EmbeddedPostgres } from '../src/db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the server the tests make their own databases on. */
    adminDatabaseUrl: string;
  }
}

/**
 * API tests run against TEST_DATABASE_URL when it is set (CI points it at the machine's
 * PostgreSQL 15) and otherwise against an embedded PostgreSQL made for this run.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    project.provide('adminDatabaseUrl', external);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'assignd-test-db-'));
  const embedded = new EmbeddedPostgres(dir);
  const url = await embedded.start();
  const admin = new URL(url);
  admin.pathname = '/postgres';
  project.provide('adminDatabaseUrl', admin.toString());
  return async () => {
    await embedded.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
