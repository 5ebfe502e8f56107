import { describe, expect, it } from 'vitest';
import { isPushService } from './push-endpoint';

const HOSTS = ['fcm.googleapis.com', 'push.apple.com', 'relay.school.example:8443', '127.0.0.1:*'];

describe('a push endpoint', () => {
  it.each([
    ['https://fcm.googleapis.com/fcm/send/abc', true],
    ['https://fcm.googleapis.com:443/fcm/send/abc', true],
    ['https://web.push.apple.com/QG9', true],
    ['https://fcm.googleapis.com:8443/fcm/send/abc', false],
    ['https://web.push.apple.com:22/QG9', false],
    ['https://relay.school.example:8443/p/1', true],
    ['https://relay.school.example/p/1', false],
    ['https://127.0.0.1:41234/push/1', true],
    ['https://evilfcm.googleapis.com.example/x', false],
    ['https://googleapis.com/x', false],
    ['http://fcm.googleapis.com/fcm/send/abc', false],
    ['https://999.1', false],
  ])('%s is a push service: %s', (endpoint, expected) => {
    expect(isPushService(endpoint, HOSTS)).toBe(expected);
  });
});
