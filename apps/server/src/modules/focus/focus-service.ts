import {
  type createFocusSessionSchema,
  FOCUS_MESSAGES,
  type FocusSession,
  type focusRangeQuerySchema,
  RESTORE_ROWS_MAX,
} from '@assignd/schemas';
import type { z } from 'zod';
import { HttpError } from '../../lib/http';
import { noticesOf, type Origin } from '../../realtime/changes';
import type { Store } from '../../platform/store';
import type { AssignmentRepository } from '../assignments/public';
import { requireRoom } from '../../platform/quotas';
import type { FocusRepository, FocusRowWithClass } from './focus-repository';

/** What focus uses: its own sessions, and the assignments they are tied to. */
export interface FocusRepositories {
  focusSessions: FocusRepository;
  assignments: AssignmentRepository;
}

export type CreateFocusSession = z.output<typeof createFocusSessionSchema>;
export type FocusRange = z.output<typeof focusRangeQuerySchema>;

/** More than a year of sessions at twelve a day; a list never answers more. */
export const FOCUS_LIST_MAX = 5000;
/** The export keeps the newest sessions a restore can take back in one file. */
export const FOCUS_EXPORT_MAX = RESTORE_ROWS_MAX;
/** Clocks of phones and laptops disagree by seconds; a minute forgives that. */
const CLOCK_SKEW_MS = 60_000;
/** A phone that was offline may post its sessions late, but not from long ago. */
const LATE_POST_MS = 7 * 86_400_000;

const notice = noticesOf('focus_sessions');

export function toFocusSession({ row, classId }: FocusRowWithClass): FocusSession {
  return {
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    minutes: row.minutes,
    kind: row.kind,
    assignmentId: row.assignmentId,
    classId,
    createdAt: row.createdAt.toISOString(),
  };
}

const endedAtError = (message: string) => new HttpError(400, `endedAt: ${message}`, 'endedAt');

export function focusService(store: Store<FocusRepositories>, clock: () => Date) {
  const { repositories, transact } = store;
  return {
    async list(userId: string, range: FocusRange): Promise<FocusSession[]> {
      const rows = await repositories.focusSessions.inRange(
        userId,
        new Date(range.from),
        new Date(range.to),
        FOCUS_LIST_MAX,
      );
      return rows.map(toFocusSession);
    },

    create(userId: string, input: CreateFocusSession, origin: Origin): Promise<FocusSession> {
      const startedAt = new Date(input.startedAt);
      const endedAt = new Date(input.endedAt);
      const now = clock().getTime();
      if (endedAt.getTime() > now + CLOCK_SKEW_MS) throw endedAtError(FOCUS_MESSAGES.inFuture);
      if (endedAt.getTime() < now - LATE_POST_MS) throw endedAtError(FOCUS_MESSAGES.tooOld);
      return transact(async ({ focusSessions, assignments, changes, quotas }) => {
        // A session made offline may arrive after its assignment was deleted: the focus time
        // still counts, untied, as a deleted assignment leaves its sessions.
        const tied =
          input.assignmentId && (await assignments.find(userId, input.assignmentId))
            ? input.assignmentId
            : null;
        // Its lock is held to the end, so two posts of the same session (a retry) cannot both
        // pass the overlap check.
        await requireRoom(quotas, userId, 'focusSessions');
        // Sessions of one student never overlap.
        if (await focusSessions.overlaps(userId, startedAt, endedAt)) {
          throw new HttpError(409, `startedAt: ${FOCUS_MESSAGES.overlaps}`, 'startedAt');
        }
        const row = await focusSessions.create(userId, {
          startedAt,
          endedAt,
          minutes: input.minutes,
          kind: 'work',
          assignmentId: tied,
        });
        await changes.publish(notice(userId, 'insert', row.id, origin));
        const created = await focusSessions.find(userId, row.id);
        if (!created) throw new Error('A focus session just created was not found');
        return toFocusSession(created);
      });
    },
  };
}
