import { localDateTimeToInstant } from '@assignd/core';
import type { PlannerEvent } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { eventFormValues, eventTimeProblem, eventTimesInput } from './event-time-form';

const at = (date: string, time: string) => localDateTimeToInstant(date, time).toISOString();

function event(eventDate: string, endDate: string | null): PlannerEvent {
  return {
    id: 'e1',
    title: 'Science camp',
    description: null,
    eventDate,
    endDate,
    allDay: false,
    location: null,
    createdAt: at('2026-11-01', '09:00'),
    updatedAt: at('2026-11-01', '09:00'),
  };
}

describe('event form times', () => {
  it('keeps a multi-day event whole when only its times change', () => {
    const camp = event(at('2026-11-20', '09:00'), at('2026-11-22', '15:00'));
    const values = eventFormValues(camp);
    expect(values).toMatchObject({ date: '2026-11-20', endTime: '15:00', endDate: '2026-11-22' });
    const edited = { ...values, startTime: '08:30', endTime: '16:00' };
    expect(eventTimeProblem(values.date, edited)).toBeNull();
    expect(eventTimesInput(values.date, edited)).toMatchObject({
      eventDate: at('2026-11-20', '08:30'),
      endDate: at('2026-11-22', '16:00'),
    });
  });

  it('ends a one-day event on the day the form gives', () => {
    const values = eventFormValues(event(at('2026-11-19', '18:00'), at('2026-11-19', '19:30')));
    expect(values.endDate).toBe('');
    expect(eventTimesInput('2026-11-26', values)).toMatchObject({
      eventDate: at('2026-11-26', '18:00'),
      endDate: at('2026-11-26', '19:30'),
    });
  });

  it('always says whether the event is all-day', () => {
    // Without allDay the server reads the time, and an all-day start (00:00) would be timed.
    const times = { startTime: '', endTime: '', location: '' };
    expect(eventTimesInput('2026-11-26', { ...times, allDay: true })).toMatchObject({
      eventDate: at('2026-11-26', '00:00'),
      allDay: true,
    });
    const timed = { ...times, allDay: false, startTime: '23:59' };
    expect(eventTimesInput('2026-11-26', timed)).toMatchObject({ allDay: false });
  });

  it('asks for an end after the start across days', () => {
    const values = eventFormValues(event(at('2026-11-20', '09:00'), at('2026-11-22', '15:00')));
    expect(eventTimeProblem('2026-11-23', values)).toEqual({
      field: 'endTime',
      message: 'The end must be after the start',
    });
    expect(eventTimeProblem('2026-10-20', values)).toEqual({
      field: 'endTime',
      message: 'An event lasts at most 31 days',
    });
  });
});
