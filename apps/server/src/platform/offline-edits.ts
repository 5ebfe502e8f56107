import { keepNewer } from '@assignd/core';
import { HttpError, notFound } from '../lib/http';

/*
 * What a collection's writes need for changes made offline (docs/decisions/0018): a new row under
 * the id the device chose, and an edit settled against the values it was made from.
 */

/** A new row's id is taken: by another student's row, or by a row this one deleted since. */
export const idTaken = () => new HttpError(409, 'id: this id is already taken', 'id');

/** An edit's base (the values the device started from), and what the settling replaced. */
export interface EditBase {
  base: Readonly<Record<string, unknown>>;
  /** Filled by settleEdit: the fields another device changed since, kept at their newer value. */
  replaced: string[];
}

/**
 * The part of `patch` to apply (the conflict rule, keepNewer in @assignd/core). `current` reads
 * the row locked for the rest of the transaction, so no other write slips in between.
 */
export async function settleEdit<Row, Patch extends Readonly<Record<string, unknown>>>(
  patch: Patch,
  edit: EditBase | undefined,
  current: () => Promise<Row | undefined>,
  shown: (row: Row) => Readonly<Record<string, unknown>>,
): Promise<Partial<Patch>> {
  if (!edit) return patch;
  const row = await current();
  if (!row) throw notFound();
  const { apply, replaced } = keepNewer(shown(row), patch, edit.base);
  edit.replaced = replaced;
  return apply;
}
