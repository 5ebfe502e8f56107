import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, OfflineError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { showSubmitError } from './mutation-helpers';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('showSubmitError', () => {
  it.each([
    {
      case: "a refusal whose field is one of the form's goes under it, without the field's name",
      error: new ApiError(400, 'currentPassword: Password is incorrect', 'currentPassword'),
      field: ['currentPassword', 'Password is incorrect'],
      toast: null,
    },
    {
      case: 'the field comes from the answer, not from the words',
      error: new ApiError(400, 'Password is incorrect', 'newPassword'),
      field: ['newPassword', 'Password is incorrect'],
      toast: null,
    },
    {
      case: 'words that look like a field name without a field are a toast',
      error: new ApiError(400, 'currentPassword: Password is incorrect'),
      field: null,
      toast: 'currentPassword: Password is incorrect',
    },
    {
      case: 'a field the form does not have is a toast in the server words',
      error: new ApiError(400, 'token: This delete is not yours to undo', 'token'),
      field: null,
      toast: 'token: This delete is not yours to undo',
    },
    {
      case: 'a refusal naming no field is a toast in its words',
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
    const form = {
      getValues: () => ({ currentPassword: '', newPassword: '' }),
      setError: vi.fn(),
    };
    showSubmitError(error, form, 'Failed to change password. Please try again.');
    expect(form.setError.mock.calls).toEqual(
      field ? [[field[0], { message: field[1] }, { shouldFocus: true }]] : [],
    );
    expect(toasts.mock.calls).toEqual(toast ? [[toast]] : []);
  });

  it('finds a nested field by its dotted name', () => {
    const form = { getValues: () => ({ periods: [{ start: '' }] }), setError: vi.fn() };
    showSubmitError(new ApiError(400, 'periods.0.start: Too early', 'periods.0.start'), form, 'x');
    expect(form.setError).toHaveBeenCalledWith(
      'periods.0.start',
      { message: 'Too early' },
      { shouldFocus: true },
    );
  });
});
