import { describe, expect, it } from 'vitest';
import { sentAsAllDay } from './event-all-day';

const NY = 'America/New_York';

describe('sentAsAllDay', () => {
  it.each<[string, string | null, string | null, string, boolean]>([
    ['18:00 in New York', '2026-12-03T23:00:00.000Z', null, NY, false],
    ['midnight in New York', '2026-12-03T05:00:00.000Z', null, NY, false],
    ['the placeholder 23:59 in New York', '2026-12-04T04:59:00.000Z', null, NY, true],
    ['23:59 in New York across summer time', '2026-07-04T03:59:00.000Z', null, NY, true],
    ["23:59 UTC on a New York student's clock", '2026-12-03T23:59:00.000Z', null, NY, false],
    ['23:59 UTC on a UTC clock', '2026-12-03T23:59:00.000Z', null, 'UTC', true],
    ['no date', null, null, NY, true],
    ['23:59 with an end', '2026-12-04T04:59:00.000Z', '2026-12-04T05:30:00.000Z', NY, false],
  ])('%s', (_case, eventDate, endDate, timeZone, allDay) => {
    expect(sentAsAllDay({ eventDate, endDate }, timeZone)).toBe(allDay);
  });
});
