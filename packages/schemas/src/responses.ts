import {
  ASSIGNMENT_CATEGORIES,
  CLASS_ICONS,
  CLASS_LEVELS,
  BILLING_PROVIDERS,
  FLASHCARD_STATES,
  NAMING_STYLES,
  PLAN_TYPES,
  SUBSCRIPTION_TIERS,
  THEMES,
  WEEKDAY_KEYS,
  type Schedule,
} from '@assignd/core';
import * as z from 'zod/mini';
import { id, instant, named, nullableText } from './response-parts';

/*
 * What the API answers, route by route (the server's OpenAPI document is built from these). They
 * use zod/mini, not the classic API of the request schemas: the web app parses every answer with
 * them before first paint, and mini's functions tree-shake to a few kilobytes.
 */

export const assignmentSchema = /* @__PURE__ */ named(
  z.object({
    id,
    title: z.string(),
    description: nullableText,
    dueDate: z.nullable(instant),
    classId: z.nullable(id),
    category: z.enum(ASSIGNMENT_CATEGORIES),
    completed: z.boolean(),
    notes: nullableText,
    pointsEarned: z.nullable(z.number()),
    pointsPossible: z.nullable(z.number()),
    gradeCategoryId: z.nullable(id),
    excused: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  }),
  'Assignment',
);
export type Assignment = z.infer<typeof assignmentSchema>;

export const studySetSchema = /* @__PURE__ */ named(
  z.object({
    id,
    title: z.string(),
    description: nullableText,
    createdAt: instant,
    cardCount: z.int(),
    /** Studied cards whose next review has come, and cards still in their learning steps. */
    dueCount: z.int(),
    /** Cards never studied. */
    newCount: z.int(),
    lastStudiedAt: z.nullable(instant),
  }),
  'StudySet',
);
export type StudySet = z.infer<typeof studySetSchema>;

export const flashcardSchema = /* @__PURE__ */ named(
  z.object({
    id,
    studySetId: id,
    front: z.string(),
    back: z.string(),
    createdAt: instant,
    /** When the card is next to be reviewed. */
    due: instant,
    state: z.enum(FLASHCARD_STATES),
    reps: z.int(),
    lapses: z.int(),
    lastReview: z.nullable(instant),
  }),
  'Flashcard',
);
export type Flashcard = z.infer<typeof flashcardSchema>;

/** A card in a backup file: everything its schedule needs to come back as it was. */
export const backupFlashcardSchema = /* @__PURE__ */ named(
  z.object({
    ...flashcardSchema.shape,
    stability: z.number(),
    difficulty: z.number(),
    elapsedDays: z.int(),
    scheduledDays: z.int(),
    learningSteps: z.int(),
  }),
  'BackupFlashcard',
);
export type BackupFlashcardRow = z.infer<typeof backupFlashcardSchema>;

export const schoolClassSchema = /* @__PURE__ */ named(
  z.object({
    id,
    name: z.string(),
    color: z.string(),
    icon: z.enum(CLASS_ICONS),
    room: nullableText,
    teacher: nullableText,
    /** 24-hour 'HH:MM'. */
    startTime: nullableText,
    endTime: nullableText,
    /** 0 (Sunday) to 6 (Saturday), ascending. */
    daysOfWeek: z.nullable(z.array(z.int())),
    termId: z.nullable(id),
    credits: z.number(),
    level: z.enum(CLASS_LEVELS),
    createdAt: instant,
    updatedAt: instant,
  }),
  'SchoolClass',
);
export type SchoolClass = z.infer<typeof schoolClassSchema>;

export const plannerEventSchema = /* @__PURE__ */ named(
  z.object({
    id,
    title: z.string(),
    description: nullableText,
    /** The start; for an all-day event only its local day counts. */
    eventDate: z.nullable(instant),
    /** A timed event's end, after the start; null when it has none or is all-day. */
    endDate: z.nullable(instant),
    allDay: z.boolean(),
    location: nullableText,
    createdAt: instant,
    updatedAt: instant,
  }),
  'PlannerEvent',
);
export type PlannerEvent = z.infer<typeof plannerEventSchema>;

/** A finished work session; classId is its assignment's class, for the chart per class. */
export const focusSessionSchema = /* @__PURE__ */ named(
  z.object({
    id,
    startedAt: instant,
    endedAt: instant,
    minutes: z.int(),
    kind: z.literal('work'),
    assignmentId: z.nullable(id),
    classId: z.nullable(id),
    createdAt: instant,
  }),
  'FocusSession',
);
export type FocusSession = z.infer<typeof focusSessionSchema>;

/** GET /api/focus-sessions: the sessions started in the range, oldest first. */
export const focusSessionListSchema = z.array(focusSessionSchema);

/** One page of a list (`?limit=`), newest first; `nextCursor` is null on the last page. */
const pageSchema = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), nextCursor: nullableText });

/** GET of a list: the whole list, or one page when `limit` is given. */
export const listAnswerSchema = <T extends z.ZodMiniType>(item: T) =>
  z.union([z.array(item), pageSchema(item)]);

export const profileSchema = /* @__PURE__ */ named(
  z.object({
    displayName: nullableText,
    firstName: nullableText,
    lastName: nullableText,
    email: z.string(),
  }),
  'Profile',
);
export type Profile = z.infer<typeof profileSchema>;

export const preferencesSchema = /* @__PURE__ */ named(
  z.object({
    remindersEnabled: z.boolean(),
    theme: z.enum(THEMES),
    timeZone: z.string(),
    digestTime: z.string(),
    emailReminders: z.boolean(),
    deviceReminders: z.boolean(),
    eveningBefore: z.boolean(),
    eveningTime: z.string(),
    hourBefore: z.boolean(),
  }),
  'Preferences',
);
export type Preferences = z.infer<typeof preferencesSchema>;

/** GET /api/subscription: what the plan check answers (spec 7 check-subscription). */
export const subscriptionStatusSchema = /* @__PURE__ */ named(
  z.object({
    subscribed: z.boolean(),
    subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
    subscriptionEnd: z.nullable(instant),
    isCancelled: z.boolean(),
  }),
  'SubscriptionStatus',
);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

/** POST /api/billing/checkout and /api/billing/portal: where the browser goes next. */
export const billingUrlSchema = /* @__PURE__ */ named(z.object({ url: z.string() }), 'BillingUrl');
export type BillingUrl = z.infer<typeof billingUrlSchema>;

/** GET /api/billing/local/checkouts/{checkoutId}: the built-in checkout page's plan. */
export const localCheckoutSchema = /* @__PURE__ */ named(
  z.object({
    id,
    planType: z.enum(PLAN_TYPES),
    status: z.enum(['open', 'completed', 'canceled', 'expired']),
    expiresAt: instant,
  }),
  'LocalCheckout',
);
export type LocalCheckout = z.infer<typeof localCheckoutSchema>;

// ---------- schedule, as saved (the request's scheduleSchema fills in what a request may omit)

const periodSchema = z.object({
  id: z.string(),
  label: z.string(),
  /** 24-hour 'HH:MM', as class times are. */
  start: z.string(),
  end: z.string(),
  classId: z.optional(z.nullable(z.string())),
});
const periodList = z.array(periodSchema);
const namingStyle = z.enum(NAMING_STYLES);

const savedScheduleSchema: z.ZodMiniType<Schedule> = /* @__PURE__ */ named(
  z.discriminatedUnion('type', [
    z.object({
      type: z.literal('weekly'),
      days: z.record(z.enum(WEEKDAY_KEYS), periodList),
    }),
    z.object({
      type: z.literal('rotating'),
      numDays: z.int(),
      dayNamingStyle: namingStyle,
      periodNamingStyle: namingStyle,
      dayLabels: z.record(z.string(), z.string()),
      days: z.record(z.string(), periodList),
      startDate: z.string(),
      currentDay: z.optional(z.string()),
      /** 0 (Sunday) to 6; every day only for schedules restored from the original product. */
      schoolWeekdays: z.array(z.int()),
      holidays: z.array(z.object({ name: z.string(), startDate: z.string(), endDate: z.string() })),
    }),
  ]),
  'Schedule',
);
export { savedScheduleSchema };

/** GET /api/schedule: null when the student has none. */
export const scheduleAnswerSchema = z.nullable(savedScheduleSchema);

// ---------- no content

/** 204 No Content (deletes, clear all): the client reads no body. */
export const noContentSchema = z.null();

// ---------- service routes and errors

export const healthSchema = /* @__PURE__ */ named(
  z.object({
    status: z.enum(['ok', 'unavailable']),
    database: z.object({ state: z.enum(['up', 'down']), mode: z.enum(['embedded', 'external']) }),
  }),
  'Health',
);
export type Health = z.infer<typeof healthSchema>;

/** The social sign-ins a server may offer (Google only when configured). */
export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** How the app names each provider ('Continue with Google', 'You sign in with Apple'). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
};

export const publicConfigSchema = /* @__PURE__ */ named(
  z.object({
    emailVerificationRequired: z.boolean(),
    socialProviders: z.array(z.enum(SOCIAL_PROVIDERS)),
    /** BILLING_PROVIDER: with `off` the app shows no upgrade anywhere. */
    billing: z.enum(BILLING_PROVIDERS),
    /**
     * Whether this server can sync to Google Calendar (a Google client is configured): without it
     * the feature is neither offered nor sold.
     */
    googleCalendarSync: z.boolean(),
  }),
  'PublicConfig',
);
export type PublicConfig = z.infer<typeof publicConfigSchema>;

/** Every 4xx and 5xx answer; `field` names the request field (or quota table) it is about. */
export const errorSchema = /* @__PURE__ */ named(
  z.object({ error: z.string(), field: z.optional(z.string()) }),
  'Error',
);
