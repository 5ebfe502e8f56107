// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer, findToast, renderComponent } from '@/test/component-test';
import { useToggleAssignment } from './assignments';

const LAB = '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0101';
const ESSAY = '6f1c2b9e-0b7a-4c1e-9a55-0d3c1b2a0102';
const NAMES: Record<string, string> = { [LAB]: 'lab', [ESSAY]: 'essay' };

/** The server's answer to a PATCH: the assignment as saved. */
function serverWithRows() {
  const server = fakeServer();
  for (const id of [LAB, ESSAY]) {
    server.override('PATCH', `/api/assignments/${id}`, {
      status: 200,
      body: {
        id,
        title: NAMES[id],
        description: null,
        dueDate: null,
        classId: null,
        category: 'Homework',
        completed: true,
        notes: null,
        pointsEarned: null,
        pointsPossible: null,
        gradeCategoryId: null,
        excused: false,
        createdAt: '2026-11-20T10:00:00.000Z',
        updatedAt: '2026-11-28T10:00:00.000Z',
      },
    });
  }
  return server;
}

/** Two rows' Done buttons, as a list shows them. */
function DoneButtons() {
  const toggle = useToggleAssignment();
  return (
    <>
      {[LAB, ESSAY].map((id) => (
        <button key={id} type="button" onClick={() => toggle.mutate({ id, completed: true })}>
          {`Done ${NAMES[id]}`}
        </button>
      ))}
      <button type="button" onClick={() => toggle.mutate({ id: LAB, completed: false })}>
        Active lab
      </button>
    </>
  );
}

const patches = (server: ReturnType<typeof fakeServer>) =>
  server.writes.filter((write) => write.method === 'PATCH');

describe('Done on an assignment', () => {
  it('says so with Undo, which makes it active again', async () => {
    const server = serverWithRows();
    renderComponent(<DoneButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'Done lab' }));
    await findToast('Marked as done');
    expect(patches(server)).toEqual([
      {
        method: 'PATCH',
        path: `/api/assignments/${LAB}`,
        body: { completed: true, base: { completed: false } },
      },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(patches(server)).toContainEqual({
        method: 'PATCH',
        path: `/api/assignments/${LAB}`,
        body: { completed: false, base: { completed: true } },
      }),
    );
  });

  it('ignores the second click of a double click that lands on the next row', async () => {
    const server = serverWithRows();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T10:00:00.000Z'));
    renderComponent(<DoneButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'Done lab' }));
    vi.setSystemTime(new Date('2026-11-28T10:00:00.200Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Done essay' }));
    await waitFor(() =>
      expect(patches(server).map((write) => write.path)).toEqual([`/api/assignments/${LAB}`]),
    );
    // Sonner's entrance waits on the clock held still here: the toast is there, not yet visible.
    expect(await screen.findAllByText('Marked as done')).toHaveLength(1);

    // A deliberate second Done, a moment later, counts.
    vi.setSystemTime(new Date('2026-11-28T10:00:01.000Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Done essay' }));
    await waitFor(() =>
      expect(patches(server).map((write) => write.path)).toEqual([
        `/api/assignments/${LAB}`,
        `/api/assignments/${ESSAY}`,
      ]),
    );
    vi.useRealTimers();
  });

  it('counts a quick Done after reopening a row in between', async () => {
    const server = serverWithRows();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T11:00:00.000Z'));
    renderComponent(<DoneButtons />);
    fireEvent.click(screen.getByRole('button', { name: 'Done lab' }));
    vi.setSystemTime(new Date('2026-11-28T11:00:00.150Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Active lab' }));
    vi.setSystemTime(new Date('2026-11-28T11:00:00.300Z'));
    fireEvent.click(screen.getByRole('button', { name: 'Done essay' }));
    await waitFor(() =>
      expect(patches(server).map((write) => write.path)).toContain(`/api/assignments/${ESSAY}`),
    );
    // Done then Active on the lab, quickly: the server ends with it active (sent as two changes,
    // or as their net effect when the second came before the first had left).
    const lab = patches(server).filter((write) => write.path === `/api/assignments/${LAB}`);
    expect(lab.at(-1)?.body).toMatchObject({ completed: false });
    vi.useRealTimers();
  });
});
