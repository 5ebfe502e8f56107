import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import { useFinishCheckout, useLocalCheckout } from '../api/billing';
import { billingErrorText, CHECKOUT_FAILED } from '../utils/billing-errors';
import { followUrl } from '../utils/browser-tab';

/** /billing/checkout/:checkoutId: the plan being bought here, and Activate Pro or Back. */
export function useCheckoutScreen(checkoutId: string) {
  const navigate = useNavigate();
  const checkout = useLocalCheckout(checkoutId);
  const finish = useFinishCheckout(checkoutId);

  const act = (action: 'confirm' | 'cancel') =>
    finish.mutate(action, {
      onSuccess: ({ url }) => followUrl(url, navigate),
      onError: (error) => {
        notify.error('Checkout Error', { description: billingErrorText(error, CHECKOUT_FAILED) });
        // Used or expired meanwhile (another tab): show it as such.
        void checkout.refetch();
      },
    });

  const missing = checkout.error instanceof ApiError && [400, 404].includes(checkout.error.status);
  return {
    checkout: checkout.data,
    loading: checkout.isPending,
    /** No such checkout for this student (a wrong or someone else's link). */
    missing,
    loadFailed: checkout.isError && !missing,
    retry: () => void checkout.refetch(),
    activate: () => act('confirm'),
    back: () => act('cancel'),
    pending: finish.isPending ? finish.variables : null,
  };
}
