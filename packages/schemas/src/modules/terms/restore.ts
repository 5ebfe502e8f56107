import { z } from 'zod';
import {
  createdAtOf,
  field,
  fromRow,
  moduleRestore,
  oldId,
  restoredCreatedAt,
} from '../../backup-rows';
import { termFieldsSchema, withTermDates } from './requests';

/** Files from before terms, and the original product's, have none. */
export const termsRestore = moduleRestore({
  terms: {
    row: fromRow(
      (source) => ({
        oldId: oldId(source),
        createdAt: createdAtOf(source),
        name: source.name,
        startDate: field(source, 'startDate', 'start_date'),
        endDate: field(source, 'endDate', 'end_date'),
      }),
      withTermDates(
        termFieldsSchema
          .omit({ id: true })
          .extend({ oldId: z.string().nullable(), createdAt: restoredCreatedAt }),
      ),
    ),
  },
});
