import { expect, type Page } from '@playwright/test';
import { SAME_ORIGIN } from './support';

/** A Pro student's study set with these cards (front - back), made through the API. */
export async function seedSet(page: Page, title: string, cards: string[]): Promise<string> {
  const created = await page.request.post('/api/study-sets', {
    data: { title },
    headers: SAME_ORIGIN,
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id } = (await created.json()) as { id: string };
  if (cards.length > 0) {
    const imported = await page.request.post(`/api/study-sets/${id}/flashcards/import`, {
      data: { text: cards.join('\n') },
      headers: SAME_ORIGIN,
    });
    expect(imported.ok(), await imported.text()).toBe(true);
  }
  return id;
}
