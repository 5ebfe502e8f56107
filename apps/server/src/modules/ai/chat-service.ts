import {
  ASSIGNMENT_CATEGORIES,
  type ChatAssignment,
  DEFAULT_STORED_CATEGORY,
  instantToLocalDateTime,
  studyChatReply,
} from '@assignd/core';
import { type aiChatSchema, type AiChatResult, DEFAULT_TIME_ZONE } from '@assignd/schemas';
import type { z } from 'zod';
import type { Store } from '../../platform/store';
import type { AiRepositories } from './ai-service';
import { oneOf } from '../../platform/planner-mappers';
import type { ModelClient, ModelMessage } from './model-client';
import { whenNow, withData } from './model-engines';

export type AiChatRequest = z.output<typeof aiChatSchema>;
export type AiEngine = AiChatResult['engine'];

// The open assignments a model sees, soonest first: enough for any planner question, a bounded prompt.
const PROMPT_ASSIGNMENTS_MAX = 100;

const CHAT_TASK =
  "Answer the student's questions about their studies and their own planner, briefly and kindly, in plain text. When they ask about an assignment, use the planner data; when the data names an assignment the chat is about (chatAbout), that is the one meant.";

export function chatService(
  store: Store<AiRepositories>,
  clock: () => Date,
  model: ModelClient | null,
) {
  const { assignments, classes } = store.repositories;
  const engine: AiEngine = model ? 'model' : 'built-in';

  /** The student's own assignments, with their class names. */
  async function plannerOf(userId: string): Promise<ChatAssignment[]> {
    const [rows, timetable] = await Promise.all([assignments.list(userId), classes.list(userId)]);
    const names = new Map(timetable.map(({ id, name }) => [id, name]));
    return rows.map((row) => ({
      title: row.title,
      category: oneOf(ASSIGNMENT_CATEGORIES, row.category, DEFAULT_STORED_CATEGORY),
      dueDate: row.dueDate?.toISOString() ?? null,
      completed: row.completed,
      className: (row.classId && names.get(row.classId)) ?? null,
    }));
  }

  /** The messages for the model: the instructions, the student's planner as data, the talk. */
  async function modelMessages(userId: string, request: AiChatRequest): Promise<ModelMessage[]> {
    const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE;
    const open = (await plannerOf(userId))
      .filter(({ completed }) => !completed)
      .sort((a, b) => (a.dueDate ?? '\uffff').localeCompare(b.dueDate ?? '\uffff'))
      .slice(0, PROMPT_ASSIGNMENTS_MAX)
      .map(({ completed: _completed, ...row }) => ({
        ...row,
        localDue: row.dueDate ? instantToLocalDateTime(new Date(row.dueDate), timeZone) : null,
      }));
    return [
      ...withData(CHAT_TASK, {
        ...whenNow(clock(), timeZone),
        openAssignments: open,
        chatAbout: request.context ?? null,
      }),
      ...(request.history ?? []),
      { role: 'user', content: request.message },
    ];
  }

  return {
    engine,

    /**
     * Reads this student's planner (and only theirs), then gives the reply in pieces: the model's
     * tokens as they come, or the built-in engine's reply whole. The reading is awaited here, so a
     * caller can hold a heavy-request lane for it and not for the model's answer.
     */
    async start(
      userId: string,
      request: AiChatRequest,
      signal?: AbortSignal,
    ): Promise<AsyncIterable<string> | Iterable<string>> {
      if (model) return model.stream(await modelMessages(userId, request), signal);
      const reply = studyChatReply(request.message, {
        now: clock(),
        timeZone: request.timeZone ?? DEFAULT_TIME_ZONE,
        assignments: await plannerOf(userId),
      });
      return [reply];
    },
  };
}
