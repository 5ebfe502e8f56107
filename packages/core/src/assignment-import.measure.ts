import { expect, it } from 'vitest';
import { parseAssignmentText, type ImportedAssignment } from './assignment-import';
import { PHRASE_CASES, type PhraseCase, STUDENT_CLASSES } from './assignment-import-cases';
import { HELD_OUT_CASES } from './assignment-import-held-out';
import { quickAddParser } from './assignment-quick-add';
import { localDateTimeToInstant } from './calendar';

/*
 * The figures issue 13 asks for, printed by `npm run measure:import`: fields right / total on the
 * phrase tables and the time per call. It asserts no time, which depends on the machine.
 */

const ZONE = 'America/New_York';
const NOW = new Date('2026-11-24T15:00:00Z');
const FIELDS = ['title', 'category', 'dueDate', 'classId'] as const;
const ROUNDS = 10;
// The core is typed without DOM or Node globals; every runtime its tests run in has a console.
const { console: out } = globalThis as unknown as { console: { info: (text: string) => void } };

function fieldsRight(found: ImportedAssignment | undefined, phrase: PhraseCase): number {
  const want = {
    title: phrase.title,
    category: phrase.category,
    dueDate: phrase.due ? localDateTimeToInstant(...phrase.due, ZONE).toISOString() : null,
    classId: phrase.classId,
  };
  return FIELDS.filter((field) => found?.[field] === want[field]).length;
}

function measure(cases: readonly PhraseCase[]) {
  const context = { now: NOW, timeZone: ZONE, classes: STUDENT_CLASSES };
  const right = cases.reduce(
    (sum, phrase) => sum + fieldsRight(parseAssignmentText(phrase.line, context)[0], phrase),
    0,
  );
  const start = Date.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const phrase of cases) parseAssignmentText(phrase.line, context);
  }
  const perCall = (Date.now() - start) / (ROUNDS * cases.length);
  return { right, total: cases.length * FIELDS.length, perCall };
}

it('measures the built-in import on the phrase tables', () => {
  const lines: string[] = [];
  for (const [name, cases] of [
    ['phrase table', PHRASE_CASES],
    ['held-out', HELD_OUT_CASES],
  ] as const) {
    const { right, total, perCall } = measure(cases);
    lines.push(
      `${name}: ${cases.length} lines, fields right ${right}/${total}, ${perCall.toFixed(3)} ms per line`,
    );
    expect(right).toBeLessThanOrEqual(total);
  }

  const parse = quickAddParser(STUDENT_CLASSES);
  const start = Date.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const phrase of PHRASE_CASES) parse(phrase.line, { now: NOW, timeZone: ZONE });
  }
  const perKeystroke = (Date.now() - start) / (ROUNDS * PHRASE_CASES.length);
  lines.push(`quick add: ${perKeystroke.toFixed(3)} ms per parse (one keystroke)`);
  out.info(lines.join('\n'));
});
