import { describe, expect, it } from 'vitest';
import { restoreMessage } from './restore-message';

describe('restoreMessage', () => {
  it('lists what came back', () => {
    expect(restoreMessage({ classes: 2, assignments: 1, events: 0, schedule: true })).toBe(
      'Backup restored: imported 2 classes, 1 assignment and your schedule.',
    );
    expect(restoreMessage({ classes: 1, assignments: 0, events: 3, schedule: false })).toBe(
      'Backup restored: imported 1 class and 3 events.',
    );
  });

  it('says when nothing was new', () => {
    expect(restoreMessage({ classes: 0, assignments: 0, events: 0, schedule: false })).toBe(
      'Backup restored. Everything in it was already here.',
    );
  });
});
