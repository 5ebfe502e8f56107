import { CLASS_ICONS, CLASS_LEVELS, DEFAULT_CLASS_ICON } from '@assignd/core';
import type {
  createClassSchema,
  DeletedClass,
  Page,
  restoreClassSchema,
  SchoolClass,
  updateClassSchema,
} from '@assignd/schemas';
import type { z } from 'zod';
import { notFound } from '../../lib/http';
import type { Store } from '../../platform/store';
import type { AssignmentRepository } from '../assignments/public';
import type { ScheduleRepository } from '../schedule/public';
import { requireOwnTerm, type TermRepository } from '../terms/public';
import { type CategoryRepository, toCategory } from '../grades/public';
import { noticesOf, type Origin } from '../../realtime/changes';
import { restoreClassCategories } from './class-categories';
import { periodsOf, relinkPeriods, relinkSchedule } from './class-links';
import { oneOf } from '../../platform/planner-mappers';
import type { ClassRepository, ClassRow } from './class-repository';
import { type PageQuery, pageOf, wholeList } from '../../platform/pages';
import { requireRoom } from '../../platform/quotas';
import { restoreOnce, type UndoTokens } from '../../platform/undo';
import { type EditBase, settleEdit } from '../../platform/offline-edits';

export type CreateClass = z.output<typeof createClassSchema>;
export type UpdateClass = z.output<typeof updateClassSchema>;
export type RestoreClass = z.output<typeof restoreClassSchema>;

const notice = noticesOf('classes');
const assignmentNotice = noticesOf('assignments');
const scheduleNotice = noticesOf('schedule');
const categoryNotice = noticesOf('grade_categories');

export function toClass(row: ClassRow): SchoolClass {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    icon: oneOf(CLASS_ICONS, row.icon, DEFAULT_CLASS_ICON),
    room: row.room,
    teacher: row.teacher,
    startTime: row.startTime,
    endTime: row.endTime,
    daysOfWeek: row.daysOfWeek,
    termId: row.termId,
    credits: row.creditsHundredths / 100,
    level: oneOf(CLASS_LEVELS, row.level, 'regular'),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A class's stored fields from what a student sent, a backup holds or an undo brings back. */
export function classValuesOf(input: Omit<CreateClass, 'termId'> & { termId?: string | null }) {
  return {
    termId: input.termId ?? null,
    creditsHundredths: Math.round(input.credits * 100),
    level: input.level,
    name: input.name,
    color: input.color,
    icon: input.icon,
    room: input.room ?? null,
    teacher: input.teacher ?? null,
    startTime: input.startTime ?? null,
    endTime: input.endTime ?? null,
    daysOfWeek: input.daysOfWeek ?? null,
  };
}

// Each write publishes its change in its own transaction; origin names the tab that made it.
/** What classes use: their own rows, and the assignments and schedule that point at them. */
export interface ClassRepositories {
  classes: ClassRepository;
  terms: TermRepository;
  gradeCategories: CategoryRepository;
  assignments: AssignmentRepository;
  schedules: ScheduleRepository;
}

export function classService(store: Store<ClassRepositories>, tokens: UndoTokens) {
  const { repositories, transact } = store;
  return {
    list(userId: string): Promise<SchoolClass[]> {
      return wholeList(
        store,
        (repositories, limit, from) => repositories.classes.page(userId, limit, from),
        toClass,
      );
    },

    page(userId: string, query: PageQuery): Promise<Page<SchoolClass>> {
      return pageOf(
        query,
        (limit, from) => repositories.classes.page(userId, limit, from),
        toClass,
      );
    },

    create(userId: string, input: CreateClass, origin: Origin): Promise<SchoolClass> {
      return transact(async ({ classes, terms, changes, quotas }) => {
        await requireRoom(quotas, userId, 'classes');
        if (input.termId) await requireOwnTerm(terms, userId, input.termId);
        const row = await classes.create(userId, classValuesOf(input), input.id);
        await changes.publish(notice(userId, 'insert', row.id, origin));
        return toClass(row);
      });
    },

    update(
      userId: string,
      id: string,
      asked: UpdateClass,
      origin: Origin,
      edit?: EditBase,
    ): Promise<SchoolClass> {
      return transact(async ({ classes, terms, changes }) => {
        const settled = await settleEdit(
          asked,
          edit,
          () => classes.find(userId, id, true),
          toClass,
        );
        if (settled.termId) await requireOwnTerm(terms, userId, settled.termId);
        const { credits, ...rest } = settled;
        const patch =
          credits === undefined ? rest : { ...rest, creditsHundredths: Math.round(credits * 100) };
        if (Object.keys(patch).length === 0) {
          const row = await classes.find(userId, id);
          if (!row) throw notFound();
          return toClass(row);
        }
        const row = await classes.update(userId, id, patch);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'update', id, origin));
        return toClass(row);
      });
    },

    /**
     * Its assignments stay, unfiled, and schedule periods let go of it too, or the next save of
     * the schedule would be refused for naming a class that is gone. The assignments are unfiled
     * here rather than left to the foreign key so that each one's update can be published. The
     * answer names both, for an undo.
     */
    remove(userId: string, id: string, origin: Origin): Promise<DeletedClass> {
      return transact(async ({ assignments, classes, gradeCategories, schedules, changes }) => {
        // Its categories go with it (the foreign key), and the grades in them lose them.
        const categories = await gradeCategories.ofClasses(userId, [id]);
        const gradedIn = await assignments.categoryLinks(
          userId,
          categories.map((category) => category.id),
        );
        const assignmentIds = await assignments.unfile(userId, id);
        const row = await classes.delete(userId, id);
        if (!row) throw notFound();
        await changes.publish(notice(userId, 'delete', id, origin));
        for (const category of categories) {
          await changes.publish(categoryNotice(userId, 'delete', category.id, origin));
        }
        for (const assignmentId of assignmentIds) {
          await changes.publish(assignmentNotice(userId, 'update', assignmentId, origin));
        }
        const stored = await schedules.find(userId);
        const periods = stored ? periodsOf(stored.scheduleData, id) : [];
        if (stored && periods.length > 0) {
          const { schedule } = relinkSchedule(stored.scheduleData, (classId) =>
            classId === id ? null : classId,
          );
          await schedules.save(userId, schedule);
          await changes.publish(scheduleNotice(userId, 'update', userId, origin));
        }
        return {
          class: toClass(row),
          assignmentIds,
          periods,
          gradeCategories: categories.map(toCategory),
          gradedIn,
          token: tokens.issue('classes', userId, id),
        };
      });
    },

    /**
     * Back under its id, filing again the assignments and periods its delete took it off, except
     * those the student has given another class since.
     */
    restore(userId: string, snapshot: RestoreClass, origin: Origin): Promise<SchoolClass> {
      const { class: restoring, assignmentIds, periods, token } = snapshot;
      tokens.require('classes', userId, restoring.id, token);
      return transact(async (repositories) => {
        const { assignments, classes, terms, schedules, changes, quotas } = repositories;
        // A term deleted since: the class comes back in no term.
        const termId =
          restoring.termId && (await terms.lockOwned(userId, restoring.termId))
            ? restoring.termId
            : null;
        const { row, restored } = await restoreOnce(quotas, userId, 'classes', 'class.id', {
          find: () => classes.find(userId, restoring.id),
          insert: () =>
            classes.restore(userId, {
              ...classValuesOf({ ...restoring, termId }),
              id: restoring.id,
              createdAt: new Date(restoring.createdAt),
            }),
        });
        if (!restored) return toClass(row);
        await changes.publish(notice(userId, 'insert', row.id, origin));
        for (const assignmentId of await assignments.refile(userId, assignmentIds, row.id)) {
          await changes.publish(assignmentNotice(userId, 'update', assignmentId, origin));
        }
        await restoreClassCategories(repositories, userId, row.id, snapshot, origin);
        const stored = periods.length > 0 ? await schedules.find(userId) : undefined;
        if (stored) {
          const { schedule, changed } = relinkPeriods(stored.scheduleData, periods, row.id);
          if (changed) {
            await schedules.save(userId, schedule);
            await changes.publish(scheduleNotice(userId, 'update', userId, origin));
          }
        }
        return toClass(row);
      });
    },
  };
}
