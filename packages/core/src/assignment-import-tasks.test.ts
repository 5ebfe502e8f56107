import { describe, expect, it } from 'vitest';
import { namesTask } from './assignment-import-tasks';

describe('namesTask: a line that names work to do or hand in', () => {
  it.each([
    // Category words.
    ['Unit 5 quiz', true],
    ['Chemistry final', true],
    ['Stoichiometry worksheet', true],
    ['Lab report', true],
    ['Read chapter 4', true],
    ['Math homework', true],
    // Doing and handing in.
    ['Finish reading Of Mice and Men', true],
    ['Bring goggles', true],
    ['Turn in permission slip', true],
    ['Calc review packet', true],
    ['History timeline', true],
    ['physics problem set', true],
    ['Take notes on section 5.1', true],
    ['Vocabulary flashcards', true],
    ['Poem due', true],
    // Titles, names and rooms.
    ['AP Chemistry – Unit 5 Syllabus (Mr. Patel)', false],
    ['Mr. Patel', false],
    ['Room 204', false],
    ['Office hours after school', false],
    ['Grading policy', false],
    ['Course materials', false],
    ['Chemistry', false],
    // Words inside other words do not count.
    ['Latest updates', false],
    ['Dueling pianos assembly', false],
  ] as const)('%j -> %s', (line, expected) => {
    expect(namesTask(line)).toBe(expected);
  });
});
