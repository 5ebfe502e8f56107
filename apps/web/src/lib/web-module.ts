import type { LucideIcon } from 'lucide-react';
import type { RealtimeRule, RealtimeTable } from '@/api/realtime-changes';
import type { PreloadableComponent } from './lazy-with-preload';

/*
 * What a capability declares to the app shell (docs/adding-a-module.md). Every key is required, so
 * a manifest that forgets one (a device's routes, the navigation entry, the tablet title, the
 * realtime rules) fails the type check; a part a capability does not have is spelled null or {}.
 */

export interface ModuleRoute {
  /** Inside the device's route tree, without a leading slash; '' is the tree's index. */
  path: string;
  page: PreloadableComponent<object>;
}

interface ModuleRoutes {
  /** The signed-in pages at /. */
  desktop: readonly ModuleRoute[] | null;
  /** The signed-in pages at /tablet. */
  tablet: readonly ModuleRoute[] | null;
  /** The signed-in pages at /mobile. */
  mobile: readonly ModuleRoute[] | null;
  /** Pages under the public header and footer, signed in or not (the documents). */
  public: readonly ModuleRoute[] | null;
}

export interface NavigationEntry {
  label: string;
  icon: LucideIcon;
  /** Position in the desktop and tablet sidebar and the phone drawer, smallest first. */
  order: number;
  /** The desktop address; the tablet and the phone put their prefix in front. */
  path: string;
  /** Other desktop addresses that light up the same entry. */
  aliases: readonly string[];
  /** Listed in the phone's drawer too. */
  phone: boolean;
}

export interface WebModule {
  name: string;
  routes: ModuleRoutes;
  navigation: NavigationEntry | null;
  /** The tablet top bar's title on this capability's tablet pages. */
  tabletTitle: string | null;
  /** How a realtime change to each of the capability's tables updates the cache. */
  realtime: Partial<Record<RealtimeTable, RealtimeRule>>;
}

/** Keeps the manifest's literal types, so the app can check that every realtime table has a rule. */
export function defineModule<const M extends WebModule>(module: M): M {
  return module;
}
