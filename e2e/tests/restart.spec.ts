import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startServer } from '../server';
import { newStudent } from './support';

const PORT = Number(process.env.E2E_RESTART_PORT ?? 3211);

test('a session survives a server restart', async ({ page }) => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'assignd-e2e-restart-'));
  try {
    const first = await startServer({ port: PORT, dataDir });
    const student = newStudent('Rosa');
    await page.goto(`${first.url}/auth?mode=signup`);
    await page.getByLabel('First name').fill(student.firstName);
    await page.getByLabel('Last name').fill(student.lastName);
    await page.getByLabel('Email').fill(student.email);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByRole('heading', { name: /, Rosa$/ })).toBeVisible();
    expect(await first.stop()).toBe(0);

    const second = await startServer({ port: PORT, dataDir });
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: /, Rosa$/ })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
