import { randomUUID } from 'node:crypto';
import {
  type BackupFlashcard,
  type BackupFlashcardRow,
  type BackupStudySet,
  type StudySet,
} from '@assignd/schemas';
import { newCardState } from '@assignd/core';
import type { Executor } from '../../db/client';
import { breather } from '../../lib/breather';
import { dateOrNull } from '../../platform/planner-mappers';
import { requireRoomForRestore } from '../../platform/quotas';
import { RESTORE_BUSY_MS, RowPool } from '../../platform/row-pool';
import type { RestoreContext } from '../../platform/server-module';
import { type FlashcardValues, flashcardRepository } from './flashcard-repository';
import { toFlashcard, toStudySet } from './study-mappers';
import { type StudySetValues, studySetRepository } from './study-set-repository';

const setKey = (row: { title: string; description: string | null }) =>
  JSON.stringify([row.title, row.description]);
const cardKey = (row: { studySetId: string; front: string; back: string }) =>
  JSON.stringify([row.studySetId, row.front, row.back]);

/** Oldest first, as the student made them; the counts ride along and restore ignores them. */
export async function exportStudySets(tx: Executor, userId: string): Promise<StudySet[]> {
  const rows = await studySetRepository(tx).list(userId, new Date());
  return rows.reverse().map(toStudySet);
}

export async function exportFlashcards(
  tx: Executor,
  userId: string,
): Promise<BackupFlashcardRow[]> {
  const rows = await flashcardRepository(tx).listAll(userId);
  return rows.map((row) => ({
    ...toFlashcard(row),
    stability: row.stability,
    difficulty: row.difficulty,
    elapsedDays: row.elapsedDays,
    scheduledDays: row.scheduledDays,
    learningSteps: row.learningSteps,
  }));
}

/** Adds the sets that are missing, noting the id each set of the file now has. */
export async function restoreStudySets(
  tx: Executor,
  { userId, studySetIds }: RestoreContext,
  rows: BackupStudySet[] = [],
): Promise<number> {
  const sets = studySetRepository(tx);
  const existing = await sets.listPlain(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: setKey(row) })));
  const added: StudySetValues[] = [];
  const pause = breather(RESTORE_BUSY_MS);
  for (const { oldId, createdAt, ...input } of rows) {
    await pause();
    const values = { title: input.title, description: input.description ?? null };
    let id = pool.claim(setKey(values));
    if (!id) {
      id = randomUUID();
      added.push({
        ...values,
        id,
        createdAt: dateOrNull(createdAt) ?? undefined,
        lastStudiedAt: dateOrNull(input.lastStudiedAt),
      });
    }
    if (oldId) studySetIds.set(oldId, id);
  }
  requireRoomForRestore('studySets', existing.length, added.length);
  await sets.insertMany(userId, added);
  return added.length;
}

/** Adds the missing cards to the sets restored before them; a card of no set in the file is left out. */
export async function restoreFlashcards(
  tx: Executor,
  { userId, studySetIds }: RestoreContext,
  rows: BackupFlashcard[] = [],
): Promise<number> {
  const cards = flashcardRepository(tx);
  const existing = await cards.listAll(userId);
  const pool = new RowPool(existing.map((row) => ({ id: row.id, key: cardKey(row) })));
  const added: FlashcardValues[] = [];
  const pause = breather(RESTORE_BUSY_MS);
  const now = new Date();
  for (const { oldStudySetId, createdAt, schedule, front, back } of rows) {
    await pause();
    const studySetId = oldStudySetId ? studySetIds.get(oldStudySetId) : undefined;
    if (!studySetId || pool.claim(cardKey({ studySetId, front, back }))) continue;
    const state = schedule
      ? { ...schedule, due: new Date(schedule.due), lastReview: dateOrNull(schedule.lastReview) }
      : newCardState(now);
    added.push({
      studySetId,
      front,
      back,
      ...state,
      createdAt: dateOrNull(createdAt) ?? undefined,
    });
  }
  requireRoomForRestore('flashcards', existing.length, added.length);
  await cards.insertMany(userId, added);
  return added.length;
}
