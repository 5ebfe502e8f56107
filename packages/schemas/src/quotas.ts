/**
 * Rows one student may keep in each table, with the plain noun its messages use. No real student
 * comes near them (a busy year is a few hundred assignments and a dozen classes); they only stop
 * one account from making every list, export and restore so large that it weighs on the server
 * for everyone else.
 */
export const QUOTAS = {
  assignments: { limit: 5000, noun: 'assignments' },
  classes: { limit: 200, noun: 'classes' },
  events: { limit: 5000, noun: 'events' },
  studySets: { limit: 500, noun: 'study sets' },
  // At a backup's row limit (RESTORE_ROWS_MAX), so every account can restore its own file.
  flashcards: { limit: 5000, noun: 'flashcards' },
  // Twelve sessions a day for four years; the export keeps the newest a restore takes back.
  focusSessions: { limit: 20_000, noun: 'focus sessions' },
} as const satisfies Record<string, { limit: number; noun: string }>;

export type QuotaTable = keyof typeof QUOTAS;

export const QUOTA_TABLES = Object.keys(QUOTAS) as QuotaTable[];

export const isQuotaTable = (name: string): name is QuotaTable => Object.hasOwn(QUOTAS, name);

// By hand: toLocaleString loads locale data on first use, a pause the profile of a busy server showed.
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const limitOf = (table: QuotaTable) => `${count(QUOTAS[table].limit)} ${QUOTAS[table].noun}`;

/** What a create or import answers once the table is full. */
export const quotaReachedMessage = (table: QuotaTable) =>
  `You have reached the limit of ${limitOf(table)}. Delete some old ones to add more.`;

/** What a restore answers when the file alone holds more rows than the table may keep. */
export const backupOverQuotaMessage = (table: QuotaTable) =>
  `This backup holds more than the ${limitOf(table)} an account can keep.`;

/** What a restore answers when the file would fill the table past its quota. */
export const restoreOverQuotaMessage = (table: QuotaTable, existing: number, adding: number) =>
  `Restoring this backup would add ${count(adding)} ${QUOTAS[table].noun} to the ${count(existing)} you have, over the limit of ${count(QUOTAS[table].limit)}. Delete some old ones first.`;
