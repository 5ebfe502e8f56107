import { zodResolver } from '@hookform/resolvers/zod';
import { PERIOD_RANGE_MESSAGE } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { draftFromSchedule, withPeriods, type ScheduleDraft } from './schedule-draft';
import { daysWithErrors, draftPeriodSchema, scheduleDraftSchema } from './schedule-form-schema';

const NOW = new Date(2026, 8, 14, 10, 0); // Monday 14 September 2026, local time

/** What the form's resolver reports for `draft`. */
async function resolve(draft: ScheduleDraft) {
  return zodResolver(scheduleDraftSchema)(draft, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('draftPeriodSchema', () => {
  it('says when a period does not end after it starts', () => {
    const period = { id: 'p', label: '', start: '09:00', end: '09:00', classId: null };
    expect(draftPeriodSchema.safeParse(period).error?.issues).toMatchObject([
      { path: ['end'], message: PERIOD_RANGE_MESSAGE },
    ]);
    expect(draftPeriodSchema.safeParse({ ...period, end: '09:01' }).success).toBe(true);
    expect(draftPeriodSchema.safeParse({ ...period, start: '' }).error?.issues).toMatchObject([
      { path: ['start'], message: 'Enter a start time' },
    ]);
    expect(draftPeriodSchema.safeParse({ ...period, end: '' }).error?.issues).toMatchObject([
      { path: ['end'], message: 'Enter an end time' },
    ]);
  });
});

describe('scheduleDraftSchema', () => {
  it('lists the days holding a wrong period', async () => {
    const bad = { id: 'p', label: '', start: '10:00', end: '09:00', classId: null };
    const draft = withPeriods(draftFromSchedule(null, NOW), '4', [bad]);
    const { errors } = await resolve(draft);
    expect(daysWithErrors(draft, errors)).toEqual(['4']);
  });

  it('checks only the active type and asks for a rotation start date', async () => {
    const bad = { id: 'p', label: '', start: '10:00', end: '09:00', classId: null };
    const draft = withPeriods(draftFromSchedule(null, NOW), '4', [bad]);
    const rotating: ScheduleDraft = {
      ...draft,
      type: 'rotating',
      rotation: { ...draft.rotation, startDate: '' },
    };
    const { errors } = await resolve(rotating);
    expect(daysWithErrors(rotating, errors)).toEqual([]);
    expect(Object.keys(errors)).toEqual(['rotation']);
    expect(errors).toMatchObject({ rotation: { startDate: { message: 'Choose a start date' } } });
  });

  it('hands a valid draft on unchanged', async () => {
    const draft = draftFromSchedule(null, NOW);
    expect(await resolve(draft)).toEqual({ values: draft, errors: {} });
  });
});
