import type { QueryKey } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import type { ComponentType } from 'react';
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

export interface ShellStatusProps {
  /** The desktop and tablet sidebar, or the top bar (the phone, and narrow desktop and tablet). */
  placement: 'sidebar' | 'top-bar';
  /** The sidebar shows icons only. */
  collapsed: boolean;
  /** Called after a link is followed, e.g. to close the drawer. */
  onNavigate?: () => void;
}

/** What a capability keeps on screen beyond its pages (the focus timer's time left). */
interface ShellParts {
  /** A small status the sidebar and the top bar show on every signed-in page. */
  status: ComponentType<ShellStatusProps>;
  /** Mounted once behind every signed-in page, on every device. */
  effects: ComponentType;
}

export interface WebModule {
  name: string;
  routes: ModuleRoutes;
  navigation: NavigationEntry | null;
  /** The tablet top bar's title on this capability's tablet pages. */
  tabletTitle: string | null;
  /**
   * The cache keys the capability's hooks read (its api/query-keys.ts), each under its own name;
   * {} when it caches nothing of its own.
   */
  queryKeys: Readonly<Record<string, QueryKey>>;
  /**
   * How a realtime change to each of the capability's tables updates the cache. Each rule's key
   * is one of `queryKeys` (defineModule checks), so a change never lands in a cache nothing reads.
   */
  realtime: Partial<Record<RealtimeTable, RealtimeRule>>;
  /** Optional: only a capability that lives on beyond its pages has shell parts. */
  shell?: ShellParts;
}

/** The keys a manifest declares, each as its literal type (`readonly ['events']`). */
type OwnKey<M extends WebModule> = M['queryKeys'][keyof M['queryKeys']];

/**
 * Keeps the manifest's literal types, so the app can check that every realtime table has a rule,
 * and fails the type check on a realtime rule whose key is not one the capability declares.
 */
export function defineModule<const M extends WebModule>(
  module: M & { realtime: Partial<Record<RealtimeTable, { key: OwnKey<M> }>> },
): M {
  return module;
}
