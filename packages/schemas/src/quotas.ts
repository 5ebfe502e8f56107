import { joinParts } from './join-parts';
import { MODULE_CONTRACTS } from './modules/contracts.generated';

/**
 * Rows one student may keep in each table, with the plain noun its messages use; each module
 * declares its own (modules/<name>/contract.ts). No real student comes near them (a busy year is a
 * few hundred assignments and a dozen classes); they only stop one account from making every
 * list, export and restore so large that it weighs on the server for everyone else.
 */
export const QUOTAS = joinParts(MODULE_CONTRACTS.map((module) => module.quotas));

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
