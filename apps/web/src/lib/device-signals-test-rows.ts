import type { DeviceSignals } from './device-mode';

/** The device tests' signals: a wide screen without touch showing /dashboard in a browser, with `changes` applied. */
export const signalsOf = (changes: Partial<DeviceSignals> = {}): DeviceSignals => ({
  pathname: '/dashboard',
  search: '',
  isNative: false,
  width: 1280,
  hasTouch: false,
  ...changes,
});
