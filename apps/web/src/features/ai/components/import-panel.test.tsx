// @vitest-environment jsdom
import type { AiImportResult } from '@assignd/schemas';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  BIOLOGY_ID,
  fakeServer,
  findToast,
  renderComponent,
  TEST_CLASSES,
} from '@/test/component-test';
import { ImportPanel } from './import-panel';

/** What the server found in a pasted syllabus headed 'AP Bio – Unit 5 Syllabus (Mr. Patel)'. */
const found: AiImportResult = {
  assignments: [
    {
      title: 'Cell worksheet',
      description: 'Cell worksheet due Fri',
      category: 'Homework',
      dueDate: null,
      classId: BIOLOGY_ID,
      classFrom: 'AP Bio',
    },
    {
      title: 'Unit 5 quiz',
      description: null,
      category: 'Quiz',
      dueDate: null,
      classId: BIOLOGY_ID,
      classFrom: 'AP Bio',
    },
    {
      title: 'Read chapter 6',
      description: null,
      category: 'Reading',
      dueDate: null,
      classId: null,
      classFrom: null,
    },
  ],
};

async function preview() {
  const server = fakeServer({ '/api/classes': TEST_CLASSES });
  server.override('POST', '/api/ai/import', { status: 200, body: found });
  const { user } = renderComponent(<ImportPanel />);
  await user.type(screen.getByLabelText('Text to analyze'), 'AP Bio – Unit 5 Syllabus');
  await user.click(screen.getByRole('button', { name: 'Find Assignments' }));
  await screen.findByRole('list', { name: 'Found assignments' });
  const row = (index: number) => screen.getByRole('group', { name: `Assignment ${index}` });
  return { server, user, row };
}

describe('AI Import preview', () => {
  it('files each assignment under the class it was matched to, saying from what words', async () => {
    const { row } = await preview();
    const first = within(row(1)).getByRole('combobox', { name: 'Class' });
    expect(first).toHaveDisplayValue('Biology');
    expect(first).toHaveAccessibleDescription('Matched to Biology (from “AP Bio”)');
    expect(within(row(2)).getByRole('combobox', { name: 'Class' })).toHaveDisplayValue('Biology');
    const third = within(row(3)).getByRole('combobox', { name: 'Class' });
    expect(third).toHaveDisplayValue('No class');
    expect(third).not.toHaveAccessibleDescription();
  });

  it('lets the student change the class, or take it away, before importing', async () => {
    const { server, user, row } = await preview();
    const first = within(row(1)).getByRole('combobox', { name: 'Class' });
    await user.selectOptions(first, 'No class');
    expect(within(row(1)).queryByText(/Matched to/)).toBeNull();
    await user.selectOptions(within(row(3)).getByRole('combobox', { name: 'Class' }), 'Art');
    await user.click(screen.getByRole('button', { name: 'Import 3 Assignments' }));
    await findToast('Imported 3 assignments');

    const saved = server.writes.filter(({ path }) => path === '/api/assignments');
    expect(saved.map(({ body }) => body)).toEqual([
      expect.objectContaining({ title: 'Cell worksheet', classId: null }),
      expect.objectContaining({ title: 'Unit 5 quiz', classId: BIOLOGY_ID }),
      expect.objectContaining({ title: 'Read chapter 6', classId: TEST_CLASSES[1]!.id }),
    ]);
  });
});
