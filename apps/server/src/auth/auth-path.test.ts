import { describe, expect, it } from 'vitest';
import { SIGN_IN_SPELLINGS } from '../../test/sign-in-spellings';
import { authPath, routePattern } from './auth-path';

const SIGN_IN = '/api/auth/sign-in/email';

describe('authPath', () => {
  it('passes the plain spelling of a path, with or without a query', () => {
    expect(authPath(SIGN_IN)).toEqual({ canonical: SIGN_IN, exact: true });
    expect(authPath('/api/auth/verify-email?token=a.b%2Fc&callbackURL=%2F')).toEqual({
      canonical: '/api/auth/verify-email',
      exact: true,
    });
    expect(authPath('/api/auth/reset-password/AbC123xyz')?.exact).toBe(true);
  });

  it.each([
    ...SIGN_IN_SPELLINGS,
    '/api/auth/sign-in;x/email',
    '/api/auth/sign-in%2femail',
    '/api/auth\\sign-in/email',
    '/api/auth/sign-in/em\tail',
    '/api/auth/foo/../../auth/sign-in/email',
  ])('reads %s as the sign-in path, spelled differently', (raw) => {
    expect(authPath(raw)).toEqual({ canonical: SIGN_IN, exact: false });
  });

  it('keeps case but marks other characters and paths outside /api/auth as not exact', () => {
    expect(authPath('/api/auth/SIGN-IN/email')).toEqual({
      canonical: '/api/auth/SIGN-IN/email',
      exact: true,
    });
    expect(authPath('/api/auth/sign-in/email#x')?.exact).toBe(false);
    expect(authPath('/api/auth/sign-in/e:mail')?.exact).toBe(false);
    expect(authPath('/api/auth/../other')).toEqual({ canonical: '/api/other', exact: false });
    expect(authPath('/api/auth')?.exact).toBe(false);
    expect(authPath('http://example.org/api/auth/sign-in/email')?.exact).toBe(false);
  });

  it('gives up on broken escapes and very long paths', () => {
    expect(authPath('/api/auth/sign-in/%E0%A4%A')).toBeUndefined();
    expect(authPath('/api/auth/%ZZ')).toBeUndefined();
    expect(authPath(`/api/auth/${'a/'.repeat(1000)}`)).toBeUndefined();
  });
});

describe('routePattern', () => {
  const routes = ['/api/auth/sign-in/email', '/api/auth/callback/:id', '/api/auth/sign-out'];

  it('finds the route whatever the case, with parameters matching one segment', () => {
    expect(routePattern('/api/auth/SIGN-IN/Email', routes)).toBe('/api/auth/sign-in/email');
    expect(routePattern('/api/auth/callback/apple', routes)).toBe('/api/auth/callback/:id');
    expect(routePattern('/api/auth/callback/apple/x', routes)).toBeUndefined();
    expect(routePattern('/api/auth/sign-in', routes)).toBeUndefined();
  });
});
