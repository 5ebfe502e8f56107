import type { RealtimeRules, RealtimeTable } from '@/api/realtime-changes';
import { accountModule } from '@/features/account/manifest';
import { aiModule } from '@/features/ai/manifest';
import { assignmentsModule } from '@/features/assignments/manifest';
import { billingModule } from '@/features/billing/manifest';
import { classesModule } from '@/features/classes/manifest';
import { eventsModule } from '@/features/events/manifest';
import { focusModule } from '@/features/focus/manifest';
import { gradesModule } from '@/features/grades/manifest';
import { legalModule } from '@/features/legal/manifest';
import { plannerDataModule } from '@/features/planner-data/manifest';
import { profileModule } from '@/features/profile/manifest';
import { pushModule } from '@/features/push/manifest';
import { remindersModule } from '@/features/reminders/manifest';
import { scheduleModule } from '@/features/schedule/manifest';
import { studyModule } from '@/features/study/manifest';
import { termsModule } from '@/features/terms/manifest';
import type { DeviceSections } from '@/lib/device-mode';
import type { ModuleRoute, NavigationEntry, WebModule } from '@/lib/web-module';
import { calendarModule } from '@/screens/calendar/manifest';
import { dashboardModule } from '@/screens/dashboard/manifest';
import { settingsModule } from '@/screens/settings/manifest';

/*
 * The one list of the app's capabilities. The route trees, both navigation lists, the tablet
 * titles, the device sections and the realtime rules are all read from it, so a capability is
 * added here and in its own folder only (docs/adding-a-module.md).
 */
const MODULES = [
  dashboardModule,
  assignmentsModule,
  classesModule,
  calendarModule,
  eventsModule,
  focusModule,

  scheduleModule,
  settingsModule,
  profileModule,
  accountModule,
  plannerDataModule,
  legalModule,
  billingModule,
  studyModule,
  aiModule,
  pushModule,
  remindersModule,
  termsModule,
  gradesModule,
] as const;

/** The same list, read through the common type. */
const modules: readonly WebModule[] = MODULES;

type Device = keyof WebModule['routes'];

export function routesFor(device: Device): ModuleRoute[] {
  return modules.flatMap((module) => module.routes[device] ?? []);
}

/** The shell parts of the capabilities that have them, keyed by the capability's name. */
export const SHELL_PARTS = modules.flatMap(({ name, shell }) =>
  shell ? [{ name, ...shell }] : [],
);

/** The sidebar's entries (desktop and tablet) in order; `phone` keeps only the drawer's. */
export function navigationEntries(phone: boolean): NavigationEntry[] {
  return modules
    .flatMap((module) => (module.navigation ? [module.navigation] : []))
    .filter((entry) => !phone || entry.phone)
    .sort((a, b) => a.order - b.order);
}

/** The tablet top bar's title per first address segment (classes and class both say Classes). */
export const TABLET_TITLES: ReadonlyMap<string, string> = new Map(
  modules.flatMap(({ tabletTitle, routes }) =>
    tabletTitle === null
      ? []
      : (routes.tablet ?? []).map(({ path }): [string, string] => [
          path.split('/')[0] ?? path,
          tabletTitle,
        ]),
  ),
);

/** The desktop pages a device tree has at the same address (pathInMode keeps students in it). */
function sectionsOf(device: 'tablet' | 'mobile'): ReadonlySet<string> {
  const own = new Set(routesFor(device).map((route) => route.path));
  return new Set(
    routesFor('desktop')
      .filter(({ path }) => path !== '' && !path.includes(':') && own.has(path))
      .map(({ path }) => `/${path}`),
  );
}

export const DEVICE_SECTIONS: DeviceSections = {
  tablet: sectionsOf('tablet'),
  mobile: sectionsOf('mobile'),
};

type TablesOf<M> = M extends { realtime: infer R } ? keyof R : never;
type MissingRule = Exclude<RealtimeTable, TablesOf<(typeof MODULES)[number]>>;

/** Every realtime table's rule, from the manifests. */
function collectRealtimeRules(): RealtimeRules {
  const rules: Partial<RealtimeRules> = {};
  for (const module of modules) Object.assign(rules, module.realtime);
  // Complete: RulesCheck below fails the type check while any table lacks a rule.
  return rules as RealtimeRules;
}

/** A realtime table no manifest covers would have its messages dropped without a word. */
type RulesCheck = [MissingRule] extends [never]
  ? RealtimeRules
  : { missingRealtimeRule: MissingRule };

export const REALTIME_RULES: RulesCheck = collectRealtimeRules();
