import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type AuthMode = 'signin' | 'signup' | 'forgot';

function modeOf(value: string | null): AuthMode {
  return value === 'signup' || value === 'forgot' ? value : 'signin';
}

/** The auth screen's state lives in the URL, so Get Started can link straight to sign-up. */
export function useAuthMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode = modeOf(searchParams.get('mode'));
  const token = searchParams.get('token');
  const error = searchParams.get('error');
  const errorDescription = searchParams.get('error_description');
  const provider = searchParams.get('provider');

  const setMode = useCallback(
    (next: AuthMode) => {
      setSearchParams(next === 'signin' ? {} : { mode: next }, { replace: true });
    },
    [setSearchParams],
  );

  const showInvalidLink = useCallback(() => {
    setSearchParams({ mode: 'forgot', error: 'INVALID_TOKEN' }, { replace: true });
  }, [setSearchParams]);

  return { mode, token, error, errorDescription, provider, setMode, showInvalidLink };
}
