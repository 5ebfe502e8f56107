import { planOfTier, type PlanType } from '@assignd/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePublicConfig } from '@/features/auth/api/use-public-config';
import { useSubscription } from '../api/subscription';
import { dashboardPathFor, routeMode } from '@/lib/device-mode';
import { readDeviceSignals } from '@/lib/device-signals';
import { notify } from '@/lib/notify';
import { useStartCheckout } from '../api/billing';
import { useProAccess } from '../public/use-pro-access';
import { billingErrorText, CHECKOUT_FAILED } from '../utils/billing-errors';
import { checkoutReturnOf, opensInNewWindow } from '../utils/plans';
import { followUrl, openPendingTab } from '../utils/browser-tab';
import { billingKeys } from '../api/query-keys';

/** Spec 9: the upgraded view shows this long before the dashboard. */
const UPGRADED_REDIRECT_MS = 1500;

/** /pro and /tablet/pro: the plans, the return from a checkout, and choosing a plan. */
export function useProScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const access = useProAccess();
  const config = usePublicConfig();
  const subscription = useSubscription();
  const checkout = useStartCheckout();
  const checkoutReturn = checkoutReturnOf(location.search);
  const dashboard = dashboardPathFor(routeMode(location.pathname));

  useEffect(() => {
    if (checkoutReturn !== 'success') return;
    void client.invalidateQueries({ queryKey: billingKeys.subscription });
    const timer = setTimeout(
      () => void navigate(dashboard, { replace: true }),
      UPGRADED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [checkoutReturn, client, navigate, dashboard]);

  const choose = (planType: PlanType) => {
    const tab = opensInNewWindow(readDeviceSignals(location)) ? openPendingTab() : null;
    checkout.mutate(planType, {
      onSuccess: ({ url }) => (tab ? tab.go(url) : followUrl(url, navigate)),
      onError: (error) => {
        tab?.close();
        notify.error('Checkout Error', { description: billingErrorText(error, CHECKOUT_FAILED) });
      },
    });
  };

  const tier = subscription.data?.subscriptionTier;
  return {
    access,
    /** With billing off nothing is sold: /pro sends the student to the dashboard. */
    notSold: !access.checking && !access.sellsPro,
    dashboard,
    checkoutReturn,
    currentPlan: access.subscribed && tier ? planOfTier(tier) : undefined,
    subscription: subscription.data,
    choose,
    choosing: checkout.isPending ? checkout.variables : null,
    /** Named among Pro's features only where this server can deliver it. */
    googleCalendarSync: config.data?.googleCalendarSync === true,
  };
}

export type ProScreen = ReturnType<typeof useProScreen>;
