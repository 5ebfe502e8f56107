/**
 * Rows one student may keep in each planner table. No real student comes near them (a busy year
 * is a few hundred assignments and a dozen classes); they only stop one account from making every
 * list, export and restore so large that it weighs on the server for everyone else.
 */
export const QUOTAS = {
  assignments: 5000,
  classes: 200,
  events: 5000,
} as const;

export type QuotaTable = keyof typeof QUOTAS;

export const QUOTA_TABLES = Object.keys(QUOTAS) as QuotaTable[];

export const isQuotaTable = (name: string): name is QuotaTable => Object.hasOwn(QUOTAS, name);

// By hand: toLocaleString loads locale data on first use, a pause the profile of a busy server showed.
const count = (value: number) => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** What a create answers once the table is full. */
export const quotaReachedMessage = (table: QuotaTable) =>
  `You have reached the limit of ${count(QUOTAS[table])} ${table}. Delete some old ones to add more.`;

/** What a restore answers when the file alone holds more rows than the table may keep. */
export const backupOverQuotaMessage = (table: QuotaTable) =>
  `This backup holds more than the ${count(QUOTAS[table])} ${table} an account can keep.`;

/** What a restore answers when the file would fill the table past its quota. */
export const restoreOverQuotaMessage = (table: QuotaTable, existing: number, adding: number) =>
  `Restoring this backup would add ${count(adding)} ${table} to the ${count(existing)} you have, over the limit of ${count(QUOTAS[table])}. Delete some old ones first.`;
