import { backupFileSchema } from '@assignd/schemas';
import { describe, expect, it } from 'vitest';
import { readBackup } from './backup-reader';
import type { HttpError } from './http';

/** What readBackup answers: the contents, or the field its 400 names ('' for none). */
async function read(text: string) {
  try {
    return { contents: await readBackup(text) };
  } catch (error) {
    const refusal = error as HttpError;
    expect(refusal.statusCode).toBe(400);
    return { refused: refusal.field ?? '' };
  }
}

describe('reading a backup a few rows at a time', () => {
  it.each([
    '{"assignments":[]}',
    ' { "assignments" : [ ] , "version" : "1.0" } ',
    '{"classes":[{"name":"Ma]th \\" [{"}],"assignments":[{"title":"A\\\\"},{"title":"B"}]}',
    '{"assignments":[{"title":"Old"}],"assignments":[{"title":"New"}]}',
    '{"junk":[1,"x",[2]],"classes":[{"name":"Art","days_of_week":[3,1]}]}',
    '{"schedule":[{"type":"weekly","days":{"1":[]}}],"exportDate":"2026-01-01T00:00:00Z"}',
  ])('reads %s exactly as the whole-file schema does', async (text) => {
    const expected = backupFileSchema.parse(JSON.parse(text));
    expect(await read(text)).toEqual({ contents: expected });
  });

  it.each([
    ['a trailing comma in a list', '{"assignments":[{"title":"A"},]}', ''],
    ['a leading comma in a list', '{"assignments":[,{"title":"A"}]}', ''],
    [
      'two values without a comma',
      '{"assignments":[{"title":"A"} {"title":"B"}]}',
      'assignments.0',
    ],
    ['a missing colon', '{"assignments" [{"title":"A"}]}', ''],
    ['text after the object', '{"assignments":[]} x', ''],
    ['an unclosed list', '{"assignments":[{"title":"A"}', ''],
    ['a mismatched bracket', '{"assignments":[{"title":"A"]]}', 'assignments.0'],
    ['a list at the root', '[{"title":"A"}]', ''],
    ['an object where a list belongs', '{"assignments":{"title":"A"}}', 'assignments'],
    ['a bad escape in a row', '{"assignments":[{"title":"\\x"}]}', 'assignments.0'],
    ['a wrong row', '{"assignments":[{"title":"A"},{"title":""}]}', 'assignments.1.title'],
    ['a prototype key at the root', '{"assignments":[],"__proto__":{}}', '__proto__'],
    ['17 fields at the root', `{"assignments":[]${',"k":0'.repeat(16)}}`, ''],
  ])('refuses %s', async (_case, text, field) => {
    expect(JSON.stringify(await read(text))).toBe(JSON.stringify({ refused: field }));
  });
});
