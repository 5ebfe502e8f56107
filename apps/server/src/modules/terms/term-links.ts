import { HttpError } from '../../lib/http';
import type { TermRepository } from './term-repository';

/**
 * Refuses a term id that is not one of the student's terms, naming `field`. The term stays
 * locked until the transaction ends, so the class that points at it points at a term that exists.
 */
export async function requireOwnTerm(
  terms: TermRepository,
  userId: string,
  termId: string,
  field = 'termId',
): Promise<void> {
  if (!(await terms.lockOwned(userId, termId))) {
    throw new HttpError(400, `${field}: Expected one of your terms`, field);
  }
}
