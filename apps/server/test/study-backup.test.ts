import type { BackupFile, Flashcard, RestoreSummary, StudySet } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedClock } from './billing-helpers';
import { NOTHING_RESTORED, restore } from './backup-helpers';
import { createTestApp, type TestApp } from './helpers';
import { bodyOf, type Student } from './planner-helpers';
import { cardsOf, newCard, newSet, proStudent, setsOf } from './study-helpers';

const clock = pinnedClock('2026-03-07T17:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: clock.now });
});
afterAll(() => t.close());

/** Two sets, one with a card studied once; what the student sees of them, without ids. */
async function studied(): Promise<{ maya: Student; verbs: StudySet }> {
  clock.set('2026-03-07T17:00:00.000Z');
  const maya = await proStudent(t);
  const verbs = await newSet(maya, 'Spanish verbs');
  await newSet(maya, 'Elements');
  const hablar = await newCard(maya, verbs.id);
  await newCard(maya, verbs.id, 'comer', 'to eat');
  bodyOf<Flashcard>(
    await maya.browser.post(`/api/flashcards/${hablar.id}/review`, { rating: 'easy' }),
    200,
  );
  return { maya, verbs };
}

async function studyOf(who: Student) {
  const sets = await setsOf(who);
  return Promise.all(
    sets.map(async ({ id: setId, ...set }) => ({
      ...set,
      cards: (await cardsOf(who, setId)).map(({ id: _id, studySetId: _set, ...card }) => card),
    })),
  );
}

describe('backup of study sets and flashcards', () => {
  it('exports them and brings them back after clear all, schedules and all, once', async () => {
    const { maya, verbs } = await studied();
    const before = await studyOf(maya);
    const file = (await maya.browser.get('/api/backup')).body as unknown as BackupFile;
    expect(file.studySets.map((set) => set.title)).toEqual(['Spanish verbs', 'Elements']);
    expect(file.flashcards).toHaveLength(2);
    expect(file.flashcards[0]).toMatchObject({
      studySetId: verbs.id,
      front: 'hablar',
      state: 'review',
      due: '2026-03-15T17:00:00.000Z',
      scheduledDays: 8,
    });

    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(await setsOf(maya)).toEqual([]);

    expect(bodyOf<RestoreSummary>(await restore(maya, file), 200)).toEqual({
      ...NOTHING_RESTORED,
      studySets: 2,
      flashcards: 2,
    });
    expect(await studyOf(maya)).toEqual(before);
    expect(bodyOf<RestoreSummary>(await restore(maya, file), 200)).toEqual(NOTHING_RESTORED);
    expect(await studyOf(maya)).toEqual(before);
  });

  it('restores files without study sets, and cards without a schedule as new cards', async () => {
    const maya = await proStudent(t);
    const old = { assignments: [{ title: 'Essay' }], classes: [] };
    expect(bodyOf<RestoreSummary>(await restore(maya, old), 200)).toEqual({
      ...NOTHING_RESTORED,
      assignments: 1,
    });
    const original = {
      classes: [],
      studySets: [{ id: 's1', title: 'Capitals', created_at: '2025-01-01T00:00:00Z' }],
      flashcards: [
        { study_set_id: 's1', front: 'France', back: 'Paris' },
        { study_set_id: 'elsewhere', front: 'Spain', back: 'Madrid' },
      ],
    };
    expect(bodyOf<RestoreSummary>(await restore(maya, original), 200)).toEqual({
      ...NOTHING_RESTORED,
      studySets: 1,
      flashcards: 1,
    });
    const [set] = await setsOf(maya);
    expect(set).toMatchObject({ title: 'Capitals', cardCount: 1, newCount: 1 });
    expect(await cardsOf(maya, set?.id ?? '')).toMatchObject([
      { front: 'France', back: 'Paris', state: 'new', reps: 0 },
    ]);
  });

  it('refuses a card of the file with a blank side, naming it, and adds nothing', async () => {
    const maya = await proStudent(t);
    const file = {
      classes: [],
      studySets: [{ id: 's1', title: 'Capitals' }],
      flashcards: [{ studySetId: 's1', front: 'France', back: ' ' }],
    };
    const reply = await restore(maya, file);
    expect(reply.status).toBe(400);
    expect(reply.body.field).toBe('flashcards.0.back');
    expect(await setsOf(maya)).toEqual([]);
  });
});

describe('clear all', () => {
  it("deletes the student's study sets, cards and review log, and no one else's", async () => {
    const { maya } = await studied();
    const { maya: omar } = await studied();
    const theirs = await studyOf(omar);
    expect((await maya.browser.send('DELETE', '/api/data')).status).toBe(204);
    expect(await setsOf(maya)).toEqual([]);
    const { rows } = await t.database.pool.query<{ n: number }>(
      'select count(*)::int as n from flashcard_reviews where user_id = $1',
      [maya.userId],
    );
    expect(rows[0]?.n).toBe(0);
    expect(await studyOf(omar)).toEqual(theirs);
  });
});
