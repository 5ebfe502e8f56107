import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../db/client';
import { assignmentRepository } from './assignment-repository';
import { changeRepository } from './change-repository';
import { classRepository } from './class-repository';
import { eventRepository } from './event-repository';
import { preferencesRepository } from './preferences-repository';
import { scheduleRepository } from './schedule-repository';
import { studyRepository } from './study-repository';
import { subscriptionRepository } from './subscription-repository';

export function plannerRepositories(db: Executor) {
  return {
    assignments: assignmentRepository(db),
    changes: changeRepository(db),
    classes: classRepository(db),
    events: eventRepository(db),
    preferences: preferencesRepository(db),
    schedules: scheduleRepository(db),
    study: studyRepository(db),
    subscriptions: subscriptionRepository(db),
  };
}

export type PlannerRepositories = ReturnType<typeof plannerRepositories>;

/** Runs work on repositories bound to one transaction: it all commits, or none of it does. */
export type Transact = <T>(
  work: (repositories: PlannerRepositories) => Promise<T>,
  config?: PgTransactionConfig,
) => Promise<T>;

export interface PlannerStore {
  repositories: PlannerRepositories;
  transact: Transact;
}

export function plannerStore(db: Database): PlannerStore {
  return {
    repositories: plannerRepositories(db),
    transact: (work, config) => db.transaction((tx) => work(plannerRepositories(tx)), config),
  };
}
