import { chromium } from '@playwright/test';
import { signUp } from './common.mjs';
const base = 'http://127.0.0.1:3555';
const { cookies, api } = await signUp(base, { email: `look${Date.now()}@example.com`, password: 'correct horse battery' });
await api('POST', '/api/assignments', { title: 'Read chapter 4', category: 'Homework' });
await api('PUT', '/api/preferences'.replace('PUT',''), undefined).catch(() => {});
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, name] of [[1280, 800, 'desk'], [390, 844, 'phone']]) {
  for (const theme of ['light', 'dark']) {
    await fetch(`${base}/api/preferences`, { method: 'PATCH', headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; '), origin: base, 'content-type': 'application/json' }, body: JSON.stringify({ theme }) });
    const context = await browser.newContext({ viewport: { width: w, height: h } });
    await context.addCookies(cookies.map((c) => ({ ...c, url: base })));
    const page = await context.newPage();
    const paths = name === 'phone' ? ['/mobile/settings', '/mobile/ai'] : ['/settings', '/ai-assistant', '/pro'];
    await page.goto(base + '/dashboard');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    for (const p of paths) {
      await page.goto(base + p);
      await page.waitForTimeout(1500);
      await context.setOffline(true);
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/look-${name}-${theme}-${p.replaceAll('/', '_')}.png`, fullPage: true });
      await context.setOffline(false);
    }
    await context.close();
  }
}
const anon = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await anon.newPage();
await page.goto(base + '/auth');
await page.waitForTimeout(1500);
await anon.setOffline(true);
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/look-auth.png' });
await browser.close();
