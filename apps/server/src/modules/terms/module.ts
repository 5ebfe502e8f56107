import type { Term } from '@assignd/schemas';
import type { Database } from '../../db/client';
import { ownedRowsQuota, serverModule } from '../../platform/server-module';
import { terms } from './table';
import { exportTerms, restoreTerms } from './term-backup';
import { termRepository } from './term-repository';
import { termRoutes } from './term-routes';
import { toTerm } from './term-service';

async function readTerm(db: Database, userId: string, id: string): Promise<Term | undefined> {
  const row = await termRepository(db).find(userId, id);
  return row && toTerm(row);
}

export const termsModule = serverModule({
  name: 'terms',
  repositories: { terms: termRepository },
  routes: termRoutes,
  pro: null,
  publicRoutes: null,
  realtime: { table: 'terms', readRow: readTerm },
  quota: ownedRowsQuota('terms', terms),
  // After classes, which point at terms.
  clearAll: {
    order: 6,
    clear: (tx, userId) => termRepository(tx).deleteAllOf(userId),
  },
  // Before classes, which are filed under the ids it restores.
  backup: { key: 'terms', restoreOrder: 0, export: exportTerms, restore: restoreTerms },
  jobs: null,
  follows: null,
  accountDeletion: null,
  sessionReplaced: null,
});
