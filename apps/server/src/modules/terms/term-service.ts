import {
  termDatesProblem,
  type createTermSchema,
  type DeletedTerm,
  type Page,
  type restoreTermSchema,
  type Term,
  type updateTermSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError, notFound } from '../../lib/http';
import type { Store } from '../../platform/store';
import { noticesOf, type Origin } from '../../realtime/changes';
import { type PageQuery, pageOf, wholeList } from '../../platform/pages';
import { requireRoom } from '../../platform/quotas';
import { restoreOnce, type UndoTokens } from '../../platform/undo';
import { type EditBase, settleEdit } from '../../platform/offline-edits';
import { type ClassRepository, requireOwnClasses } from '../classes/public';
import type { CategoryRepository } from '../grades/public';
import type { TermRepository, TermRow } from './term-repository';

type CreateTerm = z.output<typeof createTermSchema>;
type UpdateTerm = z.output<typeof updateTermSchema>;
type RestoreTerm = z.output<typeof restoreTermSchema>;

const notice = noticesOf('terms');
const classNotice = noticesOf('classes');
const categoryNotice = noticesOf('grade_categories');

export function toTerm(row: TermRow): Term {
  return {
    id: row.id,
    name: row.name,
    startDate: row.startDate,
    endDate: row.endDate,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What terms use: their own rows, the classes in them and the classes' grading categories. */
export interface TermRepositories {
  terms: TermRepository;
  classes: ClassRepository;
  gradeCategories: CategoryRepository;
}

// Each write publishes its change in its own transaction; origin names the tab that made it.
export function termService(store: Store<TermRepositories>, tokens: UndoTokens) {
  const { repositories, transact } = store;
  return {
    list(userId: string): Promise<Term[]> {
      return wholeList(
        store,
        (repositories, limit, from) => repositories.terms.page(userId, limit, from),
        toTerm,
      );
    },

    page(userId: string, query: PageQuery): Promise<Page<Term>> {
      return pageOf(query, (limit, from) => repositories.terms.page(userId, limit, from), toTerm);
    },

    /** A new term; with `copyClassIds`, started with copies of those classes and categories. */
    create(userId: string, input: CreateTerm, origin: Origin): Promise<Term> {
      return transact(async ({ terms, classes, gradeCategories, changes, quotas }) => {
        await requireRoom(quotas, userId, 'terms');
        const row = await terms.create(
          userId,
          { name: input.name, startDate: input.startDate, endDate: input.endDate },
          input.id,
        );
        await changes.publish(notice(userId, 'insert', row.id, origin));
        const copying = [...new Set(input.copyClassIds ?? [])];
        if (copying.length === 0) return toTerm(row);
        await requireOwnClasses(
          classes,
          userId,
          copying.map((classId, index) => ({ classId, field: `copyClassIds.${index}` })),
        );
        await requireRoom(quotas, userId, 'classes', copying.length);
        const copies = await classes.copyInto(userId, copying, row.id);
        const copyOf = new Map(copies.map(({ from, row: copy }) => [from, copy.id]));
        const categories = await gradeCategories.ofClasses(userId, copying);
        await requireRoom(quotas, userId, 'gradeCategories', categories.length);
        for (const category of categories) {
          const classId = copyOf.get(category.classId);
          if (!classId) continue;
          const copy = await gradeCategories.create(userId, {
            classId,
            name: category.name,
            weightHundredths: category.weightHundredths,
            dropLowest: category.dropLowest,
          });
          await changes.publish(categoryNotice(userId, 'insert', copy.id, origin));
        }
        for (const { row: copy } of copies) {
          await changes.publish(classNotice(userId, 'insert', copy.id, origin));
        }
        return toTerm(row);
      });
    },

    update(
      userId: string,
      id: string,
      asked: UpdateTerm,
      origin: Origin,
      edit?: EditBase,
    ): Promise<Term> {
      return transact(async ({ terms, changes }) => {
        const patch = await settleEdit(asked, edit, () => terms.find(userId, id, true), toTerm);
        const current = await terms.find(userId, id, true);
        if (!current) throw notFound();
        if (Object.keys(patch).length === 0) return toTerm(current);
        const problem = termDatesProblem(
          patch.startDate ?? current.startDate,
          patch.endDate ?? current.endDate,
        );
        if (problem) throw new HttpError(400, `endDate: ${problem}`, 'endDate');
        const row = await terms.update(userId, id, patch);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'update', id, origin));
        return toTerm(row);
      });
    },

    /** Its classes stay, in no term; the answer names them, for an undo. */
    remove(userId: string, id: string, origin: Origin): Promise<DeletedTerm> {
      return transact(async ({ terms, classes, changes }) => {
        const classIds = await classes.leaveTerm(userId, id);
        const row = await terms.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        for (const classId of classIds) {
          await changes.publish(classNotice(userId, 'update', classId, origin));
        }
        return { term: toTerm(row), classIds, token: tokens.issue('terms', userId, id) };
      });
    },

    /** Back under its id, with the classes its delete took out, unless given another term since. */
    restore(userId: string, snapshot: RestoreTerm, origin: Origin): Promise<Term> {
      const { term, classIds, token } = snapshot;
      tokens.require('terms', userId, term.id, token);
      return transact(async ({ terms, classes, changes, quotas }) => {
        const { row, restored } = await restoreOnce(quotas, userId, 'terms', 'term.id', {
          find: () => terms.find(userId, term.id),
          insert: () =>
            terms.restore(userId, {
              id: term.id,
              name: term.name,
              startDate: term.startDate,
              endDate: term.endDate,
              createdAt: new Date(term.createdAt),
            }),
        });
        if (!restored) return toTerm(row);
        await changes.publish(notice(userId, 'insert', row.id, origin));
        for (const classId of await classes.rejoinTerm(userId, classIds, row.id)) {
          await changes.publish(classNotice(userId, 'update', classId, origin));
        }
        return toTerm(row);
      });
    },
  };
}
