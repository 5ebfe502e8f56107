import { categoryMatch } from './assignment-import-words';

/*
 * Whether a pasted line names a piece of work. A line with no date that names none is not an
 * assignment: a syllabus's title ('AP Chemistry – Unit 5 Syllabus (Mr. Patel)'), a teacher's
 * name, a room (issue 28).
 */

// What students are asked to do, and what they hand in, beside the words of the categories
// (quiz, test, essay, worksheet, reading...). Whole words, any case.
const TASK_WORDS = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${[
    // Doing.
    're-?read|write|re-?write|finish|complete|re-?do|submit|turn in|hand in|study|review',
    'revise|prepare|prep|practi[cs]e|answer|watch|memori[sz]e|learn|bring|print|sign|upload',
    'e-?mail|edit|research|create|make|draw|solve|annotate|outline|present|fill (?:in|out)|take',
    'correct|translate|summari[sz]e|draft|record|build|design|collect|return|post|respond|listen',
    'label|practicing|studying|work on',
    // Handing in.
    'due|deadline|assignments?|problem sets?|psets?|packets?|reports?|timelines?|notes|outlines?',
    'drafts?|labs?|pages?|pp|pgs?|study guides?|vocab(?:ulary)?|flashcards?|journals?|logs?',
    'responses?|summar(?:y|ies)|slides?|videos?|portfolios?|diagrams?|maps?|models?|proposals?',
    'write-?ups?|corrections?|assessments?|speech(?:es)?|debates?|recitals?|performances?',
    'interviews?|surveys?|forms?|slips?|reflections?|discussions?|annotations?|analys[ie]s',
    'critiques?|bibliograph(?:y|ies)|sketch(?:es)?|drawings?|poems?|stor(?:y|ies)|letters?',
    'classwork|coursework|tasks?|to-?dos?|checks?',
  ].join('|')})(?![\\p{L}\\p{N}])`,
  'iu',
);

/** Whether a line names something to do or hand in ('Stoichiometry worksheet', 'Bring goggles'). */
export function namesTask(line: string): boolean {
  return categoryMatch(line) !== null || TASK_WORDS.test(line);
}
