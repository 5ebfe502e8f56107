// @vitest-environment jsdom
import type { Schedule } from '@assignd/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  BIOLOGY_ID,
  fakeServer,
  localDateText,
  renderComponent,
  TEST_CLASSES,
} from '@/test/component-test';
import { ScheduleSettingsDialog } from '../public/schedule-settings-dialog';

/** Minutes after midnight of a sent time, which the editor sends in the stored 'HH:MM' form. */
function minutesOf(text: unknown): number {
  const match = /^(\d{2}):(\d{2})$/.exec(String(text));
  if (!match) throw new Error(`Not an HH:MM time: ${String(text)}`);
  const [, hours = '', minutes = ''] = match;
  return Number(hours) * 60 + Number(minutes);
}

interface SentPeriod {
  label: string;
  start: string;
  end: string;
  classId: string | null;
}

/** A saved day's periods in comparable form: label, start and end in minutes, class. */
function periodsOf(body: unknown, day: string) {
  const days = (body as { days: Record<string, SentPeriod[]> }).days;
  return (days[day] ?? []).map((period) => ({
    label: period.label,
    start: minutesOf(period.start),
    end: minutesOf(period.end),
    classId: period.classId,
  }));
}

const SAVED_WEEK: Schedule = {
  type: 'weekly',
  days: {
    '0': [],
    '1': [
      { id: 'p1', label: 'Period 1', start: '8:00 AM', end: '8:50 AM', classId: BIOLOGY_ID },
      { id: 'p2', label: 'Lunch', start: '12:15 PM', end: '1:00 PM', classId: null },
    ],
    '2': [],
    '3': [],
    '4': [],
    '5': [],
    '6': [],
  },
};

async function openEditor(saved: Schedule | null = null) {
  const server = fakeServer({ '/api/classes': TEST_CLASSES, '/api/schedule': saved });
  const onOpenChange = vi.fn();
  const view = renderComponent(<ScheduleSettingsDialog open onOpenChange={onOpenChange} />);
  const dialog = within(await screen.findByRole('dialog', { name: 'Schedule Settings' }));
  await dialog.findByRole('button', { name: 'Save Schedule' });
  return { ...view, server, onOpenChange, dialog };
}

/** The editor of the day whose tab is open, e.g. 'Monday' or 'A Day'. */
function day(name: string) {
  return within(screen.getByRole('region', { name }));
}

function periodRows(dayName: string) {
  return day(dayName)
    .queryAllByRole('listitem')
    .map((row) => within(row));
}

// Typing is keystroke by keystroke; a busy machine needs more than the default 5 s per test.
describe('Schedule Settings', { timeout: 20_000 }, () => {
  it('starts a new schedule as an empty fixed week on Monday', async () => {
    const { dialog } = await openEditor();

    expect(dialog.getByRole('radio', { name: /Fixed weekly schedule/ })).toBeChecked();
    expect(dialog.getByRole('tab', { name: /^Mon/ })).toHaveAttribute('aria-selected', 'true');
    expect(day('Monday').getByText('No periods on Monday yet.')).toBeInTheDocument();
    expect(dialog.queryByLabelText('Number of days')).not.toBeInTheDocument();
  });

  it('adds periods from 08:00 to 09:00 and saves the week', async () => {
    const { user, dialog, server, onOpenChange } = await openEditor();

    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    const [first, second] = periodRows('Monday');
    await first!.findByRole('option', { name: 'Biology' });
    expect(first?.getByLabelText('Label')).toHaveValue('Period 1');
    expect(first?.getByLabelText('Start')).toHaveValue('08:00');
    expect(first?.getByLabelText('End')).toHaveValue('09:00');
    expect(second?.getByLabelText('Label')).toHaveValue('Period 2');

    await user.selectOptions(first!.getByLabelText('Class'), 'Biology');
    await user.clear(second!.getByLabelText('Label'));
    await user.type(second!.getByLabelText('Label'), 'Homeroom');
    await user.clear(second!.getByLabelText('Start'));
    await user.type(second!.getByLabelText('Start'), '13:15');
    await user.clear(second!.getByLabelText('End'));
    await user.type(second!.getByLabelText('End'), '14:05');
    expect(dialog.getByRole('tab', { name: /^Mon/ })).toHaveTextContent('2');

    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.writes).toHaveLength(1);
    const [request] = server.writes;
    expect(request).toMatchObject({ method: 'PUT', path: '/api/schedule' });
    expect(request?.body).toMatchObject({ type: 'weekly' });
    expect(periodsOf(request?.body, '1')).toEqual([
      { label: 'Period 1', start: 8 * 60, end: 9 * 60, classId: BIOLOGY_ID },
      { label: 'Homeroom', start: 13 * 60 + 15, end: 14 * 60 + 5, classId: null },
    ]);
    for (const other of ['0', '2', '3', '4', '5', '6'])
      expect(periodsOf(request?.body, other)).toEqual([]);
    expect(await screen.findByText('Fixed schedule saved!')).toBeInTheDocument();
  });

  it('opens a saved week with its periods and removes one', async () => {
    const { user, dialog, server } = await openEditor(SAVED_WEEK);

    const rows = periodRows('Monday');
    expect(rows).toHaveLength(2);
    // The class list arrives after the schedule.
    await waitFor(() => expect(rows[0]?.getByLabelText('Class')).toHaveDisplayValue('Biology'));
    expect(rows[0]?.getByLabelText('Start')).toHaveValue('08:00');
    expect(rows[0]?.getByLabelText('End')).toHaveValue('08:50');
    expect(rows[1]?.getByLabelText('Label')).toHaveValue('Lunch');
    expect(rows[1]?.getByLabelText('Start')).toHaveValue('12:15');

    await user.click(day('Monday').getByRole('button', { name: 'Remove Period 1' }));
    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));

    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(periodsOf(server.writes[0]?.body, '1')).toEqual([
      { label: 'Lunch', start: 12 * 60 + 15, end: 13 * 60, classId: null },
    ]);
  });

  it('shows a period that ends before it starts and refuses to save it', async () => {
    const { user, dialog, server, onOpenChange } = await openEditor();

    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    const [row] = periodRows('Monday');
    await user.clear(row!.getByLabelText('End'));
    await user.type(row!.getByLabelText('End'), '07:30');

    expect(row!.getByText('A period must end after it starts')).toBeInTheDocument();
    expect(row!.getByLabelText('End')).toBeInvalid();

    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Fix the highlighted fields before saving.',
    );
    expect(server.writes).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('checks the range again when the start moves past the end, and after a removal', async () => {
    const { user } = await openEditor();

    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    const [first, second] = periodRows('Monday');
    await user.clear(second!.getByLabelText('Start'));
    await user.type(second!.getByLabelText('Start'), '09:30');

    expect(await second!.findByText('A period must end after it starts')).toBeInTheDocument();
    expect(first!.queryByText('A period must end after it starts')).not.toBeInTheDocument();

    await user.click(day('Monday').getByRole('button', { name: 'Remove Period 1' }));
    const [left] = periodRows('Monday');
    expect(left?.getByLabelText('Label')).toHaveValue('Period 1');
    expect(await left!.findByText('A period must end after it starts')).toBeInTheDocument();
    expect(left!.getByLabelText('End')).toBeInvalid();
  });

  it('takes the save message back on the next change', async () => {
    const { user, dialog } = await openEditor();

    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    const [row] = periodRows('Monday');
    await user.clear(row!.getByLabelText('End'));
    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Fix the highlighted fields before saving.',
    );
    expect(row!.getByText('Enter an end time')).toBeInTheDocument();

    await user.type(row!.getByLabelText('End'), '09:30');
    expect(dialog.queryByRole('alert')).not.toBeInTheDocument();
    expect(row!.queryByText('Enter an end time')).not.toBeInTheDocument();
  });

  it('asks for a missing start time on saving and opens the day that has it', async () => {
    const { user, dialog, server } = await openEditor();

    await user.click(dialog.getByRole('tab', { name: /^Wed/ }));
    await user.click(day('Wednesday').getByRole('button', { name: 'Add Period' }));
    await user.clear(periodRows('Wednesday')[0]!.getByLabelText('Start'));
    await user.click(dialog.getByRole('tab', { name: /^Mon/ }));
    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));

    expect(await day('Wednesday').findByText('Enter a start time')).toBeInTheDocument();
    expect(dialog.getByRole('tab', { name: /^Wed/ })).toHaveAttribute('aria-selected', 'true');
    expect(server.writes).toEqual([]);
  });

  it('switches to a day rotation of 2 to 8 days and saves it', async () => {
    const { user, dialog, server, onOpenChange } = await openEditor(SAVED_WEEK);

    await user.click(dialog.getByRole('radio', { name: /Day rotation/ }));
    expect(dialog.getByText('Saving replaces your current fixed weekly schedule.')).toBeVisible();

    const length = dialog.getByLabelText('Number of days');
    expect(length).toHaveDisplayValue('2 days');
    expect(
      within(length)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['2 days', '3 days', '4 days', '5 days', '6 days', '7 days', '8 days']);
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['A Day', 'B Day']);
    expect(dialog.getByLabelText('Start date')).toHaveValue(localDateText(new Date()));

    await user.selectOptions(length, '4 days');
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'A Day',
      'B Day',
      'C Day',
      'D Day',
    ]);
    await user.selectOptions(dialog.getByLabelText('Day names'), 'Numbers (Day 1, Day 2)');
    expect(dialog.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Day 1',
      'Day 2',
      'Day 3',
      'Day 4',
    ]);

    await user.click(dialog.getByRole('tab', { name: /^Day 3/ }));
    await user.click(day('Day 3').getByRole('button', { name: 'Add Period' }));
    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.writes).toHaveLength(1);
    const body = server.writes[0]?.body;
    expect(body).toMatchObject({
      type: 'rotating',
      numDays: 4,
      dayNamingStyle: 'numbers',
      dayLabels: { '1': 'Day 1', '2': 'Day 2', '3': 'Day 3', '4': 'Day 4' },
    });
    expect(String((body as { startDate: string }).startDate)).toMatch(
      new RegExp(`^${localDateText(new Date())}`),
    );
    expect(periodsOf(body, '3')).toEqual([
      { label: 'Period 1', start: 8 * 60, end: 9 * 60, classId: null },
    ]);
    for (const other of ['1', '2', '4']) expect(periodsOf(body, other)).toEqual([]);
    expect(await screen.findByText('Day rotation schedule saved!')).toBeInTheDocument();
  });

  it('names periods by letters and copies a day to Monday to Friday', async () => {
    const { user, dialog, server } = await openEditor();

    await user.selectOptions(dialog.getByLabelText('Period names'), 'Letters (Block A, Block B)');
    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    expect(periodRows('Monday')[0]?.getByLabelText('Label')).toHaveValue('Block A');

    await user.click(day('Monday').getByRole('button', { name: 'Copy to...' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Monday to Friday' }));
    expect(
      await screen.findByText("Monday's periods copied to Monday to Friday"),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));

    await waitFor(() => expect(server.writes).toHaveLength(1));
    const body = server.writes[0]?.body;
    const blockA = { label: 'Block A', start: 8 * 60, end: 9 * 60, classId: null };
    for (const weekday of ['1', '2', '3', '4', '5'])
      expect(periodsOf(body, weekday)).toEqual([blockA]);
    for (const weekend of ['0', '6']) expect(periodsOf(body, weekend)).toEqual([]);
  });

  it('clears a saved schedule after confirmation', async () => {
    const { user, dialog, server, onOpenChange } = await openEditor(SAVED_WEEK);

    await user.click(dialog.getByRole('button', { name: 'Clear Schedule' }));
    const confirm = within(
      await screen.findByRole('alertdialog', { name: 'Clear your schedule?' }),
    );
    expect(server.writes).toEqual([]);
    await user.click(confirm.getByRole('button', { name: 'Clear Schedule' }));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(server.writes).toEqual([{ method: 'DELETE', path: '/api/schedule', body: undefined }]);
    expect(await screen.findByText('Schedule cleared')).toBeInTheDocument();
  });

  it('stays open with the changes when saving fails', async () => {
    const { user, dialog, server, onOpenChange } = await openEditor();
    server.override('PUT', '/api/schedule', { status: 500, body: { error: 'boom' } });

    await user.click(day('Monday').getByRole('button', { name: 'Add Period' }));
    await user.click(dialog.getByRole('button', { name: 'Save Schedule' }));

    expect(await screen.findByText('Failed to save schedule.')).toBeInTheDocument();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(periodRows('Monday')).toHaveLength(1);
  });
});
