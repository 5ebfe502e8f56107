// @vitest-environment jsdom
import type { Flashcard } from '@assignd/schemas';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { FlashcardFormDialog } from './flashcard-form-dialog';
import { ReviewView } from './review-view';
import { StudyView } from './study-view';

function card(id: string, front: string, back: string): Flashcard {
  return {
    id,
    studySetId: 'set-1',
    front,
    back,
    createdAt: '2026-11-01T08:00:00.000Z',
    due: '2026-11-01T08:00:00.000Z',
    state: 'new',
    reps: 0,
    lapses: 0,
    lastReview: null,
  };
}

const CARDS = [card('c1', 'hablar', 'to speak'), card('c2', 'comer', 'to eat')];

describe('ReviewView', () => {
  it('reveals with Space, rates with keys 1 to 4, and ignores keys before the answer shows', async () => {
    const server = fakeServer();
    for (const { id } of CARDS) {
      server.override('POST', `/api/flashcards/${id}/review`, {
        status: 200,
        body: { ...CARDS.find((row) => row.id === id), state: 'review', reps: 1 },
      });
    }
    const { user } = renderComponent(<ReviewView cards={CARDS} onDone={() => undefined} />);
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();

    await user.keyboard('3');
    expect(server.writes).toEqual([]);
    expect(screen.queryByText('to speak')).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(screen.getByText('to speak')).toBeInTheDocument();
    // A browser shortcut is not a rating.
    await user.keyboard('{Control>}1{/Control}');
    expect(server.writes).toEqual([]);
    await user.keyboard('3');
    expect(await screen.findByText('Card 2 of 2')).toBeInTheDocument();

    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Hard' }));
    expect(await screen.findByText('All caught up!')).toBeInTheDocument();
    expect(server.writes.map(({ path, body }) => [path, body])).toEqual([
      // With the time it was rated, so a rating sent later is scheduled from then.
      ['/api/flashcards/c1/review', { rating: 'good', reviewedAt: expect.any(String) as unknown }],
      ['/api/flashcards/c2/review', { rating: 'hard', reviewedAt: expect.any(String) as unknown }],
    ]);
  });

  it('stays on the card when the rating fails', async () => {
    const server = fakeServer();
    server.override('POST', '/api/flashcards/c1/review', { status: 500, body: { error: 'x' } });
    const { user } = renderComponent(<ReviewView cards={CARDS} onDone={() => undefined} />);
    await user.keyboard(' ');
    await user.keyboard('4');
    expect(await screen.findByText('Failed to save your rating')).toBeInTheDocument();
    expect(screen.getByText('Card 1 of 2')).toBeInTheDocument();
  });
});

describe('ReviewView offline', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('goes on with the session, Again bringing a card back, and sends the ratings once online', async () => {
    const server = fakeServer();
    let online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    const { user } = renderComponent(<ReviewView cards={CARDS} onDone={() => undefined} />);
    await user.keyboard(' ');
    await user.keyboard('1');
    // Again: the card comes back in this session.
    expect(await screen.findByText('Card 2 of 3')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('4');
    expect(await screen.findByText('Card 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('hablar')).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() =>
      expect(server.writes.map(({ path, body }) => [path, body])).toEqual([
        [
          '/api/flashcards/c1/review',
          { rating: 'again', reviewedAt: expect.any(String) as unknown },
        ],
        [
          '/api/flashcards/c2/review',
          { rating: 'easy', reviewedAt: expect.any(String) as unknown },
        ],
      ]),
    );
  });
});

describe('StudyView', () => {
  it("moves on only after the answer shows, and 'Finish' ends the session", async () => {
    fakeServer();
    const onDone = vi.fn();
    const { user } = renderComponent(<StudyView cards={CARDS} onDone={onDone} />);
    expect(screen.queryByRole('button', { name: 'Next Card' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /hablar/ }));
    await user.click(screen.getByRole('button', { name: 'Next Card' }));
    expect(screen.getByText('Card 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show Answer' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Study session complete!')).toBeInTheDocument();
    expect(onDone).toHaveBeenCalledOnce();
  });
});

describe('FlashcardFormDialog', () => {
  it('needs a front and a back that are not blank', { timeout: 20_000 }, async () => {
    const server = fakeServer();
    server.override('POST', '/api/study-sets/set-1/flashcards', {
      status: 201,
      body: card('c3', 'hablar', 'to speak'),
    });
    const { user } = renderComponent(
      <FlashcardFormDialog setId="set-1" state={{ mode: 'new' }} onClose={() => undefined} />,
    );
    await user.type(screen.getByLabelText('Front'), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Card' }));
    expect(await screen.findByText('Please enter the front of the card')).toBeInTheDocument();
    expect(screen.getByText('Please enter the back of the card')).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    await user.type(screen.getByLabelText('Front'), 'hablar');
    await user.type(screen.getByLabelText('Back'), 'to speak');
    await user.click(screen.getByRole('button', { name: 'Save and Add Another' }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        {
          method: 'POST',
          path: '/api/study-sets/set-1/flashcards',
          body: { front: 'hablar', back: 'to speak' },
        },
      ]),
    );
    expect(await screen.findByText('Flashcard added!')).toBeInTheDocument();
    // Ready for the next card.
    await waitFor(() => expect(screen.getByLabelText('Front')).toHaveValue(''));
  });
});
