// @vitest-environment jsdom
import type { FocusSession } from '@assignd/schemas';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, renderComponent } from '@/test/component-test';
import { useFocusSessions } from './focus-sessions';

const WEEK = { from: '2026-11-16T00:00:00.000Z', to: '2026-11-23T00:00:00.000Z' };
const SESSION: FocusSession = {
  id: 'focus-1',
  startedAt: '2026-11-17T15:00:00.000Z',
  endedAt: '2026-11-17T15:25:00.000Z',
  minutes: 25,
  kind: 'work',
  assignmentId: 'assignment-1',
  classId: 'class-1',
  createdAt: '2026-11-17T15:25:01.000Z',
};

function WeekTotal() {
  const sessions = useFocusSessions(WEEK);
  const minutes = sessions.data?.reduce((sum, session) => sum + session.minutes, 0);
  return <p>{minutes === undefined ? 'Loading' : `${minutes} minutes this week`}</p>;
}

describe('useFocusSessions', () => {
  it("reads the range's sessions from the server", async () => {
    fakeServer({ '/api/focus-sessions': [SESSION, { ...SESSION, id: 'focus-2', minutes: 45 }] });
    renderComponent(<WeekTotal />);
    expect(await screen.findByText('70 minutes this week')).toBeTruthy();
  });
});
