import { toastError } from '@/api/mutation-helpers';
import { notify } from '@/lib/notify';
import { errorMessage } from '../api/ai';
import { useChatTest } from '../api/chat';

/* Spec 8, AI. */
const PASSED = 'AI functions are working correctly!';
const failed = (message: string) => `AI Test Failed: ${message}`;

// A message alone is the connection test (spec 7, ai-study-assistant).
const TEST_MESSAGE = 'Hello! Are you working?';

/** The Test AI Connection button: one chat call, and a toast saying whether it answered. */
export function useConnectionTest() {
  const test = useChatTest();
  return {
    testing: test.isPending,
    run: () =>
      test.mutate(TEST_MESSAGE, {
        onSuccess: () => notify.success(PASSED),
        onError: (error) => toastError(error, undefined, failed(errorMessage(error, 'No answer'))),
      }),
  };
}
