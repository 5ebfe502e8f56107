import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { SERVER_MODULES, type UnionToIntersection } from '../modules/registry';
import { type ChangeFollowers, changeRepository } from './change-repository';
import { quotaRepository } from './quota-repository';

type ModuleFactories = UnionToIntersection<(typeof SERVER_MODULES)[number]['repositories']>;

/** The platform's repositories, and every module's under the key it declares. */
export type PlannerRepositories = {
  changes: ReturnType<typeof changeRepository>;
  quotas: ReturnType<typeof quotaRepository>;
} & {
  [Key in keyof ModuleFactories]: ModuleFactories[Key] extends (db: Executor) => infer R
    ? R
    : never;
};

function plannerRepositories(db: Executor, followers: ChangeFollowers): PlannerRepositories {
  const repositories: Record<string, unknown> = {
    changes: changeRepository(db, followers),
    quotas: quotaRepository(db),
  };
  for (const module of SERVER_MODULES) {
    for (const [key, factory] of Object.entries<(db: Executor) => unknown>(module.repositories)) {
      repositories[key] = factory(db);
    }
  }
  // Built key by key from the same list the type is derived from.
  return repositories as PlannerRepositories;
}

/**
 * Runs work on repositories bound to one transaction, also given as tx for a module's own: it
 * all commits, or none of it does.
 */
type Transact = <T>(
  work: (repositories: PlannerRepositories, tx: Executor) => Promise<T>,
  config?: PgTransactionConfig,
) => Promise<T>;

export interface PlannerStore {
  repositories: PlannerRepositories;
  transact: Transact;
  /** What every published change also runs; for a repository that publishes on its own. */
  followers: ChangeFollowers;
}

export function plannerStore(db: Database, followers: ChangeFollowers): PlannerStore {
  return {
    repositories: plannerRepositories(db, followers),
    transact: (work, config) =>
      db.transaction((tx) => work(plannerRepositories(tx, followers), tx), config),
    followers,
  };
}
