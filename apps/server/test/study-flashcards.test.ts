import { FLASHCARD_IMPORT_MAX_CARDS } from '@assignd/core';
import type { Flashcard, StudySet } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinnedClock } from './billing-helpers';
import { createTestApp, type TestApp } from './helpers';
import { anId, anInstant, bodyOf, expectFieldError } from './planner-helpers';
import { cardsOf, newCard, newSet, proStudent, setsOf } from './study-helpers';

const clock = pinnedClock('2026-03-07T17:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BILLING_PROVIDER: 'local' }, { clock: clock.now });
});
afterAll(() => t.close());

const review = async (who: Awaited<ReturnType<typeof proStudent>>, id: string, rating: string) =>
  bodyOf<Flashcard>(await who.browser.post(`/api/flashcards/${id}/review`, { rating }), 200);

describe('flashcards', () => {
  it('are added as new cards due now, listed oldest first, edited and deleted', async () => {
    clock.set('2026-03-07T17:00:00.000Z');
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const first = bodyOf<Flashcard>(
      await maya.browser.post(`/api/study-sets/${set.id}/flashcards`, {
        front: ' hablar ',
        back: 'to speak',
      }),
    );
    expect(first).toEqual({
      id: anId,
      studySetId: set.id,
      front: 'hablar',
      back: 'to speak',
      createdAt: anInstant,
      due: '2026-03-07T17:00:00.000Z',
      state: 'new',
      reps: 0,
      lapses: 0,
      lastReview: null,
    });
    const second = await newCard(maya, set.id, 'comer', 'to eat');
    expect((await cardsOf(maya, set.id)).map((card) => card.front)).toEqual(['hablar', 'comer']);

    const edited = bodyOf<Flashcard>(
      await maya.browser.send('PATCH', `/api/flashcards/${second.id}`, { back: 'to eat (lunch)' }),
      200,
    );
    expect(edited).toEqual({ ...second, back: 'to eat (lunch)' });
    expect((await maya.browser.send('DELETE', `/api/flashcards/${first.id}`)).status).toBe(204);
    expect(await cardsOf(maya, set.id)).toEqual([edited]);
    expect((await maya.browser.send('DELETE', `/api/flashcards/${first.id}`)).status).toBe(404);
  });

  it.each([
    [{ back: 'b' }, 'front', undefined],
    [{ front: ' ', back: 'b' }, 'front', 'Please enter the front of the card'],
    [{ front: 'a', back: '' }, 'back', 'Please enter the back of the card'],
    [{ front: 'a', back: 'x'.repeat(1001) }, 'back', 'Must be at most 1000 characters'],
    [{ front: 'a', back: 'b', hint: 'c' }, 'hint', 'Unknown field'],
  ])('refuses %o with 400 naming %s', async (body, field, message) => {
    const maya = await proStudent(t);
    const set = await newSet(maya);
    expectFieldError(
      await maya.browser.post(`/api/study-sets/${set.id}/flashcards`, body),
      field,
      message,
    );
    expect(await cardsOf(maya, set.id)).toEqual([]);
  });
});

describe('review', () => {
  it('schedules the next review from the rating at the pinned clock and counts the set', async () => {
    clock.set('2026-03-07T17:00:00.000Z');
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const card = await newCard(maya, set.id);
    await newCard(maya, set.id, 'vivir', 'to live');

    const learnt = await review(maya, card.id, 'good');
    expect(learnt).toMatchObject({
      state: 'learning',
      due: '2026-03-07T17:10:00.000Z',
      reps: 1,
      lastReview: '2026-03-07T17:00:00.000Z',
    });
    clock.set('2026-03-07T17:10:00.000Z');
    const reviewed = await review(maya, card.id, 'good');
    // Across the US daylight-saving change of 8 March: two days of 24 hours.
    expect(reviewed).toMatchObject({ state: 'review', due: '2026-03-09T17:10:00.000Z', reps: 2 });

    const [counted] = await setsOf(maya);
    expect(counted).toMatchObject<Partial<StudySet>>({
      cardCount: 2,
      dueCount: 0,
      newCount: 1,
      lastStudiedAt: '2026-03-07T17:10:00.000Z',
    });
    clock.set('2026-03-09T17:10:00.000Z');
    expect((await setsOf(maya))[0]).toMatchObject({ dueCount: 1, newCount: 1 });

    const forgotten = await review(maya, card.id, 'again');
    expect(forgotten).toMatchObject({ state: 'relearning', lapses: 1, reps: 3 });
    expect(await cardsOf(maya, set.id)).toContainEqual(forgotten);
  });

  it('schedules a rating made offline from when it was made, kept after the last review and not ahead of now', async () => {
    clock.set('2026-03-07T17:00:00.000Z');
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const card = await newCard(maya, set.id);
    const rate = async (reviewedAt: string) =>
      bodyOf<Flashcard>(
        await maya.browser.post(`/api/flashcards/${card.id}/review`, {
          rating: 'good',
          reviewedAt,
        }),
        200,
      );
    // Rated at 9:00 (New York, UTC-5) on the bus; sent at 17:00 UTC.
    expect(await rate('2026-03-07T09:00:00-05:00')).toMatchObject({
      lastReview: '2026-03-07T14:00:00.000Z',
      due: '2026-03-07T14:10:00.000Z',
    });
    // A clock behind the last review, or ahead of the server, counts as those times.
    expect((await rate('2026-03-01T09:00:00Z')).lastReview).toBe('2026-03-07T14:00:00.000Z');
    expect((await rate('2027-01-01T00:00:00Z')).lastReview).toBe('2026-03-07T17:00:00.000Z');
    const refused = await maya.browser.post(`/api/flashcards/${card.id}/review`, {
      rating: 'good',
      reviewedAt: 'yesterday',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ field: 'reviewedAt' });
  });

  it('counts a card as due, not learned, from its Again until it graduates', async () => {
    clock.set('2026-03-07T17:00:00.000Z');
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const card = await newCard(maya, set.id);
    const counts = async () => {
      const [counted] = await setsOf(maya);
      return [counted?.cardCount, counted?.dueCount, counted?.newCount];
    };

    // Back in a minute, and counted due at once: the session it was rated in shows it again.
    expect(await review(maya, card.id, 'again')).toMatchObject({
      state: 'learning',
      due: '2026-03-07T17:01:00.000Z',
    });
    expect(await counts()).toEqual([1, 1, 0]);
    clock.set('2026-03-07T17:01:00.000Z');
    expect(await review(maya, card.id, 'hard')).toMatchObject({ state: 'learning' });
    expect(await counts()).toEqual([1, 1, 0]);
    clock.set('2026-03-07T17:07:00.000Z');
    expect(await review(maya, card.id, 'good')).toMatchObject({ state: 'learning' });
    expect(await counts()).toEqual([1, 1, 0]);
    clock.set('2026-03-07T17:17:00.000Z');
    expect(await review(maya, card.id, 'good')).toMatchObject({ state: 'review' });
    // Graduated: neither due nor new, so learned.
    expect(await counts()).toEqual([1, 0, 0]);

    // Forgotten later, it is due again while it relearns.
    clock.set('2026-03-20T17:00:00.000Z');
    expect(await review(maya, card.id, 'again')).toMatchObject({
      state: 'relearning',
      due: '2026-03-20T17:10:00.000Z',
    });
    expect(await counts()).toEqual([1, 1, 0]);
  });

  it('is refused with 400 naming the rating', async () => {
    const maya = await proStudent(t);
    const card = await newCard(maya, (await newSet(maya)).id);
    expectFieldError(
      await maya.browser.post(`/api/flashcards/${card.id}/review`, { rating: 'perfect' }),
      'rating',
      'Expected one of again, hard, good, easy',
    );
    expect((await cardsOf(maya, card.studySetId))[0]).toEqual(card);
  });
});

describe('import', () => {
  const importInto = (who: Awaited<ReturnType<typeof proStudent>>, setId: string, text: string) =>
    who.browser.post(`/api/study-sets/${setId}/flashcards/import`, { text });

  it('adds every pasted line as a card, in order, after the cards already there', async () => {
    clock.set('2026-03-07T17:00:00.000Z');
    const maya = await proStudent(t);
    const set = await newSet(maya);
    await newCard(maya, set.id, 'ser', 'to be');
    const text = 'hablar\tto speak\n\ncomer - to eat\r\nParis, capital of France, on the Seine\n';
    const created = bodyOf<Flashcard[]>(await importInto(maya, set.id, text));
    expect(created.map(({ front, back, state }) => [front, back, state])).toEqual([
      ['hablar', 'to speak', 'new'],
      ['comer', 'to eat', 'new'],
      ['Paris', 'capital of France, on the Seine', 'new'],
    ]);
    expect((await cardsOf(maya, set.id)).map((card) => card.front)).toEqual([
      'ser',
      'hablar',
      'comer',
      'Paris',
    ]);
  });

  it('adds nothing when a line is not a card, naming the lines', async () => {
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const reply = await importInto(maya, set.id, 'uno - one\njust words\ndos - two\n - three');
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({
      error:
        "text: Some lines are not cards (line 2: No tab, ' - ' or comma between front and back; line 4: The front is empty)",
      field: 'text',
    });
    expect(await cardsOf(maya, set.id)).toEqual([]);
  });

  it(`refuses more than ${FLASHCARD_IMPORT_MAX_CARDS} cards at once, and blank text`, async () => {
    const maya = await proStudent(t);
    const set = await newSet(maya);
    const lines = (count: number) =>
      Array.from({ length: count }, (_, i) => `front ${i} - back ${i}`).join('\n');
    const tooMany = await importInto(maya, set.id, lines(FLASHCARD_IMPORT_MAX_CARDS + 1));
    expectFieldError(
      tooMany,
      'text',
      `At most ${FLASHCARD_IMPORT_MAX_CARDS} cards can be imported at once`,
    );
    expectFieldError(await importInto(maya, set.id, ' \n '), 'text', 'Please paste some cards');
    expect(await cardsOf(maya, set.id)).toEqual([]);

    const most = bodyOf<Flashcard[]>(
      await importInto(maya, set.id, lines(FLASHCARD_IMPORT_MAX_CARDS)),
    );
    expect(most).toHaveLength(FLASHCARD_IMPORT_MAX_CARDS);
    expect((await setsOf(maya))[0]).toMatchObject({ cardCount: FLASHCARD_IMPORT_MAX_CARDS });
  });
});
