import { provisionalReview, type FlashcardRating } from '@assignd/core';
import {
  flashcardSchema,
  noContentSchema,
  type CreateFlashcardInput,
  type Flashcard,
  type UpdateFlashcardInput,
} from '@assignd/schemas';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { array } from 'zod/mini';
import { jsonBody, toastError, toastSuccess } from '@/api/mutation-helpers';
import { useServerQuery } from '@/api/server-query';
import { apiFetch, checkAnswer } from '@/lib/api-client';
import { submitWrite } from '@/lib/outbox/write';
import { studyKeys } from './query-keys';

/* Spec 8, Study sets; editing, deleting, importing and rating a card are ours. */
const MESSAGES = {
  loadFailed: 'Failed to load flashcards',
  added: 'Flashcard added!',
  addFailed: 'Failed to add flashcard',
  updated: 'Flashcard updated',
  updateFailed: 'Failed to update flashcard',
  deleted: 'Flashcard deleted',
  deleteFailed: 'Failed to delete flashcard',
  importFailed: 'Failed to import flashcards',
  reviewFailed: 'Failed to save your rating',
} as const;

const listSchema = array(flashcardSchema);
const cardsKey = (setId: string) => [...studyKeys.flashcards, setId];
const setCardsPath = (setId: string) => `/api/study-sets/${encodeURIComponent(setId)}/flashcards`;
const cardPath = (id: string) => `/api/flashcards/${encodeURIComponent(id)}`;

/** A set's card, due and new counts and last study date are the server's to count again. */
const refreshSets = (client: QueryClient) =>
  void client.invalidateQueries({ queryKey: studyKeys.studySets });

function replaceCard(client: QueryClient, card: Flashcard) {
  client.setQueryData<Flashcard[]>(cardsKey(card.studySetId), (list) =>
    list?.map((row) => (row.id === card.id ? card : row)),
  );
}

/** A study set's cards, oldest first (the server's order). */
export function useFlashcards(setId: string) {
  return useServerQuery(cardsKey(setId), setCardsPath(setId), listSchema, {
    errorToast: MESSAGES.loadFailed,
  });
}

export function useCreateFlashcard(setId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateFlashcardInput) =>
      apiFetch(setCardsPath(setId), flashcardSchema, { method: 'POST', body: jsonBody(input) }),
    onSuccess: (created) => {
      // Oldest first: a new card goes last.
      client.setQueryData<Flashcard[]>(cardsKey(setId), (list) => list && [...list, created]);
      refreshSets(client);
      toastSuccess(undefined, MESSAGES.added);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.addFailed),
  });
}

/** Adds every pasted card or none (the server refuses a paste with a bad line). */
export function useImportFlashcards(setId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiFetch(`${setCardsPath(setId)}/import`, listSchema, {
        method: 'POST',
        body: jsonBody({ text }),
      }),
    onSuccess: (created) => {
      client.setQueryData<Flashcard[]>(cardsKey(setId), (list) => list && [...list, ...created]);
      refreshSets(client);
      toastSuccess(
        undefined,
        `Imported ${created.length} ${created.length === 1 ? 'flashcard' : 'flashcards'}`,
      );
    },
    onError: (error) => toastError(error, undefined, MESSAGES.importFailed),
  });
}

export function useUpdateFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateFlashcardInput }) =>
      apiFetch(cardPath(id), flashcardSchema, { method: 'PATCH', body: jsonBody(changes) }),
    onSuccess: (updated) => {
      replaceCard(client, updated);
      toastSuccess(undefined, MESSAGES.updated);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.updateFailed),
  });
}

export function useDeleteFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (card: Flashcard) =>
      apiFetch(cardPath(card.id), noContentSchema, { method: 'DELETE' }),
    onSuccess: (_nothing, card) => {
      client.setQueryData<Flashcard[]>(cardsKey(card.studySetId), (list) =>
        list?.filter((row) => row.id !== card.id),
      );
      refreshSets(client);
      toastSuccess(undefined, MESSAGES.deleted);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.deleteFailed),
  });
}

/**
 * Rates a card through the outbox, with the time it was rated: the server schedules its next
 * review from then and answers the card with its new due time. Offline, the session goes on with
 * the card as provisionalReview shows it, and the rating is sent once back online.
 */
export function useReviewFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ card, rating }: { card: Flashcard; rating: FlashcardRating }) => {
      const path = `${cardPath(card.id)}/review`;
      const now = new Date();
      const body = { rating, reviewedAt: now.toISOString() };
      const outcome = await submitWrite({
        method: 'POST',
        path,
        label: card.front.length > 40 ? `${card.front.slice(0, 39)}…` : card.front,
        write: { op: 'append', target: path, body },
      });
      if (outcome.state === 'sent') return checkAnswer(path, flashcardSchema, outcome.answer);
      return provisionalReview(card, rating, now);
    },
    onSuccess: (reviewed) => {
      replaceCard(client, reviewed);
      refreshSets(client);
    },
    onError: (error) => toastError(error, undefined, MESSAGES.reviewFailed),
  });
}
