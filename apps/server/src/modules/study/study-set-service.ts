import type { createStudySetSchema, StudySet, updateStudySetSchema } from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http';
import { noticesOf, type Origin } from '../../realtime/changes';
import type { Store } from '../../platform/store';
import type { flashcardRepository } from './flashcard-repository';
import type { studySetRepository } from './study-set-repository';
import { requireRoom } from '../../platform/quotas';
import { toStudySet } from './study-mappers';

export type CreateStudySet = z.output<typeof createStudySetSchema>;
export type UpdateStudySet = z.output<typeof updateStudySetSchema>;

const notice = noticesOf('study_sets');

/** What the study tools use: study sets and their cards. */
export interface StudyRepositories {
  studySets: ReturnType<typeof studySetRepository>;
  flashcards: ReturnType<typeof flashcardRepository>;
}

/** Study sets with their cards counted at the clock's now; each write publishes its change. */
export function studySetService(store: Store<StudyRepositories>, clock: () => Date) {
  const { repositories, transact } = store;
  return {
    async list(userId: string): Promise<StudySet[]> {
      return (await repositories.studySets.list(userId, clock())).map(toStudySet);
    },

    create(userId: string, input: CreateStudySet, origin: Origin): Promise<StudySet> {
      return transact(async (repositories) => {
        await requireRoom(repositories.quotas, userId, 'studySets');
        const row = await repositories.studySets.create(userId, {
          title: input.title,
          description: input.description ?? null,
        });
        await repositories.changes.publish(notice(userId, 'insert', row.id, origin));
        return toStudySet({ ...row, cardCount: 0, dueCount: 0, newCount: 0 });
      });
    },

    update(userId: string, id: string, patch: UpdateStudySet, origin: Origin): Promise<StudySet> {
      return transact(async ({ studySets, changes }) => {
        if (Object.keys(patch).length > 0) {
          if (!(await studySets.update(userId, id, patch))) throw notFound();
          await changes.publish(notice(userId, 'update', id, origin));
        }
        const row = await studySets.findWithCounts(userId, id, clock());
        if (!row) throw notFound();
        return toStudySet(row);
      });
    },

    /** Its cards and their review log go with it (on delete cascade). */
    remove(userId: string, id: string, origin: Origin): Promise<void> {
      return transact(async ({ studySets, changes }) => {
        if (!(await studySets.delete(userId, id))) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
      });
    },
  };
}
