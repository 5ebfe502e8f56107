import { serverModule } from '../../platform/server-module';
import { closeStripeCustomer } from './close-stripe-customer';
import { billingRoutes } from './billing-routes';
import { stripeWebhookRoutes } from './stripe-webhook-routes';
import { checkoutRepository } from './checkout-repository';
import { subscriptionRepository } from './subscription-repository';

// The plan belongs to the account: clear all and restore leave it alone.
export const billingModule = serverModule({
  name: 'billing',
  repositories: { subscriptions: subscriptionRepository, checkouts: checkoutRepository },
  routes: billingRoutes,
  pro: null,
  publicRoutes: stripeWebhookRoutes,
  realtime: null,
  quota: null,
  clearAll: { skipped: 'a plan is not planner data: it outlives Clear All' },
  backup: null,
  jobs: null,
  follows: null,
  accountDeletion: { required: true, run: closeStripeCustomer },
  sessionReplaced: null,
});
