import { type Plan, step } from './assignment-breakdown-step';
import { ESSAY_PLAN, LAB_REPORT_PLAN, PRESENTATION_PLAN } from './assignment-breakdown-work-plans';
import type { AssignmentCategory } from './constants';

/*
 * The step plans of the built-in task breakdown: one per category, and one per kind of work the
 * assignment's words name ('lab report', 'presentation', 'essay'). `{what}` stands for what the
 * assignment covers ('chapter 5', or the plan's own default such as 'the reading').
 */

/** A test's last step; its title depends on how close the test is (see the breakdown). */
export const FINAL_REVIEW_TITLE = 'Final review the evening before';

const TEST_PLAN: Plan = {
  what: 'the material',
  steps: [
    step(
      'Gather your material',
      20,
      'medium',
      false,
      'Collect notes, handouts, past homework and quizzes on {what}.',
      ['Ask a classmate for any notes you missed.', 'Write down which topics the test covers.'],
    ),
    step(
      'Review your notes topic by topic',
      60,
      'high',
      true,
      'Go through {what} one topic at a time and mark what you do not know yet.',
      ['Rewrite key ideas in your own words.', 'Spend the most time on the topics you marked.'],
    ),
    step(
      'Work practice questions',
      45,
      'high',
      true,
      'Solve practice problems and past questions on {what} without looking at the answers.',
      ['Mix topics instead of doing one type at a time.', 'Redo every question you got wrong.'],
    ),
    step(
      'Test yourself',
      30,
      'medium',
      false,
      'Take a timed self-test or use flashcards, as if it were the real test.',
      ['Explain each answer out loud as if teaching someone.'],
    ),
    step(
      FINAL_REVIEW_TITLE,
      30,
      'medium',
      true,
      'Skim your summary and the questions you missed; no new material now.',
      ['Pack what you need for the test.', 'Get a full night of sleep.'],
    ),
  ],
};

const QUIZ_PLAN: Plan = {
  what: 'the material',
  steps: TEST_PLAN.steps.map((testStep) => ({
    ...testStep,
    // A quiz covers less: about half the time of a test for each step.
    minutes: Math.max(10, Math.round(testStep.minutes / 2 / 5) * 5),
  })),
};

const PROJECT_PLAN: Plan = {
  what: 'the project',
  steps: [
    step(
      'Research',
      60,
      'high',
      false,
      'Find and read sources on {what}; note what you will use and where it came from.',
      ['Keep a list of sources as you go.'],
    ),
    step(
      'Make an outline',
      30,
      'medium',
      true,
      'Plan the parts of {what} and the main point of each.',
      ['Check the rubric or instructions against your outline.'],
    ),
    step(
      'Write the first draft',
      120,
      'high',
      true,
      'Write or build the whole of {what} from your outline without stopping to polish.',
      [
        'Work in 25-minute blocks with short breaks.',
        'Leave notes where something is missing and keep going.',
      ],
    ),
    step(
      'Revise',
      45,
      'medium',
      false,
      'Improve the content and structure: clearer points, better evidence, cut what does not help.',
      ['Read it out loud to hear what does not work.'],
    ),
    step(
      'Final check and submit',
      20,
      'high',
      true,
      'Proofread, check the format and requirements, then hand it in.',
      ['Submit early in case the upload fails.'],
    ),
  ],
};

const READING_PLAN: Plan = {
  what: 'the reading',
  steps: [
    step(
      'Skim {what}',
      15,
      'low',
      false,
      'Read the headings, summaries and questions of {what} to see what it covers.',
      ['Note the questions you want the reading to answer.'],
    ),
    step(
      'Read {what} and take notes',
      45,
      'high',
      true,
      'Read {what} closely and write down the key ideas and terms.',
      ['Read in sections and pause after each to note its main idea.'],
    ),
    step('Summarise', 20, 'medium', true, 'Write a short summary of {what} in your own words.', [
      'If you cannot summarise a section, reread it.',
    ]),
  ],
};

const HOMEWORK_PLAN: Plan = {
  what: 'the task',
  steps: [
    step(
      'Read the instructions',
      10,
      'medium',
      true,
      'Read {what} and note exactly what is asked and how it is graded.',
      ['Look up any example from class first.'],
    ),
    step(
      'Do it in parts',
      45,
      'high',
      true,
      'Work through {what} one part at a time, starting with what you know.',
      ['Mark questions you are stuck on and come back to them.'],
    ),
    step(
      'Check your work',
      15,
      'medium',
      false,
      'Check answers and that every part is done, then hand it in.',
      ['Make sure your name is on it.'],
    ),
  ],
};

const OTHER_PLAN: Plan = {
  what: 'the task',
  steps: [
    step(
      'Understand the task',
      10,
      'medium',
      true,
      'Work out what {what} needs and what "done" looks like.',
      ['Write the goal down in one sentence.'],
    ),
    step('Do the work', 45, 'high', true, 'Work on {what} in focused blocks.', [
      'Put your phone away while you work.',
    ]),
    step('Check and finish', 15, 'medium', false, 'Check that nothing is missing and finish up.', [
      'Tick off each requirement.',
    ]),
  ],
};

const CATEGORY_PLANS: Readonly<Record<AssignmentCategory, Plan>> = {
  Test: TEST_PLAN,
  Quiz: QUIZ_PLAN,
  Project: PROJECT_PLAN,
  Reading: READING_PLAN,
  Homework: HOMEWORK_PLAN,
  Other: OTHER_PLAN,
};

const wholeWord = (pattern: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${pattern})(?![\\p{L}\\p{N}])`, 'iu');

/** The kind of work named in the words wins over the category; a test stays a test. */
const WORD_PLANS: readonly (readonly [RegExp, Plan])[] = [
  [wholeWord('lab reports?|lab write-?ups?'), LAB_REPORT_PLAN],
  [wholeWord('presentations?|slides|slideshows?|speech|talk'), PRESENTATION_PLAN],
  [wholeWord('essays?|papers?|research papers?'), ESSAY_PLAN],
];

export function planOf(category: AssignmentCategory, words: string): Plan {
  if (category === 'Test' || category === 'Quiz') return CATEGORY_PLANS[category];
  return WORD_PLANS.find(([pattern]) => pattern.test(words))?.[1] ?? CATEGORY_PLANS[category];
}

// 'chapter 5', 'ch. 5', 'chapters 3-4', 'chapters 3 and 4'.
const CHAPTER =
  /(?<![\p{L}\p{N}])(?:chapters?|chs?\.?)\s*(\d{1,4}(?:\s*(?:-|–|and|&|,)\s*\d{1,4}){0,5})(?!\p{N})/iu;

/** The chapters the words name ('chapters 3-4'), or null. */
export function chaptersOf(words: string): string | null {
  const match = CHAPTER.exec(words);
  if (!match?.[1]) return null;
  const numbers = match[1].replace(/\s*(-|–)\s*/g, '-').replace(/\s+/g, ' ');
  return /\D/.test(numbers) ? `chapters ${numbers}` : `chapter ${numbers}`;
}

/** Big tests take longer to prepare for. */
export const LONG_TEST = wholeWord('finals?|midterms?|mid-terms?|exams?|cumulative');
