import {
  ASSIGNMENT_CATEGORIES,
  PLAN_TYPES,
  CALENDAR_PROVIDERS,
  CLASS_ICONS,
  CLASS_LEVELS,
  DEFAULT_CLASS_ICON,
  FLASHCARD_RATINGS,
  FLASHCARD_STATES,
  REMINDER_KINDS,
  SUBSCRIPTION_TIERS,
  THEMES,
} from '@assignd/core';
import { REALTIME_OPS } from '@assignd/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_STATUSES } from '../src/modules/billing/table';
import { FOCUS_KINDS } from '../src/modules/focus/table';
import { GOOGLE_SYNC_ITEM_TYPES } from '../src/modules/google-calendar/table';
import { DELIVERY_CHANNELS, REMINDER_STATES } from '../src/modules/reminders/table';
import { connectDatabase, migrateDatabase, type DatabaseHandle } from '../src/db/client';
import { migrationsFolder } from '../src/paths';
import { createTestDatabase } from './helpers';
import { migrateUpTo } from './migration-helpers';

const CLOCK_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';

// Every CHECK in the database, with the list of allowed values the code defines for it.
const ALLOWED: Record<string, readonly string[]> = {
  assignments_category_check: ASSIGNMENT_CATEGORIES,
  billing_checkouts_plan_type_check: PLAN_TYPES,
  billing_checkouts_status_check: CHECKOUT_STATUSES,
  // An order of times (end after start), not a list of values.
  events_end_after_start_check: [],
  calendar_integrations_provider_check: CALENDAR_PROVIDERS,
  classes_icon_check: CLASS_ICONS,
  classes_level_check: CLASS_LEVELS,
  flashcard_reviews_rating_check: FLASHCARD_RATINGS,
  flashcard_reviews_state_before_check: FLASHCARD_STATES,
  flashcards_state_check: FLASHCARD_STATES,
  focus_sessions_kind_check: FOCUS_KINDS,
  google_calendar_events_item_type_check: GOOGLE_SYNC_ITEM_TYPES,
  // Ranges, not lists: no values are named in them.
  focus_sessions_minutes_check: [],
  focus_sessions_span_check: [],
  // Lengths, not lists.
  push_subscriptions_lengths_check: [],
  preferences_theme_check: THEMES,
  preferences_digest_time_check: [CLOCK_PATTERN],
  preferences_evening_time_check: [CLOCK_PATTERN],
  reminders_kind_check: REMINDER_KINDS,
  row_changes_op_check: REALTIME_OPS,
  reminders_state_check: REMINDER_STATES,
  reminder_deliveries_channel_check: DELIVERY_CHANNELS,
  // Bounds, not lists: the one text is the JSON type a holiday list must be, and every weekday.
  schedules_holidays_check: ['array'],
  schedules_school_weekdays_check: ['{0,1,2,3,4,5,6}'],
  subscriptions_tier_check: SUBSCRIPTION_TIERS,
};

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = connectDatabase(created.url);
});
afterAll(async () => {
  await database.pool.end();
  await drop();
});

const USER_ID = '00000000-0000-4000-8000-000000000001';

describe('the allowed values in the database', () => {
  it('upgrading keeps classes whose icon the app never knew, showing them as before (Book)', async () => {
    await migrateUpTo(database.pool, '0000_initial');
    await database.pool.query(
      `insert into users (id, name, email) values ($1, 'Maya', 'maya@example.com')`,
      [USER_ID],
    );
    await database.pool.query(
      `insert into classes (user_id, name, icon) values ($1, 'Old', 'Pencil'), ($1, 'Math', 'Calculator')`,
      [USER_ID],
    );

    await migrateDatabase(database.pool, migrationsFolder);

    const { rows } = await database.pool.query<{ name: string; icon: string }>(
      'select name, icon from classes order by name',
    );
    expect(rows).toEqual([
      { name: 'Math', icon: 'Calculator' },
      { name: 'Old', icon: DEFAULT_CLASS_ICON },
    ]);
  });

  it('are the lists the code defines, constraint by constraint', async () => {
    const { rows } = await database.pool.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition
         from pg_constraint where contype = 'c' and connamespace = 'public'::regnamespace
         order by conname`,
    );
    const inDatabase = Object.fromEntries(
      rows.map(({ name, definition }) => [
        name,
        [...definition.matchAll(/'((?:[^']|'')*)'/g)].map((match) => match[1]),
      ]),
    );
    // A check naming no values (a length or a range, such as the title check of a module written
    // by npm run new-module) has no list to agree with; one naming values must be listed here.
    const lists = Object.fromEntries(
      Object.entries(inDatabase).filter(([name, values]) => values.length > 0 || name in ALLOWED),
    );
    expect(lists).toEqual(
      Object.fromEntries(Object.entries(ALLOWED).map(([name, values]) => [name, [...values]])),
    );
  });
});
