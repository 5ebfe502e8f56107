import { createdAtOf, field, fromRow, moduleRestore } from '../../backup-rows';
import { focusSessionRowSchema } from '../../focus';

/** Files from before the focus timer, and the original product's, have no sessions. */
export const focusRestore = moduleRestore({
  focusSessions: {
    row: fromRow(
      (source) => ({
        createdAt: createdAtOf(source),
        startedAt: field(source, 'startedAt', 'started_at'),
        endedAt: field(source, 'endedAt', 'ended_at'),
        minutes: source.minutes,
      }),
      focusSessionRowSchema,
    ),
  },
});
