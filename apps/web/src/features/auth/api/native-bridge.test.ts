import { describe, expect, it } from 'vitest';
import { readNativeResult } from './native-bridge';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
const FULL_ANSWER = {
  success: true,
  identityToken: TOKEN,
  authorizationCode: 'c1',
  userIdentifier: '001.abc',
  email: 'ada@example.com',
  fullName: { givenName: 'Ada', familyName: 'Okafor' },
  error: null,
};

describe('readNativeResult', () => {
  it.each([
    ['a full Apple answer', FULL_ANSWER, FULL_ANSWER],
    [
      'the same answer as JSON text',
      JSON.stringify({ success: true, authorizationCode: 'c2' }),
      { success: true, authorizationCode: 'c2' },
    ],
    [
      'a failure',
      { success: false, error: 'The user canceled the authorization' },
      { success: false, error: 'The user canceled the authorization' },
    ],
    ['a success that is not the boolean true', { success: 'yes' }, { success: false }],
    [
      'fields of the wrong type or size, as absent',
      { success: true, identityToken: 42, email: 'x'.repeat(300), fullName: 'Ada Okafor' },
      { success: true, identityToken: null, email: null, fullName: null },
    ],
    [
      'text that is not JSON',
      'not json',
      { success: false, error: 'The app sent an unreadable result' },
    ],
    ['nothing', undefined, { success: false, error: 'The app sent an unreadable result' }],
    ['a list', [true], { success: false, error: 'The app sent an unreadable result' }],
  ])('reads %s', (_case, raw, expected) => {
    expect(readNativeResult(raw)).toEqual(expected);
  });
});
