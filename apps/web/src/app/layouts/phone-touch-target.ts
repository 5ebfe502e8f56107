/** 44px: the smallest touch target the platform guidelines allow. */
export const TOUCH_TARGET =
  'flex min-h-11 min-w-11 cursor-pointer items-center rounded-lg focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none';
