import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showSubmitError } from './mutation-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

const FIELDS = ['currentPassword', 'newPassword'] as const;

describe('showSubmitError', () => {
  it.each([
    {
      case: 'a refusal naming a field goes under it',
      error: new ApiError(400, 'currentPassword: Password is incorrect'),
      field: ['currentPassword', 'Password is incorrect'],
      toast: null,
    },
    {
      case: 'a refusal naming no field of the form is a toast in its words',
      error: new ApiError(403, 'Please sign in again to change your e-mail.'),
      field: null,
      toast: 'Please sign in again to change your e-mail.',
    },
    {
      case: 'a failure that is no refusal is the fallback toast',
      error: new TypeError('Failed to fetch'),
      field: null,
      toast: 'Failed to change password. Please try again.',
    },
    {
      case: 'an expired session shows nothing more',
      error: new ApiError(401, 'x'),
      field: null,
      toast: null,
    },
    { case: 'offline shows nothing more', error: new OfflineError(), field: null, toast: null },
  ])('$case', ({ error, field, toast }) => {
    const toasts = vi.spyOn(notify, 'error');
    const setError = vi.fn();
    showSubmitError(error, FIELDS, setError, 'Failed to change password. Please try again.');
    expect(setError.mock.calls).toEqual(
      field ? [[field[0], { message: field[1] }, { shouldFocus: true }]] : [],
    );
    expect(toasts.mock.calls).toEqual(toast ? [[toast]] : []);
  });
});
