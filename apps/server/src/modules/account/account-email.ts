import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { changeEmailSchema } from '@assignd/schemas';
import type { z } from 'zod';
import type { Auth } from '../../auth/auth';
import { type AccountMailLog, cappedAccountMailer } from '../../auth/mail-cap';
import { changeEmailMail } from '../../auth/mail-templates';
import type { Database } from '../../db/client';
import { lockUntilCommit } from '../../db/transaction-lock';
import { users, verifications } from '../../db/schema';
import { HttpError } from '../../lib/http';
import type { Mailer } from '../../mail/mailer';
import { confirmIdentity } from './account-identity';
import { emailChangedMail } from './account-mail';

const LINK_MINUTES = 60;
/** Resends of one pending change's link: the first mail and two more fit the mail cap (3 in 15). */
const RESENDS = { max: 2, windowMs: 15 * 60_000 } as const;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The verifications row of a student's pending change: one a student, the latest request's. */
export const emailChangeIdentifier = (userId: string) => `change-email:${userId}`;

// Only the hash is stored, so a copy of the database holds no link that works.
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url');

interface Deps {
  auth: Auth;
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  publicUrl: string;
  log: AccountMailLog;
}

interface Who {
  userId: string;
  email: string;
  sessionCreatedAt: Date;
}

/**
 * The stored value: "<hash> <new address> <layout> <resend times>", the last a comma list of epoch
 * milliseconds (empty before the first resend). None of them can hold a space.
 */
function parseValue(value: string) {
  const [hash = '', newEmail = '', layout = '', resends = ''] = value.split(' ');
  return { hash, newEmail, layout, resends: resends ? resends.split(',').map(Number) : [] };
}

const valueOf = (parts: ReturnType<typeof parseValue>) =>
  `${parts.hash} ${parts.newEmail} ${parts.layout} ${parts.resends.join(',')}`.trimEnd();

interface Pending {
  userId: string;
  newEmail: string;
  /** The Settings the link opens once the address is changed. */
  settingsPath: string;
}

const SETTINGS_PATHS: Record<string, string> = {
  desktop: '/settings',
  tablet: '/tablet/settings',
  mobile: '/mobile/settings',
};

function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Changing the e-mail, confirmed through the new address: the link mailed there changes it, once,
 * within an hour; until then the old address keeps working. The token is "<user id>.<secret>".
 */
export function emailChangeService(deps: Deps) {
  // A taken address gets no mail, so a free one's must not make the answer slower.
  const deliver = cappedAccountMailer(deps.mailer, deps.log);

  const linkExpiry = () => new Date(deps.clock().getTime() + LINK_MINUTES * 60_000);

  /**
   * Whether another account has the address. A taken address is kept pending like a free one
   * (Settings shows it the same) but gets no mail, so nobody learns who has an account.
   */
  async function isTaken(tx: Pick<Database, 'select'>, address: string): Promise<boolean> {
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
    return taken !== undefined;
  }

  function mailLink(userId: string, newEmail: string, secret: string) {
    const token = `${userId}.${secret}`;
    const url = `${deps.publicUrl}/api/account/email/confirm?token=${encodeURIComponent(token)}`;
    deliver('change-email', changeEmailMail(newEmail, url));
  }

  /** The student's pending change while its link is good (one row a student). */
  async function goodRow(executor: Pick<Database, 'select'>, userId: string) {
    const [row] = await executor
      .select({
        id: verifications.id,
        value: verifications.value,
        expiresAt: verifications.expiresAt,
      })
      .from(verifications)
      .where(
        and(
          eq(verifications.identifier, emailChangeIdentifier(userId)),
          gt(verifications.expiresAt, deps.clock()),
        ),
      );
    return row;
  }

  /** The pending change a token names while it is good, with the stored row's value. */
  async function find(token: string): Promise<(Pending & { value: string }) | null> {
    const [userId, secret] = token.split('.');
    if (!userId || !secret || !UUID.test(userId)) return null;
    const row = await goodRow(deps.db, userId);
    if (!row) return null;
    const { hash, newEmail, layout } = parseValue(row.value);
    const expected = Buffer.from(hash);
    const given = Buffer.from(hashOf(secret));
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return {
      userId,
      newEmail,
      settingsPath: SETTINGS_PATHS[layout] ?? '/settings',
      value: row.value,
    };
  }

  return {
    async request(who: Who, input: z.output<typeof changeEmailSchema>): Promise<void> {
      await confirmIdentity(deps, who, input.password, 'change your e-mail');
      const newEmail = input.newEmail.toLowerCase();
      if (newEmail === who.email.toLowerCase()) {
        throw new HttpError(400, 'newEmail: This is already your e-mail', 'newEmail');
      }
      const identifier = emailChangeIdentifier(who.userId);
      const secret = randomBytes(32).toString('base64url');
      const planned = await deps.db.transaction(async (tx) => {
        // Two requests at once wait for each other, so one pending change is left, not two.
        await lockUntilCommit(tx, identifier);
        // A new request replaces the one before: only the latest link works.
        await tx.delete(verifications).where(eq(verifications.identifier, identifier));
        await tx.insert(verifications).values({
          identifier,
          value: valueOf({ hash: hashOf(secret), newEmail, layout: input.layout, resends: [] }),
          expiresAt: linkExpiry(),
        });
        return !(await isTaken(tx, newEmail));
      });
      if (planned) mailLink(who.userId, newEmail, secret);
    },

    /** The change waiting for its link, shown in Settings until it is confirmed or cancelled. */
    async pendingFor(userId: string): Promise<{ newEmail: string; expiresAt: string } | null> {
      const row = await goodRow(deps.db, userId);
      if (!row) return null;
      return { newEmail: parseValue(row.value).newEmail, expiresAt: row.expiresAt.toISOString() };
    },

    /** Drops the pending change: its link stops working. Nothing pending is not an error. */
    async cancel(userId: string): Promise<void> {
      await deps.db
        .delete(verifications)
        .where(eq(verifications.identifier, emailChangeIdentifier(userId)));
    },

    /**
     * Mails a new link for the pending change (the earlier link stops working) and gives it a new
     * hour; at most RESENDS.max times in RESENDS.windowMs.
     */
    async resend(userId: string): Promise<void> {
      const identifier = emailChangeIdentifier(userId);
      const secret = randomBytes(32).toString('base64url');
      const now = deps.clock().getTime();
      const newEmail = await deps.db.transaction(async (tx) => {
        await lockUntilCommit(tx, identifier);
        const row = await goodRow(tx, userId);
        if (!row) throw new HttpError(404, 'No change of e-mail is waiting for confirmation');
        const parts = parseValue(row.value);
        const recent = parts.resends.filter((at) => now - at < RESENDS.windowMs);
        if (recent.length >= RESENDS.max) {
          const minutes = Math.ceil((recent[0]! + RESENDS.windowMs - now) / 60_000);
          throw new HttpError(
            429,
            `The link was sent again ${RESENDS.max} times. Please wait ${minutes} minutes and try again.`,
          );
        }
        await tx
          .update(verifications)
          .set({
            value: valueOf({ ...parts, hash: hashOf(secret), resends: [...recent, now] }),
            expiresAt: linkExpiry(),
          })
          .where(eq(verifications.id, row.id));
        return (await isTaken(tx, parts.newEmail)) ? null : parts.newEmail;
      });
      if (newEmail) mailLink(userId, newEmail, secret);
    },

    /** The new address a token would set, or null when the link is not (or no longer) good. */
    async pending(token: string): Promise<string | null> {
      return (await find(token))?.newEmail ?? null;
    },

    /**
     * Sets the new address as verified and uses the link up; sessions stay as they are. Answers
     * the Settings to open, or null when the link is not good or the address was taken since.
     */
    async confirm(token: string): Promise<string | null> {
      const pending = await find(token);
      if (!pending) return null;
      let oldEmail: string | undefined;
      try {
        oldEmail = await deps.db.transaction(async (tx) => {
          // Deleting the very row read above makes a second, concurrent use find nothing.
          const used = await tx
            .delete(verifications)
            .where(
              and(
                eq(verifications.identifier, emailChangeIdentifier(pending.userId)),
                eq(verifications.value, pending.value),
              ),
            )
            .returning({ id: verifications.id });
          if (used.length === 0) return undefined;
          const [before] = await tx
            .select({ email: users.email })
            .from(users)
            .where(eq(users.id, pending.userId))
            .for('update');
          if (!before) return undefined;
          await tx
            .update(users)
            .set({ email: pending.newEmail, emailVerified: true })
            .where(eq(users.id, pending.userId));
          return before.email;
        });
      } catch (error) {
        // Someone signed up with the address after the link was sent: it stays theirs.
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      if (oldEmail === undefined) return null;
      deliver('email-changed', emailChangedMail(oldEmail, pending.newEmail));
      return pending.settingsPath;
    },
  };
}

export type EmailChangeService = ReturnType<typeof emailChangeService>;
