import { chromium } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { signUp } from './common.mjs';
const base = 'http://127.0.0.1:3555';
const { cookies, api } = await signUp(base, { email: `look${Date.now()}@example.com`, password: 'correct horse battery' });
const long = 'W'.repeat(200);
const due = new Date(Date.now() + 3 * 86400000).toISOString();
await api('POST', '/api/assignments', { title: long, category: 'Homework', dueDate: due });
await api('POST', '/api/classes', { name: 'C'.repeat(100), color: '#10b981' });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const cookieHeader = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
for (const [w, h, name, prefix] of [[1280, 800, 'desk', ''], [820, 1180, 'tablet', '/tablet'], [390, 844, 'phone', '/mobile']]) {
  for (const theme of ['light', 'dark']) {
    await fetch(`${base}/api/preferences`, { method: 'PATCH', headers: { cookie: cookieHeader, origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ theme }) });
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
    const page = await context.newPage();
    await page.goto(base + prefix + '/assignments');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    await page.reload();
    await page.getByText('Initializing').waitFor({ state: 'hidden' });
    await context.setOffline(true);
    // Edit the due date offline
    if (name === 'phone') {
      await page.getByRole('button', { name: `Actions for ${long}` }).click();
      await page.getByRole('menuitem', { name: 'Edit' }).click();
    } else {
      await page.getByRole('main').getByRole('button', { name: 'Edit' }).first().click();
    }
    const dialog = page.getByRole('dialog', { name: 'Edit Assignment' });
    await dialog.getByLabel('Due time').fill('08:15');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Waiting to sync').first().waitFor();
    await page.waitForTimeout(4500);
    await page.screenshot({ path: `/tmp/look3-${name}-${theme}-assignments.png` });
    const axe = await new AxeBuilder({ page }).analyze();
    console.log(name, theme, 'assignments axe', axe.violations.map((v) => `${v.id}:${v.nodes.length}`).join(' ') || 'none');
    await page.goto(base + prefix + '/classes');
    await page.getByText('Initializing').waitFor({ state: 'hidden' });
    await page.screenshot({ path: `/tmp/look3-${name}-${theme}-classes.png` });
    // Sign out dialog
    if (name === 'desk') {
      await page.goto(base + '/settings');
      await page.getByText('Initializing').waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Sign Out' }).first().click();
      await page.getByRole('alertdialog').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/look3-${name}-${theme}-signout.png` });
      const axe2 = await new AxeBuilder({ page }).analyze();
      console.log(name, theme, 'signout axe', axe2.violations.map((v) => `${v.id}:${v.nodes.length}`).join(' ') || 'none');
      await page.keyboard.press('Escape');
    }
    await context.setOffline(false);
    await page.waitForTimeout(1500);
    await context.close();
  }
}
await browser.close();
