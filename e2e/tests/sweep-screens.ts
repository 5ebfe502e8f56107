import type { BrowserContextOptions, Locator, Page } from '@playwright/test';
import type { Seeded } from './sweep-seed';

/*
 * What the axe sweep visits: every screen of each layout, the data that shows it has loaded, and
 * the main dialogs it opens (axe-sweep.spec.ts).
 */

export interface Dialog {
  name: string;
  /** What opens it; for a menu item, `menu` is clicked first and takes the focus back. */
  opener: (page: Page) => Locator;
  menu?: (page: Page) => Locator;
}

interface Screen {
  name: string;
  path: (seeded: Seeded) => string;
  /** Shown only once the screen's data has loaded (and after `then`). */
  ready: (page: Page) => Locator;
  /** A second state of the same address (the calendar's week view, say). */
  then?: (page: Page) => Promise<void>;
  dialogs?: Dialog[];
}

const button = (name: string | RegExp) => (page: Page) =>
  page
    .getByRole('main')
    .getByRole('button', { name, exact: typeof name === 'string' })
    .first();
const menuItem = (name: string) => (page: Page) =>
  page.getByRole('menuitem', { name, exact: true });
const text = (value: string) => (page: Page) =>
  page.getByText(value, { exact: true }).filter({ visible: true }).first();

const NEW_ASSIGNMENT: Dialog = { name: 'New Assignment', opener: button('+ Add Assignment') };
const EDIT_ASSIGNMENT: Dialog = { name: 'Edit Assignment', opener: button('Edit') };
const CLASS_DIALOGS: Dialog[] = [
  { name: 'New Class', opener: button('Add New Class') },
  { name: 'Schedule', opener: button('Schedule') },
  { name: 'Edit Class', menu: button('Actions for Biology'), opener: menuItem('Edit Class') },
];
const STUDY_SET_DIALOGS: Dialog[] = [
  { name: 'New Study Set', opener: button('New Study Set') },
  {
    name: 'Edit Study Set',
    menu: button('Actions for Cell biology'),
    opener: menuItem('Edit Study Set'),
  },
  {
    name: 'Delete Study Set',
    menu: button('Actions for Cell biology'),
    opener: menuItem('Delete Study Set'),
  },
];
const CARD_DIALOGS: Dialog[] = [
  { name: 'Add Card', opener: button('Add Card') },
  { name: 'Import Cards', opener: button('Import') },
  { name: 'Edit Card', opener: button('Edit Mitochondria') },
  { name: 'Delete Card', opener: button('Delete Mitochondria') },
];
const GRADES_DIALOGS: Dialog[] = [
  { name: 'Terms', opener: button('Terms') },
  { name: 'Grade scale', opener: button(/Grade scale|Scale/) },
];
const SETTINGS_DIALOGS: Dialog[] = [
  { name: 'Edit Schedule', opener: button('Edit Schedule') },
  { name: 'Clear All Data', opener: button('Clear All Data') },
];

/** The screens both sidebar layouts share; `prefix` is '' or '/tablet'. */
function frameScreens(prefix: string, classPath: string): Screen[] {
  return [
    {
      name: 'dashboard',
      path: () => `${prefix}/dashboard`,
      ready: text('Essay outline'),
      dialogs: [NEW_ASSIGNMENT, EDIT_ASSIGNMENT],
    },
    { name: 'assignments', path: () => `${prefix}/assignments`, ready: text('Lab report') },
    {
      name: 'classes',
      path: () => `${prefix}/classes`,
      ready: text('History'),
      dialogs: CLASS_DIALOGS,
    },
    {
      name: 'class detail',
      path: ({ classId }) => `${prefix}/${classPath}/${classId}`,
      ready: text('Cell quiz'),
      dialogs: [{ name: 'New Assignment', opener: button('Add Assignment') }],
    },
    {
      name: 'class detail / Edit Class form',
      path: ({ classId }) => `${prefix}/${classPath}/${classId}`,
      ready: text('Cell quiz'),
      then: (page) => button('Edit class')(page).click(),
    },
    {
      name: 'calendar month',
      path: () => `${prefix}/calendar`,
      ready: text('Science fair'),
      dialogs: [{ name: 'Quick Add', opener: button('Quick Add') }],
    },
    {
      name: 'settings',
      path: () => `${prefix}/settings`,
      ready: text('Appearance'),
      dialogs: SETTINGS_DIALOGS,
    },
    {
      name: 'flashcards',
      path: () => `${prefix}/flashcards`,
      ready: text('Cell biology'),
      dialogs: STUDY_SET_DIALOGS,
    },
    {
      name: 'study set',
      path: ({ setId }) => `${prefix}/flashcards/${setId}`,
      ready: text('Mitochondria'),
      dialogs: CARD_DIALOGS,
    },
    {
      name: 'grades',
      path: () => `${prefix}/grades`,
      ready: text('92.5%'),
      dialogs: GRADES_DIALOGS,
    },
    { name: 'pomodoro', path: () => `${prefix}/pomodoro`, ready: button('Start') },
    { name: 'pricing', path: () => `${prefix}/pro`, ready: button('Your current plan') },
    { name: 'AI page', path: () => `${prefix}/ai-features`, ready: (page) => page.locator('h1') },
  ];
}

interface Layout {
  name: string;
  options: BrowserContextOptions;
  screens: Screen[];
}

export const LAYOUTS: Layout[] = [
  {
    name: 'desktop',
    options: { viewport: { width: 1280, height: 800 } },
    screens: [
      ...frameScreens('', 'class'),
      {
        name: 'calendar week',
        path: () => '/calendar',
        ready: text('Science fair'),
        then: (page) => page.getByRole('radio', { name: 'Week' }).click(),
      },
      { name: 'billing portal', path: () => '/billing/portal', ready: text('Back to Settings') },
      { name: 'privacy', path: () => '/privacy', ready: (page) => page.locator('h1') },
    ],
  },
  {
    name: 'tablet',
    options: { viewport: { width: 820, height: 1180 }, hasTouch: true },
    screens: [
      ...frameScreens('/tablet', 'classes'),
      {
        name: 'calendar list',
        path: () => '/tablet/calendar',
        ready: text('Science fair'),
        then: (page) => page.getByRole('tab', { name: 'List' }).click(),
      },
    ],
  },
  {
    name: 'phone',
    options: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
    screens: [
      {
        name: 'dashboard',
        path: () => '/mobile/dashboard',
        ready: text('Essay outline'),
        dialogs: [
          { name: 'New Assignment', opener: button('Add') },
          {
            name: 'Edit Assignment',
            menu: button('Actions for Lab report'),
            opener: menuItem('Edit'),
          },
          {
            name: 'Delete Assignment',
            menu: button('Actions for Lab report'),
            opener: menuItem('Delete'),
          },
        ],
      },
      { name: 'assignments', path: () => '/mobile/assignments', ready: text('Lab report') },
      {
        name: 'classes',
        path: () => '/mobile/classes',
        ready: text('History'),
        dialogs: [
          ...CLASS_DIALOGS,
          {
            name: 'Delete Class',
            menu: button('Actions for Biology'),
            opener: menuItem('Delete Class'),
          },
        ],
      },
      {
        name: 'class detail',
        path: ({ classId }) => `/mobile/classes/${classId}`,
        ready: text('Cell quiz'),
        dialogs: [{ name: 'New Assignment', opener: button('Add Assignment') }],
      },
      {
        name: 'class detail / Edit Class form',
        path: ({ classId }) => `/mobile/classes/${classId}`,
        ready: text('Cell quiz'),
        then: (page) => button('Edit class')(page).click(),
      },
      {
        name: 'calendar upcoming',
        path: () => '/mobile/calendar',
        ready: text('Science fair'),
        dialogs: [
          { name: 'Quick Add', opener: button('Quick Add') },
          { name: 'Delete Event', opener: button('Delete event') },
        ],
      },
      {
        name: 'calendar week',
        path: () => '/mobile/calendar',
        ready: text('Museum trip'),
        then: (page) => page.getByRole('tab', { name: /^Week/ }).click(),
      },
      {
        name: 'settings',
        path: () => '/mobile/settings',
        ready: text('Privacy Policy'),
        dialogs: [{ name: 'Clear All Data', opener: button('Clear All Data') }],
      },
      {
        name: 'flashcards',
        path: () => '/mobile/flashcards',
        ready: text('Cell biology'),
        dialogs: STUDY_SET_DIALOGS,
      },
      {
        name: 'study set',
        path: ({ setId }) => `/mobile/flashcards/${setId}`,
        ready: text('Mitochondria'),
        dialogs: CARD_DIALOGS,
      },
      {
        name: 'grades',
        path: () => '/mobile/grades',
        ready: text('92.5%'),
        dialogs: GRADES_DIALOGS,
      },
      { name: 'pomodoro', path: () => '/mobile/pomodoro', ready: button('Start') },
      { name: 'AI page', path: () => '/mobile/ai-features', ready: (page) => page.locator('h1') },
    ],
  },
];
