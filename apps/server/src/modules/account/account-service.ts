import { deviceName } from '@assignd/core';
import { SOCIAL_PROVIDERS, type SignedInDevices, type SignInMethods } from '@assignd/schemas';
import { notFound } from '../../lib/http';
import type { AccountRepository } from './account-repository';
import type { SessionRepository } from '../../auth/session-repository';

/** The student's own account: their signed-in devices (and, below, password and deletion). */
export function accountService(deps: {
  sessions: SessionRepository;
  accounts: AccountRepository;
  clock: () => Date;
}) {
  const { sessions, accounts, clock } = deps;
  return {
    async devices(userId: string, currentId: string): Promise<SignedInDevices> {
      const rows = await sessions.listOf(userId, clock());
      const devices = rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        signedInAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        current: row.id === currentId,
      }));
      // This device first: the list reads as "you, then everywhere else".
      devices.sort((a, b) => Number(b.current) - Number(a.current));
      return { devices };
    },

    async signInMethods(userId: string): Promise<SignInMethods> {
      const [rows, twoFactor] = await Promise.all([
        accounts.signInMethodsOf(userId),
        accounts.twoFactorOn(userId),
      ]);
      const providers = SOCIAL_PROVIDERS.filter((provider) =>
        rows.some((row) => row.providerId === provider),
      );
      const password = rows.some((row) => row.providerId === 'credential' && row.hasPassword);
      return { password, providers, twoFactor };
    },

    async signOutDevice(userId: string, sessionId: string): Promise<void> {
      if (!(await sessions.end(userId, sessionId))) throw notFound();
    },

    async signOutOtherDevices(userId: string, currentId: string): Promise<{ ended: number }> {
      return { ended: await sessions.endOthers(userId, currentId) };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;
