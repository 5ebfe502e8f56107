// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BIOLOGY_ID, fakeServer, renderComponent, TEST_CLASSES } from '@/test/component-test';
import { QuickAddDialog } from './quick-add-dialog';
import type { QuickAddDevice } from './quick-add-state';

const DAY = '2026-12-05';
/** Quick Add's assignments and exams are due at 23:59 local time on the chosen day (spec 5). */
const END_OF_DAY = new Date(2026, 11, 5, 23, 59).toISOString();

function openQuickAdd(device: QuickAddDevice = 'desktop', date = DAY) {
  const server = fakeServer({ '/api/classes': TEST_CLASSES });
  const onAdded = vi.fn();
  const onClose = vi.fn();
  const view = renderComponent(
    <QuickAddDialog state={{ date }} onClose={onClose} onAdded={onAdded} device={device} />,
  );
  return { ...view, server, onAdded, onClose };
}

async function dialog() {
  return within(await screen.findByRole('dialog', { name: 'Quick Add' }));
}

// Typing is keystroke by keystroke; a busy machine needs more than the default 5 s per test.
describe('Quick Add', { timeout: 20_000 }, () => {
  it('adds an assignment on the chosen day with its class, description and the category its title names', async () => {
    const { user, server, onAdded, onClose } = openQuickAdd();
    const form = await dialog();

    await user.type(form.getByLabelText('Title'), '  Read pages 40-52 ');
    await user.type(form.getByLabelText('Description'), 'Take notes');
    await user.selectOptions(await form.findByRole('combobox', { name: 'Class' }), 'Biology');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(DAY));
    expect(onClose).toHaveBeenCalled();
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: '/api/assignments',
        body: {
          id: expect.any(String) as unknown,
          title: 'Read pages 40-52',
          description: 'Take notes',
          dueDate: END_OF_DAY,
          classId: BIOLOGY_ID,
          category: 'Reading',
          completed: false,
        },
      },
    ]);
    expect(await screen.findByText('Assignment added')).toBeInTheDocument();
  });

  it('adds an exam as a Test without a class or an empty description', async () => {
    const { user, server, onAdded } = openQuickAdd();
    const form = await dialog();

    await user.click(form.getByRole('radio', { name: 'Exam' }));
    await user.type(form.getByLabelText('Title'), 'Chapter 4 test');
    await user.click(form.getByRole('button', { name: 'Add Exam' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: '/api/assignments',
        body: {
          id: expect.any(String) as unknown,
          title: 'Chapter 4 test',
          dueDate: END_OF_DAY,
          classId: null,
          category: 'Test',
          completed: false,
        },
      },
    ]);
  });

  it('asks an event for its time, then adds it with its end and place, without a class', async () => {
    const { user, server, onAdded } = openQuickAdd();
    const form = await dialog();

    await user.click(form.getByRole('radio', { name: 'Event' }));
    expect(form.queryByLabelText('Class')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Title'), 'Parent-teacher conferences');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(
      await form.findByText('Please enter a start time or choose All day'),
    ).toBeInTheDocument();
    expect(server.writes).toEqual([]);

    await user.type(form.getByLabelText('Start time'), '18:00');
    await user.type(form.getByLabelText('End time (optional)'), '17:00');
    await user.click(form.getByRole('button', { name: 'Add Event' }));
    expect(await form.findByText('The end must be after the start')).toBeInTheDocument();

    await user.clear(form.getByLabelText('End time (optional)'));
    await user.type(form.getByLabelText('End time (optional)'), '19:30');
    await user.type(form.getByLabelText('Location'), ' Gym ');
    await user.click(form.getByRole('button', { name: 'Add Event' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(DAY));
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: '/api/events',
        body: {
          id: expect.any(String) as unknown,
          title: 'Parent-teacher conferences',
          eventDate: new Date(2026, 11, 5, 18, 0).toISOString(),
          endDate: new Date(2026, 11, 5, 19, 30).toISOString(),
          allDay: false,
          location: 'Gym',
        },
      },
    ]);
  });

  it("starts an event at its title's time until the student sets one, and a removed chip clears it", async () => {
    const { user } = openQuickAdd();
    const form = await dialog();
    await user.click(form.getByRole('radio', { name: 'Event' }));

    await user.type(form.getByLabelText('Title'), 'Band concert tomorrow 7pm');
    expect(form.getByLabelText('Start time')).toHaveValue('19:00');
    await user.click(form.getByRole('button', { name: /^Remove due date/ }));
    expect(form.getByLabelText('Start time')).toHaveValue('');

    await user.clear(form.getByLabelText('Title'));
    await user.type(form.getByLabelText('Start time'), '18:30');
    await user.type(form.getByLabelText('Title'), 'Jazz night tomorrow 8pm');
    expect(form.getByLabelText('Start time')).toHaveValue('18:30');
  });

  it('adds an all-day event record on the tablet too', async () => {
    const { user, server, onAdded } = openQuickAdd('tablet');
    const form = await dialog();

    await user.click(form.getByRole('radio', { name: 'Event' }));
    await user.type(form.getByLabelText('Title'), 'Science fair');
    await user.click(form.getByRole('switch', { name: 'All day' }));
    expect(form.queryByLabelText('Start time')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Add Event' }));

    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(server.writes).toEqual([
      {
        method: 'POST',
        path: '/api/events',
        body: {
          id: expect.any(String) as unknown,
          title: 'Science fair',
          eventDate: new Date(2026, 11, 5, 0, 0).toISOString(),
          endDate: null,
          allDay: true,
          location: null,
        },
      },
    ]);
  });

  it('cannot be submitted without a title', async () => {
    const { user, server } = openQuickAdd();
    const form = await dialog();
    const submit = form.getByRole('button', { name: 'Add Assignment' });

    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Title'), '   ');
    expect(submit).toBeDisabled();
    await user.type(form.getByLabelText('Title'), '{Enter}');
    expect(server.writes).toEqual([]);
  });

  it('refuses a missing date with the spec message and sends nothing', async () => {
    const { user, server, onAdded } = openQuickAdd();
    const form = await dialog();

    await user.type(form.getByLabelText('Title'), 'Essay');
    await user.clear(form.getByLabelText('Date'));
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    expect(await form.findByRole('alert')).toHaveTextContent(
      'Please enter a title and select a date',
    );
    expect(form.getByLabelText('Date')).toBeInvalid();
    expect(server.writes).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();

    await user.type(form.getByLabelText('Date'), DAY);
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the message while the title or the date is missing, marking the missing one', async () => {
    const { user } = openQuickAdd();
    const form = await dialog();

    await user.type(form.getByLabelText('Title'), 'Essay');
    await user.clear(form.getByLabelText('Date'));
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));
    expect(await form.findByRole('alert')).toBeInTheDocument();

    await user.type(form.getByLabelText('Date'), DAY);
    await user.clear(form.getByLabelText('Title'));
    expect(form.getByRole('alert')).toHaveTextContent('Please enter a title and select a date');
    expect(form.getByLabelText('Title')).toBeInvalid();
    expect(form.getByLabelText('Date')).toBeValid();

    await user.type(form.getByLabelText('Title'), 'Essay');
    expect(form.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("uses the phone's wording for a missing date", async () => {
    const { user, server } = openQuickAdd('phone', '');
    const form = await dialog();

    await user.type(form.getByLabelText('Title'), 'Essay');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    expect(await form.findByRole('alert')).toHaveTextContent(/^Please enter a title$/);
    expect(server.writes).toEqual([]);
  });

  it('keeps the input and stays open when the server refuses', async () => {
    const { user, server, onAdded } = openQuickAdd();
    // A refusal, unlike a server that is down: a change kept for later would close the form.
    server.override('POST', '/api/assignments', {
      status: 403,
      body: { error: 'You have reached the limit of 2,000 assignments' },
    });
    const form = await dialog();

    await user.type(form.getByLabelText('Title'), 'Essay');
    await user.click(form.getByRole('button', { name: 'Add Assignment' }));

    expect(
      await screen.findByText('Failed to add assignment. Please try again.'),
    ).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
    expect(form.getByLabelText('Title')).toHaveValue('Essay');
    expect(form.getByRole('button', { name: 'Add Assignment' })).toBeEnabled();
  });
});
