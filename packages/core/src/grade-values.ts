/*
 * The values grades are spoken in (issue 30), apart from the rules in grades.ts: the contract and
 * the app's first load name them, and a module is bundled whole, so the rules would come along.
 */

export const LETTERS = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D+', 'D', 'D-', 'F'] as const;
export type Letter = (typeof LETTERS)[number];

/** The lowest percent of each letter from A to D-, strictly decreasing; below the last is F. */
export type GradeScale = readonly number[];
export const DEFAULT_GRADE_SCALE: GradeScale = [93, 90, 87, 83, 80, 77, 73, 70, 67, 63, 60];

/** A class's level: AP covers IB too. */
export const CLASS_LEVELS = ['regular', 'honors', 'ap'] as const;
export type ClassLevel = (typeof CLASS_LEVELS)[number];

/** The most points a grade can have, earned or possible; the top of the search for what is needed. */
export const POINTS_MAX = 100_000;
