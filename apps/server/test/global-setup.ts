import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { connectDatabase, migrateDatabase } from '../src/db/client';
import { EmbeddedPostgres } from '../src/db/embedded';
import { migrationsFolder } from '../src/paths';
import { runAdminSql } from './admin-sql';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A superuser connection to the server the tests make their own databases on. */
    adminDatabaseUrl: string;
    /** A database with every migration applied, which createTestApp copies (helpers.ts). */
    migratedTemplate: string;
  }
}

/**
 * API tests run against TEST_DATABASE_URL when it is set (CI points it at the machine's
 * PostgreSQL 15) and otherwise against an embedded PostgreSQL made for this run.
 */
export default async function setup(project: TestProject) {
  const external = process.env.TEST_DATABASE_URL;
  let embedded: EmbeddedPostgres | undefined;
  let dir: string | undefined;
  let adminUrl = external;
  if (!adminUrl) {
    dir = mkdtempSync(path.join(os.tmpdir(), 'assignd-test-db-'));
    embedded = new EmbeddedPostgres(dir);
    const admin = new URL(await embedded.start());
    admin.pathname = '/postgres';
    adminUrl = admin.toString();
  }
  project.provide('adminDatabaseUrl', adminUrl);
  const template = await createMigratedTemplate(adminUrl);
  project.provide('migratedTemplate', template.name);
  return async () => {
    await template.drop();
    await embedded?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

/**
 * Migrating a new database took about a quarter of a second each time, and the API tests make one
 * for every app they build: they copy this one instead (CREATE DATABASE ... TEMPLATE), which the
 * copies need nobody connected to, so its pool is closed before any test starts.
 */
async function createMigratedTemplate(adminUrl: string) {
  const name = `assignd_template_${randomBytes(6).toString('hex')}`;
  const admin = (sql: string) => runAdminSql(adminUrl, sql);
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectDatabase(url.toString());
  try {
    await migrateDatabase(database.pool, migrationsFolder);
  } finally {
    await database.pool.end();
  }
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}
