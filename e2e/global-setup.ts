import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_DATA_DIR_ENV, E2E_PORT } from './playwright.config';
import { startServer } from './server';

export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return undefined;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-'));
  process.env[E2E_DATA_DIR_ENV] = dataDir;
  const server = await startServer({ port: E2E_PORT, dataDir });
  return async () => {
    const code = await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    if (code !== 0)
      throw new Error(`The server did not stop cleanly (exit ${code}):\n${server.output()}`);
  };
}
