import type { AssignmentCategory } from './constants';

/*
 * Real-world phrasings for the built-in import, read on Tuesday 2026-11-24 at 10:00 in New York
 * (the test process runs in UTC). Due is [local date, local time] in New York, or null.
 */

export const STUDENT_CLASSES = [
  { id: 'chem', name: 'Chemistry' },
  { id: 'bio', name: 'AP Biology' },
  { id: 'calc', name: 'Calculus BC' },
  { id: 'eng', name: 'English 10' },
  { id: 'ush', name: 'US History' },
  { id: 'wh', name: 'World History' },
  { id: 'span', name: 'Spanish II' },
  { id: 'phys', name: 'Physics' },
] as const;

type ClassId = (typeof STUDENT_CLASSES)[number]['id'];

export interface PhraseCase {
  line: string;
  title: string;
  category: AssignmentCategory;
  due: readonly [string, string] | null;
  classId: ClassId | null;
}

const row = (
  line: string,
  title: string,
  category: AssignmentCategory,
  due: readonly [string, string] | null,
  classId: ClassId | null = null,
): PhraseCase => ({ line, title, category, due, classId });

export const PHRASE_CASES: readonly PhraseCase[] = [
  // Where plain chrono fails or misreads.
  row('Chem quiz day after tomorrow', 'Chem quiz', 'Quiz', ['2026-11-26', '23:59'], 'chem'),
  row('Lab report due the 3rd', 'Lab report', 'Project', ['2026-12-03', '23:59']),
  row('History project end of week', 'History project', 'Project', ['2026-11-27', '23:59']),
  row('Finish problem set EOD', 'Finish problem set', 'Homework', ['2026-11-24', '23:59']),
  row('Chem test on the 15th', 'Chem test', 'Test', ['2026-12-15', '23:59'], 'chem'),
  row('History project due the 30th', 'History project', 'Project', ['2026-11-30', '23:59']),
  row(
    'English reading log due the 31st',
    'English reading log',
    'Reading',
    ['2026-12-31', '23:59'],
    'eng',
  ),
  row('Turn in permission slip by the 1st', 'Turn in permission slip', 'Homework', [
    '2026-12-01',
    '23:59',
  ]),
  row('Group project presentation on the 8th', 'Group project presentation', 'Project', [
    '2026-12-08',
    '23:59',
  ]),
  row('Lab write-up due end of the week', 'Lab write-up', 'Homework', ['2026-11-27', '23:59']),
  row('Spanish II quiz tmr', 'Spanish II quiz', 'Quiz', ['2026-11-25', '23:59'], 'span'),
  row(
    'AP Bio chapter 12 notes due day after tomorrow',
    'AP Bio chapter 12 notes',
    'Reading',
    ['2026-11-26', '23:59'],
    'bio',
  ),
  row('Project proposal due EOD Friday', 'Project proposal', 'Project', ['2026-11-27', '23:59']),
  row(
    'Physics test 1st period Friday',
    'Physics test 1st period',
    'Test',
    ['2026-11-27', '23:59'],
    'phys',
  ),
  row('Write 2nd draft of essay by Mon', 'Write 2nd draft of essay', 'Project', [
    '2026-11-30',
    '23:59',
  ]),
  row('SAT prep book ch 2 by Saturday', 'SAT prep book ch 2', 'Reading', ['2026-11-28', '23:59']),
  row('Reading response due end of next week', 'Reading response', 'Reading', [
    '2026-12-04',
    '23:59',
  ]),
  // Weekdays, abbreviations and 'next'.
  row('READ CH 5 TMRW', 'READ CH 5', 'Reading', ['2026-11-25', '23:59']),
  row('Math worksheet due Fri', 'Math worksheet', 'Homework', ['2026-11-27', '23:59']),
  row('Calc test next Tuesday', 'Calc test', 'Test', ['2026-12-01', '23:59'], 'calc'),
  row('- English essay due Monday', 'English essay', 'Project', ['2026-11-30', '23:59'], 'eng'),
  row(
    '* Chemistry lab report due Thursday',
    'Chemistry lab report',
    'Project',
    ['2026-11-26', '23:59'],
    'chem',
  ),
  row('• Unit 4 test on Wednesday', 'Unit 4 test', 'Test', ['2026-11-25', '23:59']),
  row('Vocab quiz thurs', 'Vocab quiz', 'Quiz', ['2026-11-26', '23:59']),
  row('Study guide due wed.', 'Study guide', 'Homework', ['2026-11-25', '23:59']),
  row('Problems 1-20 odd, due next Friday', 'Problems 1-20 odd', 'Homework', [
    '2026-12-04',
    '23:59',
  ]),
  row('Quiz on chapter 6 Monday', 'Quiz on chapter 6', 'Quiz', ['2026-11-30', '23:59']),
  row(
    'Physics lab report due next Wednesday',
    'Physics lab report',
    'Project',
    ['2026-12-02', '23:59'],
    'phys',
  ),
  row('World History quiz Thursday', 'World History quiz', 'Quiz', ['2026-11-26', '23:59'], 'wh'),
  row(
    'Spanish homework pg 112 #1-15 due Thurs',
    'Spanish homework pg 112 #1-15',
    'Homework',
    ['2026-11-26', '23:59'],
    'span',
  ),
  row('Read ch 9 (due Wed)', 'Read ch 9', 'Reading', ['2026-11-25', '23:59']),
  row('Exam on Monday, Dec 7', 'Exam', 'Test', ['2026-12-07', '23:59']),
  // Tomorrow, relative days.
  row('read ch 5 tmrw', 'Read ch 5', 'Reading', ['2026-11-25', '23:59']),
  row('1. Read chapter 7 for tomorrow', 'Read chapter 7', 'Reading', ['2026-11-25', '23:59']),
  row('APUSH reading due tomorrow at noon', 'APUSH reading', 'Reading', ['2026-11-25', '12:00']),
  row(
    'Calculus homework in 3 days',
    'Calculus homework',
    'Homework',
    ['2026-11-27', '23:59'],
    'calc',
  ),
  row('Calc hw due at 8am tomorrow', 'Calc hw', 'Homework', ['2026-11-25', '08:00'], 'calc'),
  row('Science fair project due in 2 weeks', 'Science fair project', 'Project', [
    '2026-12-08',
    '23:59',
  ]),
  row(
    'Chem: balancing equations worksheet due tmrw',
    'Chem: balancing equations worksheet',
    'Homework',
    ['2026-11-25', '23:59'],
    'chem',
  ),
  // Dates in numbers and month names.
  row('Essay by 11/30', 'Essay', 'Project', ['2026-11-30', '23:59']),
  row('Midterm exam Dec 5', 'Midterm exam', 'Test', ['2026-12-05', '23:59']),
  row('Due: Nov 28 - poster for bio', 'Poster for bio', 'Project', ['2026-11-28', '23:59'], 'bio'),
  row('Final exam 12/15 8am', 'Final exam', 'Test', ['2026-12-15', '08:00']),
  row('Final draft of essay due 12/4', 'Final draft of essay', 'Project', ['2026-12-04', '23:59']),
  row('Read pages 45-60 by Monday', 'Read pages 45-60', 'Reading', ['2026-11-30', '23:59']),
  row('Test corrections due Dec 1st', 'Test corrections', 'Test', ['2026-12-01', '23:59']),
  row('History essay due December 10', 'History essay', 'Project', ['2026-12-10', '23:59']),
  row(
    'US History reading ch. 12 due Friday',
    'US History reading ch. 12',
    'Reading',
    ['2026-11-27', '23:59'],
    'ush',
  ),
  row('Biology midterm 12/11', 'Biology midterm', 'Test', ['2026-12-11', '23:59'], 'bio'),
  row('Spanish test 11/30/2026', 'Spanish test', 'Test', ['2026-11-30', '23:59'], 'span'),
  row(
    'Chem worksheet due 2026-12-02',
    'Chem worksheet',
    'Homework',
    ['2026-12-02', '23:59'],
    'chem',
  ),
  row('Bio lab report - due Dec. 4th', 'Bio lab report', 'Project', ['2026-12-04', '23:59'], 'bio'),
  // Times.
  row('bio quiz Friday 3pm', 'Bio quiz', 'Quiz', ['2026-11-27', '15:00'], 'bio'),
  row(
    'Submit Spanish vocab by 11:59pm',
    'Submit Spanish vocab',
    'Homework',
    ['2026-11-24', '23:59'],
    'span',
  ),
  row(
    'Physics problems due 12/1 at 3:30pm',
    'Physics problems',
    'Homework',
    ['2026-12-01', '15:30'],
    'phys',
  ),
  row('Worksheet 4.2 due Thu 3 pm', 'Worksheet 4.2', 'Homework', ['2026-11-26', '15:00']),
  row('Essay outline due 12/2 11:59 pm', 'Essay outline', 'Project', ['2026-12-02', '23:59']),
  row('eng paper due by 12/3 at 9am', 'Eng paper', 'Project', ['2026-12-03', '09:00'], 'eng'),
  row(
    'Spanish oral presentation Dec 9 10:30am',
    'Spanish oral presentation',
    'Project',
    ['2026-12-09', '10:30'],
    'span',
  ),
  row('Calc quiz by Thursday 2:15pm', 'Calc quiz', 'Quiz', ['2026-11-26', '14:15'], 'calc'),
  row('Essay due 11:59pm Friday', 'Essay', 'Project', ['2026-11-27', '23:59']),
  // No date, or words that only look like one.
  row('Math homework', 'Math homework', 'Homework', null),
  row('Finish reading Of Mice and Men', 'Finish reading Of Mice and Men', 'Reading', null),
  row('History timeline', 'History timeline', 'Homework', null),
  row('2) Calc review packet', 'Calc review packet', 'Homework', null, 'calc'),
  row('[ ] physics problem set', 'Physics problem set', 'Homework', null, 'phys'),
  row(
    'Read the latest article on elections',
    'Read the latest article on elections',
    'Reading',
    null,
  ),
  row('Chemistry final', 'Chemistry final', 'Test', null, 'chem'),
];
