export const ASSIGNMENT_CATEGORIES = [
  'Homework',
  'Test',
  'Quiz',
  'Reading',
  'Project',
  'Other',
] as const;
export type AssignmentCategory = (typeof ASSIGNMENT_CATEGORIES)[number];

export const CLASS_ICONS = [
  'Book',
  'BookOpen',
  'Calculator',
  'FlaskConical',
  'Beaker',
  'Microscope',
  'Globe',
  'Music',
  'ArtIcon',
  'Zap',
  'Atom',
  'BookMarked',
  'Languages',
  'History',
] as const;
export type ClassIcon = (typeof CLASS_ICONS)[number];

export const THEMES = ['light', 'dark', 'ocean', 'green', 'purple', 'sunset'] as const;
export type Theme = (typeof THEMES)[number];
export const DEFAULT_THEME: Theme = 'light';
export const FREE_THEMES = ['light', 'dark'] as const satisfies readonly Theme[];
export const THEME_NAMES: Readonly<Record<Theme, string>> = {
  light: 'Light',
  dark: 'Dark',
  ocean: 'Ocean Breeze',
  green: 'Forest Green',
  purple: 'Royal Purple',
  sunset: 'Sunset Orange',
};

// The original product used two different class colours depending on the screen; both are kept.
export const DEFAULT_CLASS_COLOR = '#3b82f6';
export const NEW_CLASS_COLOR = '#4f46e5';
export const DEFAULT_CLASS_ICON: ClassIcon = 'Book';

export const DEFAULT_STORED_CATEGORY: AssignmentCategory = 'Other';
export const DEFAULT_FORM_CATEGORY: AssignmentCategory = 'Homework';
export const DEFAULT_DUE_TIME = '23:59';

export const DEFAULT_PERIOD_START = '08:00';
export const DEFAULT_PERIOD_END = '09:00';
export const ROTATION_DAYS_MIN = 2;
export const ROTATION_DAYS_MAX = 8;
export const ROTATION_DAYS_DEFAULT = 2;

export const UPCOMING_EXAM_DAYS = 7;
export const DUE_BADGE_MAX_DAYS = 7;
export const PHONE_UPCOMING_LIMIT = 10;

/** Spec 3: the calendars a student may connect. */
export const CALENDAR_PROVIDERS = ['google'] as const;

export const UNCLASSED_COLOR = '#9ca3af';

export const SWIPE_COMPLETE_THRESHOLD_PX = 50;
export const SWIPE_MAX_DRAG_PX = 100;
export const SWIPE_OVERLAY_MS = 300;
