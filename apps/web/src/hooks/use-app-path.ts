import { createContext, useCallback, useContext } from 'react';
import { useLocation } from 'react-router';
import { pathInMode, routeMode, type DeviceSections } from '@/lib/device-mode';

/** The app shell provides the sections its manifests declare; the empty default keeps paths. */
export const DeviceSectionsContext = createContext<DeviceSections>({
  tablet: new Set(),
  mobile: new Set(),
});

/**
 * Turns a desktop address into the same page of the route tree the student is in, so pages shared
 * by desktop and tablet (and the phone's class links) never drop a tablet user onto the desktop.
 */
export function useAppPath(): (path: string) => string {
  const { pathname } = useLocation();
  const mode = routeMode(pathname);
  const sections = useContext(DeviceSectionsContext);
  return useCallback((path: string) => pathInMode(mode, path, sections), [mode, sections]);
}
