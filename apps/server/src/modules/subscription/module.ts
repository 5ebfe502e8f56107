import { serverModule } from '../server-module';
import { subscriptionRepository } from './subscription-repository';
import { subscriptionRoutes } from './subscription-routes';

// The plan belongs to the account: clear all and restore leave it alone.
export const subscriptionModule = serverModule({
  name: 'subscription',
  repositories: { subscriptions: subscriptionRepository },
  routes: subscriptionRoutes,
  realtime: null,
  clearAll: null,
  backup: null,
});
