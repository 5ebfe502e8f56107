import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { pathInMode, routeMode } from '@/lib/device-mode';

/**
 * Turns a desktop address into the same page of the route tree the student is in, so pages shared
 * by desktop and tablet (and the phone's class links) never drop a tablet user onto the desktop.
 */
export function useAppPath(): (path: string) => string {
  const { pathname } = useLocation();
  const mode = routeMode(pathname);
  return useCallback((path: string) => pathInMode(mode, path), [mode]);
}
