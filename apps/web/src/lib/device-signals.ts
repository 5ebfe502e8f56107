import type { DeviceSignals } from './device-mode';

interface NativeBridgeWindow {
  webkit?: { messageHandlers?: { signInWithGoogle?: unknown; signInWithApple?: unknown } };
}

/** The native shell announces itself through the sign-in message handlers it injects (spec 9). */
function isNativeShell(): boolean {
  const handlers = (window as NativeBridgeWindow).webkit?.messageHandlers;
  return Boolean(handlers?.signInWithGoogle ?? handlers?.signInWithApple);
}

/** What this browser tells about itself, for the pure rules in device-mode.ts. */
export function readDeviceSignals(location: { pathname: string; search: string }): DeviceSignals {
  return {
    pathname: location.pathname,
    search: location.search,
    isNative: isNativeShell(),
    width: window.innerWidth,
    hasTouch: navigator.maxTouchPoints > 0 || window.matchMedia('(pointer: coarse)').matches,
  };
}
