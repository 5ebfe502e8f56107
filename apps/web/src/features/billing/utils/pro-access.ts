import type { BillingProvider } from '@assignd/core';

/** Whether Pro is open to this student, and what the app may offer them to buy. */
export interface ProAccess {
  /** Pro features are open: billing is off on this server, or the plan check says subscribed. */
  isPro: boolean;
  /** The student holds a paid plan (there is a subscription to manage). */
  subscribed: boolean;
  /** This server sells Pro; false while /api/config is unanswered and when billing is off. */
  sellsPro: boolean;
  /** 'Pro Plan' or 'Student' under the name (spec 2); null when nothing is sold here. */
  label: string | null;
  /** True until the answers needed to decide have arrived. */
  checking: boolean;
  /** Upgrade to Pro is offered: Pro is sold here and this student does not have it. */
  canUpgrade: boolean;
}

interface Answers {
  /** GET /api/config's billing; undefined while it loads or when it failed. */
  billing: BillingProvider | undefined;
  configPending: boolean;
  subscription: { subscribed: boolean | undefined; isError: boolean; isPending: boolean };
}

/**
 * The web's one Pro rule, matching the server's hasProAccess: everything when billing is off,
 * else the plan check, where any failure means the free plan (spec 4). A failed /api/config is
 * read as a server that sells Pro, the default, so a paying student is never hidden their plan.
 */
export function proAccessOf({ billing, configPending, subscription }: Answers): ProAccess {
  const off = billing === 'off';
  const subscribed = !subscription.isError && subscription.subscribed === true;
  const isPro = off || subscribed;
  const sellsPro = !configPending && !off;
  const checking = configPending || (!off && subscription.isPending);
  return {
    isPro,
    subscribed: !off && subscribed,
    sellsPro,
    label: off || configPending ? null : subscribed ? 'Pro Plan' : 'Student',
    checking,
    canUpgrade: sellsPro && !checking && !subscribed,
  };
}
