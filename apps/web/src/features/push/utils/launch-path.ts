/** Narrower than this on its short side, a touch screen is a phone (the app's phone breakpoint). */
const PHONE_MAX_SIDE = 768;

export interface LaunchSignals {
  /** The `to` of /launch?to=: an app path a notification opens, if any. */
  to: string | null;
  /** The screen's sides in CSS pixels: the short one tells a phone in landscape apart too. */
  screenWidth: number;
  screenHeight: number;
  hasTouch: boolean;
}

/**
 * Where the installed app opens (its start URL is /launch, and a notification tapped with no
 * window open goes to /launch?to=<path>): a phone's own screens under /mobile, the desktop's
 * elsewhere. A tablet gets the desktop address, which the app's device rules move to /tablet.
 */
export function launchPath({ to, screenWidth, screenHeight, hasTouch }: LaunchSignals): string {
  const target = to && /^\/(?![/\\])\S*$/.test(to) && !to.startsWith('/launch') ? to : null;
  const phone = hasTouch && Math.min(screenWidth, screenHeight) < PHONE_MAX_SIDE;
  if (!phone) return target ?? '/dashboard';
  if (!target || target === '/') return '/mobile';
  return /^\/(mobile|tablet)(\/|$)/.test(target) ? target : `/mobile${target}`;
}
