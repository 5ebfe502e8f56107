import type { RotatingSchedule } from './schedule';

/*
 * The A/B rotation the schedule tests of every workspace start from (core, schemas, server, web):
 * two days labelled 'A Day' and 'B Day', no periods, counted from `startDate`; `fields` replace
 * any part of it.
 */
export function abRotation(
  startDate: string,
  fields: Partial<RotatingSchedule> = {},
): RotatingSchedule {
  return {
    type: 'rotating',
    numDays: 2,
    dayNamingStyle: 'letters',
    periodNamingStyle: 'numbers',
    dayLabels: { '1': 'A Day', '2': 'B Day' },
    days: { '1': [], '2': [] },
    startDate,
    ...fields,
  };
}
