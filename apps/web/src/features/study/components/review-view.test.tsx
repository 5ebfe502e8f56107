// @vitest-environment jsdom
import { type FlashcardRating, newCardState, reviewCard } from '@assignd/core';
import type { Flashcard } from '@assignd/schemas';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { ReviewView } from './review-view';

const START = new Date('2026-11-02T16:00:00.000Z');
const MINUTE = 60_000;

function newCard(id: string, front: string): Flashcard {
  return {
    id,
    studySetId: 'set-1',
    front,
    back: `${front} (answer)`,
    createdAt: START.toISOString(),
    due: START.toISOString(),
    state: 'new',
    reps: 0,
    lapses: 0,
    lastReview: null,
  };
}

/** Answers each rating as the server does: the real scheduler, at the test's clock. */
function schedulingServer(cards: readonly Flashcard[]): string[] {
  fakeServer();
  const others = globalThis.fetch;
  const schedules = new Map(cards.map((card) => [card.id, newCardState(new Date(card.due))]));
  const rated: string[] = [];
  // The API client asks for a path and sends a JSON text body.
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => {
    const id = /^\/api\/flashcards\/([^/]+)\/review$/.exec(input)?.[1];
    const card = cards.find((row) => row.id === id);
    const before = id === undefined ? undefined : schedules.get(id);
    if (!card || !before) return others(input, init);
    const { rating } = JSON.parse(init?.body as string) as { rating: FlashcardRating };
    const { state } = reviewCard(before, rating, new Date());
    schedules.set(card.id, state);
    rated.push(`${card.front} ${rating}`);
    const answer: Flashcard = {
      ...card,
      due: state.due.toISOString(),
      state: state.state,
      reps: state.reps,
      lapses: state.lapses,
      lastReview: state.lastReview?.toISOString() ?? null,
    };
    return Promise.resolve(
      new Response(JSON.stringify(answer), { headers: { 'content-type': 'application/json' } }),
    );
  });
  return rated;
}

/** Shows the card's answer and rates it with its key, then waits for what comes next. */
async function rate(
  user: ReturnType<typeof renderComponent>['user'],
  front: string,
  key: string,
  next: string,
) {
  expect(screen.getByRole('button', { name: new RegExp(front) })).toBeInTheDocument();
  await user.keyboard(' ');
  await user.keyboard(key);
  expect(await screen.findByText(next)).toBeInTheDocument();
}

describe('a due-card session', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a card rated Again again, until it graduates', async () => {
    const rated = schedulingServer([newCard('c1', 'hablar')]);
    const { user } = renderComponent(
      <ReviewView cards={[newCard('c1', 'hablar')]} onDone={() => undefined} />,
    );
    expect(screen.getByText('Card 1 of 1')).toBeInTheDocument();

    // Nothing else is left, so the card comes back at once rather than after its minute.
    await rate(user, 'hablar', '1', 'Card 2 of 2');
    expect(screen.queryByText('hablar (answer)')).not.toBeInTheDocument();
    // Hard and Good keep it in its steps; the second Good graduates it.
    await rate(user, 'hablar', '2', 'Card 3 of 3');
    await rate(user, 'hablar', '3', 'Card 4 of 4');
    await rate(user, 'hablar', '3', 'All caught up!');
    expect(screen.getByText(/You reviewed 1 card\./)).toBeInTheDocument();
    expect(rated).toEqual(['hablar again', 'hablar hard', 'hablar good', 'hablar good']);
  });

  it('brings a card back after the others while its step runs, before them once it passed', async () => {
    const cards = [newCard('c1', 'hablar'), newCard('c2', 'comer'), newCard('c3', 'vivir')];
    const rated = schedulingServer(cards);
    const { user } = renderComponent(<ReviewView cards={cards} onDone={() => undefined} />);

    await rate(user, 'hablar', '1', 'Card 2 of 4');
    // Its minute has not passed: the next card in line comes first.
    await rate(user, 'comer', '4', 'Card 3 of 4');
    expect(screen.getByRole('button', { name: /vivir/ })).toBeInTheDocument();
    vi.setSystemTime(START.getTime() + MINUTE);
    // Rated Good, vivir waits ten minutes; hablar's minute has passed, so it is next.
    await rate(user, 'vivir', '3', 'Card 4 of 5');
    expect(screen.getByRole('button', { name: /hablar/ })).toBeInTheDocument();
    await rate(user, 'hablar', '4', 'Card 5 of 5');
    await rate(user, 'vivir', '3', 'All caught up!');
    expect(screen.getByText(/You reviewed 3 cards\./)).toBeInTheDocument();
    expect(rated).toEqual([
      'hablar again',
      'comer easy',
      'vivir good',
      'hablar easy',
      'vivir good',
    ]);
  });

  it('starts with a card still in its learning steps, which the Due count holds', () => {
    fakeServer();
    const learning: Flashcard = {
      ...newCard('c1', 'hablar'),
      state: 'learning',
      due: new Date(START.getTime() + 5 * MINUTE).toISOString(),
    };
    renderComponent(<ReviewView cards={[learning]} onDone={() => undefined} />);
    expect(screen.getByText('Card 1 of 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /hablar/ })).toBeInTheDocument();
  });
});
