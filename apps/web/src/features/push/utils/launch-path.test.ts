import { describe, expect, it } from 'vitest';
import { launchPath } from './launch-path';

const phone = { screenWidth: 390, screenHeight: 844, hasTouch: true };
const phoneLandscape = { screenWidth: 844, screenHeight: 390, hasTouch: true };
const tablet = { screenWidth: 820, screenHeight: 1180, hasTouch: true };
const laptop = { screenWidth: 1440, screenHeight: 900, hasTouch: false };
const narrowWindowDesktop = { screenWidth: 700, screenHeight: 500, hasTouch: false };

describe('launchPath', () => {
  it.each([
    ['a phone', phone, null, '/mobile'],
    ['a phone held sideways', phoneLandscape, null, '/mobile'],
    ['a tablet (moved to /tablet by the device rules)', tablet, null, '/dashboard'],
    ['a laptop', laptop, null, '/dashboard'],
    ['a small screen without touch', narrowWindowDesktop, null, '/dashboard'],
    ['a phone opening an assignment', phone, '/assignments?open=a1', '/mobile/assignments?open=a1'],
    ['a laptop opening an assignment', laptop, '/assignments?open=a1', '/assignments?open=a1'],
    ['a phone opening a phone path', phone, '/mobile/dashboard', '/mobile/dashboard'],
    ['another site', laptop, 'https://evil.example/', '/dashboard'],
    ['a protocol-relative address', phone, '//evil.example/x', '/mobile'],
    ['itself', laptop, '/launch?to=/launch', '/dashboard'],
  ] as const)('sends %s to the right screen', (_name, screen, to, expected) => {
    expect(launchPath({ ...screen, to })).toBe(expected);
  });
});
