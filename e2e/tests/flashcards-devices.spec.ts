import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { seedSet } from './study-support';
import { becomePro, SAME_ORIGIN, signUp } from './support';

/* Issue 12 on the phone and the tablet, and the Pro gate a free student meets on each device. */

async function studyToTheEnd(page: Page, cards: [string, string][]) {
  await page.getByRole('button', { name: 'Study', exact: true }).tap();
  for (const [index, [front, back]] of cards.entries()) {
    await expect(page.getByText(`Card ${index + 1} of ${cards.length}`)).toBeVisible();
    await page.getByRole('button', { name: new RegExp(front) }).tap();
    await expect(page.getByText(back, { exact: true })).toBeVisible();
    const last = index === cards.length - 1;
    await page.getByRole('button', { name: last ? 'Finish' : 'Next Card' }).tap();
  }
  await expect(page.getByText('Study session complete!')).toBeVisible();
}

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('set cards show count, progress and last studied; a set is studied card by card', async ({
    page,
  }) => {
    await signUp(page, 'Sofia');
    await becomePro(page);
    const id = await seedSet(page, 'Planets', ['Mars - red', 'Venus - hot', 'Pluto - dwarf']);
    // One card known at once (Easy leaves the learning steps): a third of the set is learned and
    // the set was studied just now.
    const cards = (await (await page.request.get(`/api/study-sets/${id}/flashcards`)).json()) as {
      id: string;
    }[];
    const reviewed = await page.request.post(`/api/flashcards/${cards[0]!.id}/review`, {
      data: { rating: 'easy' },
      headers: SAME_ORIGIN,
    });
    expect(reviewed.ok()).toBe(true);
    await page.goto('/mobile/flashcards');

    const card = page.getByRole('list', { name: 'Study sets' }).getByRole('listitem');
    await expect(card.getByRole('heading', { name: 'Planets' })).toBeVisible();
    await expect(card).toContainText('3 cards');
    await expect(card.getByRole('progressbar', { name: 'Progress of Planets' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
    await expect(card.getByTitle(/not due for review yet/)).toContainText('33%');
    await expect(card).toContainText(/Studied \d+ seconds? ago/);

    await card.getByRole('link', { name: 'Planets' }).tap();
    await expect(page).toHaveURL(new RegExp(`/mobile/flashcards/${id}$`));
    await studyToTheEnd(page, [
      ['Mars', 'red'],
      ['Venus', 'hot'],
      ['Pluto', 'dwarf'],
    ]);
    await page.getByRole('link', { name: 'All Study Sets' }).tap();
    await expect(page).toHaveURL(/\/mobile\/flashcards$/);
  });
});

test.describe('tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 }, hasTouch: true });

  test('create a set, add a card and study it', async ({ page }) => {
    await signUp(page, 'Tomas');
    await becomePro(page);
    await page.goto('/tablet/flashcards');
    await page.getByRole('button', { name: 'New Study Set' }).tap();
    const dialog = page.getByRole('dialog', { name: 'New Study Set' });
    await dialog.getByLabel('Title').fill('Geometry');
    await dialog.getByRole('button', { name: 'Create Study Set' }).tap();
    await expect(page.getByText('Study set created!')).toBeVisible();

    await page.getByRole('link', { name: 'Geometry' }).tap();
    await expect(page).toHaveURL(/\/tablet\/flashcards\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Add Card' }).tap();
    const add = page.getByRole('dialog', { name: 'Add Flashcard' });
    await add.getByLabel('Front').fill('Triangle angles');
    await add.getByLabel('Back').fill('180 degrees');
    await add.getByRole('button', { name: 'Add Card' }).tap();
    await expect(page.getByText('Flashcard added!')).toBeVisible();
    await studyToTheEnd(page, [['Triangle angles', '180 degrees']]);
  });
});

test('a free student meets the Pro gate for flashcards on every device', async ({ page }) => {
  await signUp(page, 'Nina');
  for (const address of ['/flashcards', '/tablet/flashcards', '/mobile/flashcards']) {
    await page.goto(address);
    const gate = page.getByRole('region', { name: 'Upgrade to Pro to unlock flashcards!' });
    await expect(gate).toBeVisible();
    await expect(gate.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
    await expect(page.getByText('Failed to load study sets')).toHaveCount(0);
  }
});

/** axe's WCAG 2 A and AA rules (colour contrast above all) on what the page shows now. */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(
    violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
    ),
  ).toEqual([]);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the sets, an opened set and a due-card session pass WCAG AA in ${theme}`, async ({
    page,
  }) => {
    await signUp(page, 'Yara');
    await becomePro(page);
    const id = await seedSet(page, 'Rivers', ['Nile - Africa', 'Amazon - South America']);
    const saved = await page.request.patch('/api/preferences', {
      data: { theme },
      headers: SAME_ORIGIN,
    });
    expect(saved.ok()).toBe(true);
    await page.goto('/flashcards');
    const html = expect(page.locator('html'));
    await (theme === 'dark' ? html : html.not).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('link', { name: 'Rivers' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/flashcards/${id}`);
    await page.getByRole('button', { name: 'Study Due Cards' }).click();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Good' })).toBeVisible();
    await expectAccessible(page);
  });
}
