import { expect, test, type Page } from '@playwright/test';
import { seedSet } from './study-support';
import { becomePro, SAME_ORIGIN, signUp, watchForCspViolations } from './support';

/* Issue 12 on the desktop: study sets, their cards, study mode, due-card sessions and import. */

const setCards = (page: Page) =>
  page.getByRole('list', { name: 'Study sets' }).getByRole('listitem');
const cardRows = (page: Page) =>
  page.getByRole('list', { name: 'Flashcards' }).getByRole('listitem');

async function addCard(page: Page, front: string, back: string) {
  await page.getByRole('button', { name: 'Add Card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Flashcard' });
  await dialog.getByLabel('Front').fill(front);
  await dialog.getByLabel('Back').fill(back);
  await dialog.getByRole('button', { name: 'Add Card' }).click();
  await expect(dialog).toBeHidden();
}

test('create a set, add cards and study them to the end', async ({ page }) => {
  const noCspViolations = watchForCspViolations(page);
  await signUp(page, 'Lena');
  await becomePro(page);
  await page.goto('/flashcards');
  await expect(page.getByRole('heading', { name: 'No study sets yet' })).toBeVisible();

  await page.getByRole('button', { name: 'New Study Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Study Set' });
  // A blank title is refused with the server's message.
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByRole('button', { name: 'Create Study Set' }).click();
  await expect(dialog.getByText('Please enter a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Spanish verbs');
  await dialog.getByLabel('Description').fill('Chapter 3');
  await dialog.getByRole('button', { name: 'Create Study Set' }).click();
  await expect(page.getByText('Study set created!')).toBeVisible();
  await expect(setCards(page)).toHaveCount(1);
  await expect(setCards(page)).toContainText('Chapter 3');
  await expect(setCards(page)).toContainText('Not studied yet');

  await setCards(page).getByRole('link', { name: 'Spanish verbs' }).click();
  await expect(page.getByRole('heading', { name: 'Spanish verbs', level: 1 })).toBeVisible();
  // Spec 5: nothing to study yet.
  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await expect(page.getByText('Add some flashcards first!')).toBeVisible();

  await addCard(page, 'hablar', 'to speak');
  await expect(page.getByText('Flashcard added!')).toBeVisible();
  await addCard(page, 'vivir', 'to live');
  // Oldest first.
  await expect(cardRows(page)).toHaveText([/hablar/, /vivir/]);

  await page.getByRole('button', { name: 'Study', exact: true }).click();
  await expect(page.getByText('Card 1 of 2')).toBeVisible();
  await expect(page.getByText('to speak')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Next Card' })).toHaveCount(0);
  await page.getByRole('button', { name: /hablar/ }).click();
  await expect(page.getByText('to speak')).toBeVisible();
  await page.getByRole('button', { name: 'Next Card' }).click();
  await expect(page.getByText('Card 2 of 2')).toBeVisible();
  // By keyboard: each card and then its Finish take the focus, so Enter goes on.
  await expect(page.getByRole('button', { name: /vivir/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('to live')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Finish' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Study session complete!')).toBeVisible();
  noCspViolations();
});

test('edit and delete cards; rename a set, and delete it once confirmed', async ({ page }) => {
  await signUp(page, 'Omar');
  await becomePro(page);
  await seedSet(page, 'Older set', []);
  const id = await seedSet(page, 'Biology terms', ['cell - unit of life', 'atom - tiny']);
  await page.goto(`/flashcards/${id}`);
  await page.getByRole('button', { name: 'Edit cell' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Flashcard' });
  await edit.getByLabel('Back').fill('the unit of life');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Flashcard updated')).toBeVisible();
  await expect(cardRows(page).first()).toContainText('the unit of life');
  await page.getByRole('button', { name: 'Delete atom' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Flashcard' }).click();
  await expect(page.getByText('Flashcard deleted')).toBeVisible();
  await expect(cardRows(page)).toHaveCount(1);

  await page.getByRole('link', { name: 'All Study Sets' }).click();
  // Newest first, with its counts.
  await expect(setCards(page).first()).toContainText('Biology terms');
  await expect(setCards(page).first()).toContainText('Cards1');
  await expect(setCards(page).first()).toContainText('New1');

  await page.getByRole('button', { name: 'Actions for Biology terms' }).click();
  await page.getByRole('menuitem', { name: 'Edit Study Set' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Study Set' });
  await dialog.getByLabel('Title').fill('Biology vocabulary');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(setCards(page).first()).toContainText('Biology vocabulary');

  await page.getByRole('button', { name: 'Actions for Biology vocabulary' }).click();
  await page.getByRole('menuitem', { name: 'Delete Study Set' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete Biology vocabulary?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(setCards(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Actions for Biology vocabulary' }).click();
  await page.getByRole('menuitem', { name: 'Delete Study Set' }).click();
  await confirm.getByRole('button', { name: 'Delete Study Set' }).click();
  await expect(page.getByText('Study set deleted')).toBeVisible();
  await expect(setCards(page)).toHaveCount(1);
  await expect(setCards(page)).toContainText('Older set');
});

test('a due-card session: Space shows the answer, keys 1 to 4 rate, Again brings a card back', async ({
  page,
}) => {
  await signUp(page, 'Aiko');
  await becomePro(page);
  const id = await seedSet(page, 'Capitals', ['France - Paris', 'Japan - Tokyo', 'Peru - Lima']);
  await page.goto(`/flashcards/${id}`);
  await expect(cardRows(page)).toHaveCount(3);

  const ratings: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/review')) ratings.push(request.postData() ?? '');
  });
  const rateWith = async ([position, front, back, key]: readonly string[]) => {
    await expect(page.getByText(position!)).toBeVisible();
    await expect(page.getByText(front!, { exact: true })).toBeVisible();
    await expect(page.getByText(back!, { exact: true })).toBeHidden();
    await page.keyboard.press('Space');
    await expect(page.getByText(back!, { exact: true })).toBeVisible();
    const reviewed = page.waitForResponse((response) => response.url().endsWith('/review'));
    await page.keyboard.press(key!);
    expect((await reviewed).ok()).toBe(true);
  };

  await page.getByRole('button', { name: 'Study Due Cards' }).click();
  for (const turn of [
    ['Card 1 of 3', 'France', 'Paris', '4'],
    ['Card 2 of 3', 'Japan', 'Tokyo', '1'],
    // Rated Again, Japan is back in line after the cards still to come.
    ['Card 3 of 4', 'Peru', 'Lima', '4'],
  ]) {
    await rateWith(turn);
  }
  await expect(page.getByText('Card 4 of 4')).toBeVisible();
  await expect(page.getByText('Japan', { exact: true })).toBeVisible();
  // Stopped before it graduates, Japan counts as due and not learned.
  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Due1')).toBeVisible();
  await expect(page.getByText('Learned67%')).toBeVisible();

  await page.getByRole('button', { name: 'Study Due Cards' }).click();
  await rateWith(['Card 1 of 1', 'Japan', 'Tokyo', '4']);
  await expect(page.getByRole('heading', { name: 'All caught up!' })).toBeVisible();
  await expect(page.getByText('You reviewed 1 card.')).toBeVisible();
  expect(ratings.map((body) => (JSON.parse(body) as { rating: string }).rating)).toEqual([
    'easy',
    'again',
    'easy',
    'easy',
  ]);

  // The set's counts follow.
  await page.getByRole('button', { name: 'Back to Cards' }).click();
  await expect(page.getByText('Due0')).toBeVisible();
  await expect(page.getByText('New0')).toBeVisible();
  await expect(page.getByText('Learned100%')).toBeVisible();
  await page.goto('/flashcards');
  await expect(setCards(page)).toContainText(/Studied \d+ seconds? ago/);
});

test('import pasted cards after a preview that shows the skipped lines', async ({ page }) => {
  await signUp(page, 'Bruno');
  await becomePro(page);
  const id = await seedSet(page, 'Chemistry', []);
  await page.goto(`/flashcards/${id}`);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import Flashcards' });
  await dialog
    .getByLabel('Cards to import')
    .fill(['H2O\twater', 'NaCl - salt', 'just a note', 'O2, oxygen'].join('\n'));
  const rows = dialog.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(5);
  await expect(rows.nth(1)).toHaveText(/1\s*H2O\s*water/);
  await expect(rows.nth(2)).toHaveText(/2\s*NaCl\s*salt/);
  await expect(rows.nth(3)).toContainText('Skipped: just a note');
  await expect(rows.nth(4)).toHaveText(/4\s*O2\s*oxygen/);
  await expect(dialog.getByText('3 cards to import, 1 line skipped')).toBeVisible();
  await dialog.getByRole('button', { name: 'Import 3 Cards' }).click();
  await expect(page.getByText('Imported 3 flashcards')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(cardRows(page)).toHaveText([/H2O\s*water/, /NaCl\s*salt/, /O2\s*oxygen/]);

  // Cards imported on another device show up here too.
  const elsewhere = await page.request.post(`/api/study-sets/${id}/flashcards/import`, {
    data: { text: 'CO2 - carbon dioxide' },
    headers: SAME_ORIGIN,
  });
  expect(elsewhere.ok()).toBe(true);
  await expect(cardRows(page)).toHaveCount(4);
  await expect(cardRows(page).last()).toContainText('carbon dioxide');
});

test.describe('with the study sets answered by the test', () => {
  // A service worker in control fetches reads itself, past page.route: blocked here, or the
  // failing answers are missed whenever the worker claims the page first.
  test.use({ serviceWorkers: 'block' });

  test('failures say so with the spec texts', async ({ page }) => {
    await signUp(page, 'Ravi');
    await becomePro(page);
    await page.route('**/api/study-sets', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 500, json: { error: 'boom' } })
        : route.fulfill({ status: 404, json: { error: 'gone' } }),
    );
    await page.goto('/flashcards');
    await expect(page.getByText('Failed to load study sets')).toBeVisible();
    await expect(page.getByText('Your study sets could not be loaded.')).toBeVisible();
    await page.getByRole('button', { name: 'New Study Set' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Study Set' });
    await dialog.getByLabel('Title').fill('History');
    await dialog.getByRole('button', { name: 'Create Study Set' }).click();
    await expect(page.getByText('Failed to create study set')).toBeVisible();
    await expect(dialog.getByLabel('Title')).toHaveValue('History');
  });
});
