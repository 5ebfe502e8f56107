import { type Flashcard, QUOTAS, type StudySet } from '@assignd/schemas';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Browser, createTestApp, type TestApp } from './helpers';
import { anId, anInstant, bodyOf, expectFieldError, randomId, student } from './planner-helpers';
import { listenOn, openSocket, sessionCookie } from './realtime-helpers';
import { cardsOf, newCard, newSet, proStudent, setsOf } from './study-helpers';

let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' });
  base = await listenOn(t.app);
});
afterAll(() => t.close());

describe('study sets', () => {
  it('are created, listed newest first with their counts, renamed and deleted', async () => {
    const maya = await proStudent(t);
    expect(await setsOf(maya)).toEqual([]);
    const verbs = bodyOf<StudySet>(
      await maya.browser.post('/api/study-sets', {
        title: '  Spanish verbs ',
        description: 'Unit 3',
      }),
    );
    expect(verbs).toEqual({
      id: anId,
      title: 'Spanish verbs',
      description: 'Unit 3',
      createdAt: anInstant,
      cardCount: 0,
      dueCount: 0,
      newCount: 0,
      lastStudiedAt: null,
    });
    const elements = await newSet(maya, 'Elements');
    expect(elements.description).toBeNull();
    await newCard(maya, verbs.id);
    await newCard(maya, verbs.id, 'comer', 'to eat');

    expect((await setsOf(maya)).map((set) => [set.title, set.cardCount, set.newCount])).toEqual([
      ['Elements', 0, 0],
      ['Spanish verbs', 2, 2],
    ]);

    const renamed = bodyOf<StudySet>(
      await maya.browser.send('PATCH', `/api/study-sets/${verbs.id}`, {
        title: 'Verbs',
        description: '',
      }),
      200,
    );
    expect(renamed).toMatchObject({ title: 'Verbs', description: null, cardCount: 2 });
    expect(
      bodyOf<StudySet>(await maya.browser.send('PATCH', `/api/study-sets/${verbs.id}`, {}), 200),
    ).toEqual(renamed);

    expect((await maya.browser.send('DELETE', `/api/study-sets/${verbs.id}`)).status).toBe(204);
    expect((await setsOf(maya)).map((set) => set.title)).toEqual(['Elements']);
    expect((await maya.browser.get(`/api/study-sets/${verbs.id}/flashcards`)).status).toBe(404);
  });

  it.each([
    [{}, 'title', undefined],
    [{ title: '   ' }, 'title', 'Please enter a title'],
    [{ title: 'x'.repeat(201) }, 'title', 'Must be at most 200 characters'],
    [{ title: 'Ok', description: 'a\u0000b' }, 'description', 'Must not contain NUL characters'],
    [{ title: 'Ok', colour: 'red' }, 'colour', 'Unknown field'],
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const maya = await proStudent(t);
    expectFieldError(await maya.browser.post('/api/study-sets', body), field, message);
    expect(await setsOf(maya)).toEqual([]);
  });

  it('refuses a blank title on rename', async () => {
    const maya = await proStudent(t);
    const set = await newSet(maya);
    expectFieldError(
      await maya.browser.send('PATCH', `/api/study-sets/${set.id}`, { title: '' }),
      'title',
      'Please enter a title',
    );
  });
});

describe('quotas', () => {
  it('refuses a study set past the limit with 409 naming it, and cards past theirs', async () => {
    const maya = await proStudent(t);
    await t.database.db.execute(
      sql`insert into study_sets (user_id, title)
          select ${maya.userId}, 'Old ' || n from generate_series(1, ${QUOTAS.studySets.limit}::int) as n`,
    );
    const refused = await maya.browser.post('/api/study-sets', { title: 'One more' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'You have reached the limit of 500 study sets. Delete some old ones to add more.',
      field: 'studySets',
    });

    const [set] = await setsOf(maya);
    await t.database.db.execute(
      sql`insert into flashcards (user_id, study_set_id, front, back)
          select ${maya.userId}, ${set?.id}, 'Front ' || n, 'Back'
          from generate_series(1, ${QUOTAS.flashcards.limit - 1}::int) as n`,
    );
    const url = `/api/study-sets/${set?.id}/flashcards/import`;
    expect((await maya.browser.post(url, { text: 'a - b\nc - d' })).body).toEqual({
      error: 'You have reached the limit of 5,000 flashcards. Delete some old ones to add more.',
      field: 'flashcards',
    });
    expect((await maya.browser.post(url, { text: 'a - b' })).status).toBe(201);
  });
});

/** Every route that reads or changes one set or one card, as [method, URL, body]. */
const callsOn = (set: { id: string }, card: { id: string }): [string, string, unknown][] => [
  ['PATCH', `/api/study-sets/${set.id}`, { title: 'Mine' }],
  ['DELETE', `/api/study-sets/${set.id}`, undefined],
  ['GET', `/api/study-sets/${set.id}/flashcards`, undefined],
  ['POST', `/api/study-sets/${set.id}/flashcards`, { front: 'a', back: 'b' }],
  ['POST', `/api/study-sets/${set.id}/flashcards/import`, { text: 'a - b' }],
  ['PATCH', `/api/flashcards/${card.id}`, { front: 'x' }],
  ['DELETE', `/api/flashcards/${card.id}`, undefined],
  ['POST', `/api/flashcards/${card.id}/review`, { rating: 'good' }],
];

describe('Pro only', () => {
  it('answers a free student 403 on every route, before reading the body', async () => {
    const owner = await proStudent(t);
    const set = await newSet(owner);
    const card = await newCard(owner, set.id);
    const free = await student(t);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/study-sets', undefined],
      ['POST', '/api/study-sets', { title: 'Biology' }],
      ['POST', '/api/study-sets', { title: '' }],
      ...callsOn(set, card),
    ];
    for (const [method, url, body] of calls) {
      const reply = await free.browser.send(method as 'GET', url, body);
      expect(reply.status, `${method} ${url}`).toBe(403);
      expect(reply.body).toEqual({ error: 'Upgrade to Pro to unlock flashcards!' });
    }
    expect(await cardsOf(owner, set.id)).toEqual([card]);
  });

  it('answers 401 without a session', async () => {
    expect((await new Browser(t.app).get('/api/study-sets')).status).toBe(401);
  });
});

describe("another student's sets and cards", () => {
  it('are 404 on every route, and untouched', async () => {
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const card = await newCard(maya, set.id);
    const omar = await proStudent(t);
    const calls: [string, string, unknown][] = [
      ...callsOn(set, card),
      ['PATCH', `/api/flashcards/${randomId()}`, { front: 'x' }],
      ['PATCH', '/api/study-sets/not-an-id', { title: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      const reply = await omar.browser.send(method as 'GET', url, body);
      expect(reply.status, `${method} ${url}`).toBe(404);
    }
    expect(await setsOf(omar)).toEqual([]);
    expect((await setsOf(maya)).map((s) => [s.title, s.cardCount])).toEqual([['Spanish verbs', 1]]);
    expect(await cardsOf(maya, set.id)).toEqual([card]);
  });
});

describe('realtime', () => {
  it("tells the student's other devices of a new set and a new card", async () => {
    const maya = await proStudent(t);
    const socket = await openSocket(base, { cookie: sessionCookie(maya.browser) });
    try {
      const tab = { 'x-assignd-client': 'tab-1' };
      const set = bodyOf<StudySet>(
        await maya.browser.send('POST', '/api/study-sets', { title: 'Elements' }, tab),
      );
      const [created] = await socket.take(1);
      expect(created).toEqual({
        type: 'change',
        table: 'study_sets',
        op: 'insert',
        id: set.id,
        row: set,
        origin: 'tab-1',
        seq: Number(socket.ready?.cursor) + 1,
      });
      const card = bodyOf<Flashcard>(
        await maya.browser.send(
          'POST',
          `/api/study-sets/${set.id}/flashcards`,
          { front: 'Fe', back: 'Iron' },
          tab,
        ),
      );
      const [cardChange, setChange] = await socket.take(2, 1);
      expect(cardChange).toEqual({
        type: 'change',
        table: 'flashcards',
        op: 'insert',
        id: card.id,
        row: card,
        origin: 'tab-1',
        seq: Number(socket.ready?.cursor) + 2,
      });
      expect(setChange).toMatchObject({
        table: 'study_sets',
        op: 'update',
        id: set.id,
        row: { cardCount: 1, newCount: 1 },
      });
    } finally {
      socket.close();
    }
  });
});
