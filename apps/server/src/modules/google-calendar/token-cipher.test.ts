import { describe, expect, it } from 'vitest';
import { tokenCipher } from './token-cipher';

const SECRET = 'a-server-secret-of-at-least-32-characters';
const MAYA = '7f1c0a52-0d7e-4b1e-9d1a-2f0d7c1e9a10';
const EVE = '0b9e3c1a-5c2d-4e7f-8a6b-1d2c3e4f5a6b';

describe('tokenCipher', () => {
  it('opens what it sealed, and seals the same token differently each time', () => {
    const cipher = tokenCipher(SECRET);
    const sealed = cipher.seal(MAYA, '1//refresh-token');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('refresh-token');
    expect(cipher.open(MAYA, sealed)).toBe('1//refresh-token');
    expect(cipher.seal(MAYA, '1//refresh-token')).not.toBe(sealed);
  });

  it.each([
    ["another student's row", (sealed: string) => tokenCipher(SECRET).open(EVE, sealed)],
    ['another server secret', (sealed: string) => tokenCipher(`${SECRET}!`).open(MAYA, sealed)],
    [
      'a changed ciphertext',
      (sealed: string) => tokenCipher(SECRET).open(MAYA, sealed.replace(/\.(.)/, '.A$1')),
    ],
    ['text that was never sealed', () => tokenCipher(SECRET).open(MAYA, 'ya29.plain-token')],
  ])('does not open under %s', (_case, open) => {
    expect(open(tokenCipher(SECRET).seal(MAYA, 'ya29.access'))).toBeNull();
  });
});
