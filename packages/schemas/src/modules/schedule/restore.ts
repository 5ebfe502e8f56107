import { z } from 'zod';
import { moduleRestore, type Row } from '../../backup-rows';
import { JSON_DEPTH_MAX, jsonProblem, jsonTextProblem } from '../../json-guard';
import { countingEveryDay, scheduleSchema } from '../../schedule';

// A full rotating schedule is ~3,000 values and well under 100,000 characters of JSON.
const SCHEDULE_TEXT_MAX = 256 * 1024;
const SCHEDULE_TOKENS_MAX = 10_000;

/**
 * Our own export holds the schedule itself; the original product's holds its row, with
 * schedule_data as JSON text. That text is JSON of its own, so it gets a request body's checks.
 */
const backupSchedule = z.preprocess((value, ctx) => {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const source = value as Row;
  const key = source.scheduleData !== undefined ? 'scheduleData' : 'schedule_data';
  const stored = source[key];
  if (stored === undefined) return source;
  if (typeof stored !== 'string') return countingEveryDay(stored);
  // Checked before JSON.parse, which would hold the event loop on megabytes of dense text.
  const costly =
    stored.length > SCHEDULE_TEXT_MAX
      ? `Must be at most ${SCHEDULE_TEXT_MAX} characters`
      : jsonTextProblem(stored, { maxDepth: JSON_DEPTH_MAX, maxTokens: SCHEDULE_TOKENS_MAX })
          ?.message;
  if (costly) {
    ctx.addIssue({ code: 'custom', path: [key], message: costly });
    return stored;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored;
  }
  const problem = jsonProblem(parsed, [key]);
  if (problem) ctx.addIssue({ code: 'custom', path: [...problem.path], message: problem.message });
  return countingEveryDay(parsed);
}, scheduleSchema);

export const scheduleRestore = moduleRestore({
  schedule: {
    row: backupSchedule,
    most: { max: 1, message: 'A backup holds at most one schedule' },
    identifies: true,
  },
});
