import { expect, type Page } from '@playwright/test';
import { SAME_ORIGIN } from './support';

/*
 * What the phone and tablet Calendar specs share. Their browser's clock is pinned to Wednesday 18
 * November 2026, 10:00 in New York, so "today" and "this week" (Sunday the 15th to Saturday the
 * 21st) are the same on every run, however close to midnight it is really run.
 */

/** A New York wall-clock time in November (EST, UTC-5) as an ISO instant. */
export const newYork = (date: string, time: string) =>
  new Date(`${date}T${time}:00-05:00`).toISOString();

interface Seed {
  title: string;
  due: string;
  completed?: boolean;
  category?: string;
  classId?: string | null;
}

export async function seedEvents(
  page: Page,
  rows: { title: string; at: string; description?: string }[],
) {
  for (const { title, at, description } of rows) {
    const created = await page.request.post('/api/events', {
      headers: SAME_ORIGIN,
      data: { title, eventDate: at, allDay: false, ...(description ? { description } : {}) },
    });
    expect(created.ok()).toBe(true);
  }
}

export async function seed(page: Page, rows: Seed[]) {
  for (const { title, due, completed = false, category = 'Homework', classId = null } of rows) {
    const created = await page.request.post('/api/assignments', {
      headers: SAME_ORIGIN,
      data: { title, dueDate: due, completed, category, classId },
    });
    expect(created.ok()).toBe(true);
  }
}

/** Opens the page and waits for it; a first visit to a dev server can take a few seconds. */
export async function openCalendar(page: Page, path: '/mobile/calendar' | '/tablet/calendar') {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Calendar', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
}

/** Anchored at the start so that each row is told apart by its title, which comes first. */
export const startsWith = (titles: string[]) => titles.map((title) => new RegExp(`^${title}`));
