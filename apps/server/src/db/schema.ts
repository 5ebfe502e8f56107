import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { REALTIME_OPS } from '@assignd/schemas';
import { oneOfCheck } from './checks';
import { createdAt, id, updatedAt } from './columns';

// Account tables. Their TypeScript keys are the field names Better Auth uses; columns are snake_case.
export const users = pgTable('users', {
  id: id(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The owning user's id on a row of theirs: required, and the row goes when the user does. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: ownerId(),
    token: text('token').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    userId: ownerId(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('accounts_user_id_idx').on(t.userId),
    uniqueIndex('accounts_provider_account_idx').on(t.providerId, t.accountId),
  ],
);

export const verifications = pgTable(
  'verifications',
  {
    id: id(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

/**
 * Better Auth's twoFactor plugin: the authenticator secret and the unused backup codes, both
 * encrypted with the auth secret. One row per student, gone with the account.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: id(),
    userId: ownerId(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    // False between enabling and confirming the first code; such a row does not guard sign-in.
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // The time step of the last authenticator code accepted: that code and older ones are refused
    // (auth/totp-replay.ts). Better Auth does not know this column.
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [uniqueIndex('two_factors_user_id_idx').on(t.userId)],
);

/**
 * Identity tokens a native app handed in to sign in (auth/id-token-replay.ts): each signs in once
 * for its lifetime, so a copy of one cannot sign in again. Kept by hash until the token expires.
 */
export const usedIdTokens = pgTable('used_id_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Each student's change counter (docs/api.md, Change feed). Every published change of theirs takes
 * the next number under this row's lock, held until its transaction commits, so their changes
 * commit in the order of their numbers and a device that knows number N has missed exactly those
 * above it. `floor`: changes at or below it are no longer listed (a restore or clear replaced
 * everything, or old tombstones were pruned), so a device that knows less starts over.
 */
export const changeCursors = pgTable('change_cursors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  seq: bigint('seq', { mode: 'number' }).notNull().default(0),
  floor: bigint('floor', { mode: 'number' }).notNull().default(0),
});

/**
 * The writes a student's devices sent with an Idempotency-Key (platform/idempotency.ts): claimed
 * inside the write's own transaction, so a repeat of the key (an offline device replaying its
 * queue after a cut) answers the first result instead of writing again. `status` is null while the
 * first request is still answering. Kept for a week.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerId(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/**
 * The last change of each row a student has (a delete stays as a tombstone for a while): what a
 * device that slept through some changes reads instead of whole lists.
 */
export const rowChanges = pgTable(
  'row_changes',
  {
    userId: ownerId(),
    tableName: text('table_name').notNull(),
    rowId: text('row_id').notNull(),
    op: text('op').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.tableName, t.rowId] }),
    index('row_changes_user_seq_idx').on(t.userId, t.seq),
    oneOfCheck('row_changes_op_check', t.op, REALTIME_OPS),
  ],
);
