/* The tests a new module starts with: its API test and its browser test. */

export function testFiles(n) {
  return {
    [`apps/server/test/${n.kebab}.test.ts`]: `import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers';
import { anId, anInstant, bodyOf, expectFieldError, student } from './planner-helpers';

interface Item {
  id: string;
  title: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('${n.title.toLowerCase()}', () => {
  it('adds items and lists them to their owner, newest first', async () => {
    const maya = await student(t);
    const first = bodyOf<Item>(await maya.browser.post('/api/${n.kebab}', { title: ' First ' }));
    expect(first).toEqual({ id: anId, title: 'First', createdAt: anInstant, updatedAt: anInstant });
    await maya.browser.post('/api/${n.kebab}', { title: 'Second' });
    const list = bodyOf<Item[]>(await maya.browser.get('/api/${n.kebab}'), 200);
    expect(list.map((item) => item.title)).toEqual(['Second', 'First']);
  });

  it("shows another student none of them, and will not delete them for them", async () => {
    const maya = await student(t);
    const leo = await student(t);
    const item = bodyOf<Item>(await maya.browser.post('/api/${n.kebab}', { title: 'Mine' }));
    expect(bodyOf<Item[]>(await leo.browser.get('/api/${n.kebab}'), 200)).toEqual([]);
    expect((await leo.browser.send('DELETE', \`/api/${n.kebab}/\${item.id}\`)).status).toBe(404);
    expect((await maya.browser.send('DELETE', \`/api/${n.kebab}/\${item.id}\`)).status).toBe(204);
    expect(bodyOf<Item[]>(await maya.browser.get('/api/${n.kebab}'), 200)).toEqual([]);
  });

  it('refuses a missing, empty or too long title, naming the field', async () => {
    const maya = await student(t);
    expectFieldError(await maya.browser.post('/api/${n.kebab}', {}), 'title');
    expectFieldError(
      await maya.browser.post('/api/${n.kebab}', { title: '  ' }),
      'title',
      'Please enter a title',
    );
    expectFieldError(await maya.browser.post('/api/${n.kebab}', { title: 'x'.repeat(201) }), 'title');
    expect(bodyOf<Item[]>(await maya.browser.get('/api/${n.kebab}'), 200)).toEqual([]);
  });

  it('is emptied by Clear All', async () => {
    const maya = await student(t);
    await maya.browser.post('/api/${n.kebab}', { title: 'Old' });
    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(bodyOf<Item[]>(await maya.browser.get('/api/${n.kebab}'), 200)).toEqual([]);
  });
});
`,

    [`e2e/tests/${n.kebab}.spec.ts`]: `import { expect, test, type Page } from '@playwright/test';
import { SAME_ORIGIN, signUp } from './support';

async function addItem(page: Page, title: string): Promise<void> {
  const response = await page.request.post('/api/${n.kebab}', { data: { title }, headers: SAME_ORIGIN });
  expect(response.ok(), await response.text()).toBe(true);
}

const items = (page: Page) => page.getByRole('list', { name: '${n.title}' }).getByRole('listitem');

test('desktop: the ${n.title.toLowerCase()} shows an item added through the API, and deletes it', async ({
  page,
}) => {
  await signUp(page);
  await addItem(page, 'First item');
  await page.goto('/${n.kebab}');
  await expect(page.getByRole('heading', { name: '${n.title}', level: 1 })).toBeVisible();
  await expect(items(page)).toHaveText(['First item']);
  await page.getByRole('button', { name: 'Delete First item' }).click();
  await expect(page.getByText('Nothing here yet')).toBeVisible();
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the ${n.title.toLowerCase()} shows an item added through the API', async ({ page }) => {
    await signUp(page);
    await addItem(page, 'On the go');
    await page.goto('/mobile/${n.kebab}');
    await expect(page.getByRole('heading', { name: '${n.title}', level: 1 })).toBeVisible();
    await expect(items(page)).toHaveText(['On the go']);
  });
});
`,
  };
}
