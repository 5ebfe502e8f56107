import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { type ChangeFollowers, changeRepository, deferredChanges } from './change-repository';
import { claimInTransaction, noteCommitted } from './idempotency';
import { type QuotaCounters, quotaRepository } from './quota-repository';

/** The repositories every store has, whatever modules it was built from. */
export interface PlatformRepositories {
  changes: ReturnType<typeof changeRepository>;
  quotas: ReturnType<typeof quotaRepository>;
}

/** Each becomes a repository of a store under its key, bound to the db or a transaction. */
export type RepositoryFactories = Readonly<Record<string, (db: Executor) => unknown>>;

/** The repositories the factories make, under the same keys. */
export type RepositoriesOf<Factories extends RepositoryFactories> = {
  [Key in keyof Factories]: ReturnType<Factories[Key]>;
};

/**
 * Repositories bound to the database, and a way to run work on ones bound to one transaction,
 * also given as tx for a module's own queries: it all commits, or none of it does. A module's
 * service asks for the repositories it uses (`Store<{ events: EventRepository }>`); the app's
 * store, built from every module, has them all, and a store with more repositories is a store
 * with fewer.
 */
export interface Store<Repositories> {
  repositories: Repositories & PlatformRepositories;
  transact: <T>(
    work: (repositories: Repositories & PlatformRepositories, tx: Executor) => Promise<T>,
    config?: PgTransactionConfig,
  ) => Promise<T>;
  /** What every published change also runs; for a repository that publishes on its own. */
  followers: ChangeFollowers;
}

interface StoreParts<Factories extends RepositoryFactories> {
  factories: Factories;
  followers: ChangeFollowers;
  quotaCounters: QuotaCounters;
}

export function createStore<Factories extends RepositoryFactories>(
  db: Database,
  { factories, followers, quotaCounters }: StoreParts<Factories>,
): Store<RepositoriesOf<Factories>> {
  const bind = (executor: Executor, changes: PlatformRepositories['changes']) => {
    const repositories: Record<string, unknown> = {};
    for (const [key, factory] of Object.entries(factories)) repositories[key] = factory(executor);
    // Built key by key from the factories the type is derived from.
    return {
      ...(repositories as RepositoriesOf<Factories>),
      changes,
      quotas: quotaRepository(executor, quotaCounters),
    };
  };
  return {
    repositories: bind(db, changeRepository(db, followers)),
    // A transaction's changes are published as its last step (change-repository.ts says why),
    // with the request's idempotency key, if any (idempotency.ts).
    transact: async (work, config) => {
      const result = await db.transaction(async (tx) => {
        const changes = deferredChanges(tx, followers);
        const answer = await work(bind(tx, changes.repository), tx);
        await changes.flush();
        await claimInTransaction(tx, answer);
        return answer;
      }, config);
      noteCommitted();
      return result;
    },
    followers,
  };
}
