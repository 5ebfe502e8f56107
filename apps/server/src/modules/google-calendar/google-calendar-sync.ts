import { createHash } from 'node:crypto';
import { googleEventOf, type GoogleEventBody } from '@assignd/core';
import type { GoogleCalendarSyncResult } from '@assignd/schemas';
import { HttpError } from '../../lib/http';
import { assignmentEntry, eventEntry } from '../calendar-feed/public';
import { googleAccess, NEEDS_RECONNECT_MESSAGE } from './google-access';
import type { GoogleCalendarApi, GoogleClient } from './google-client';
import { GoogleConflict, GoogleNotFound, isGoogleError } from './google-client';
import type { googleCalendarRepository, MappingRow } from './google-calendar-repository';
import type { GoogleSyncItemType } from './table';
import type { TokenCipher } from './token-cipher';
import { exportSpan } from '../../platform/dated-window';

const CALENDAR_NAME = 'Assignd';
const SYNC_FAILED_MESSAGE = 'Failed to sync assignments';

/** What goes to Google (over exportSpan), bounded in count. */
const ASSIGNMENTS_MAX = 1000;
const EVENTS_MAX = 500;
/** Calls to Google in flight at once for one sync. */
const PARALLEL_CALLS = 4;

interface SyncItem {
  itemType: GoogleSyncItemType;
  itemId: string;
  body: GoogleEventBody;
  hash: string;
}

export interface SyncDeps {
  repository: ReturnType<typeof googleCalendarRepository>;
  client: GoogleClient;
  cipher: TokenCipher;
  clock: () => Date;
  publicUrl: string;
}

/** The calendar Google no longer has (the student deleted it): made again, once. */
class CalendarGone extends GoogleNotFound {}

const keyOf = (item: { itemType: string; itemId: string }) => `${item.itemType}:${item.itemId}`;

/**
 * The first id tried for an item's event: fixed, so an insert repeated after a lost mapping is
 * refused (409) instead of adding a second event. Google event ids are base32hex: a-v and 0-9.
 */
const eventIdOf = (item: SyncItem) =>
  `assignd${item.itemType === 'assignment' ? 'a' : 'e'}${item.itemId.replace(/-/g, '')}`;

async function inBatches<T>(values: readonly T[], work: (value: T) => Promise<void>) {
  for (let at = 0; at < values.length; at += PARALLEL_CALLS) {
    await Promise.all(values.slice(at, at + PARALLEL_CALLS).map(work));
  }
}

async function itemsOf(deps: SyncDeps, userId: string, timeZone: string): Promise<SyncItem[]> {
  const window = exportSpan(deps.clock());
  const context = { timeZone, publicUrl: deps.publicUrl };
  const [assignments, events] = await Promise.all([
    deps.repository.assignments(userId, { ...window, limit: ASSIGNMENTS_MAX }),
    deps.repository.events(userId, { ...window, limit: EVENTS_MAX }),
  ]);
  const item = (itemType: GoogleSyncItemType, itemId: string, body: GoogleEventBody): SyncItem => ({
    itemType,
    itemId,
    body,
    hash: createHash('sha256').update(JSON.stringify(body)).digest('base64url'),
  });
  return [
    ...assignments.flatMap((row) =>
      assignmentEntry(row, context).map((entry) =>
        item(
          'assignment',
          row.id,
          googleEventOf(entry, { timeZone, colorHex: row.classColor, busy: false }),
        ),
      ),
    ),
    ...events.flatMap((row) =>
      eventEntry(row, context).map((entry) =>
        item('event', row.id, googleEventOf(entry, { timeZone, colorHex: null, busy: true })),
      ),
    ),
  ];
}

/**
 * One student's push to their 'Assignd' calendar: creates it on first use, inserts new items,
 * patches changed ones (unchanged ones cost no call) and deletes the events of items that are
 * gone. The caller holds the student's sync lock.
 */
export async function syncToGoogle(
  deps: SyncDeps,
  userId: string,
): Promise<GoogleCalendarSyncResult> {
  const { repository } = deps;
  const row = await repository.find(userId);
  if (!row?.enabled) throw new HttpError(409, 'Google Calendar is not connected');
  if (row.needsReconnect) throw new HttpError(409, NEEDS_RECONNECT_MESSAGE);
  const access = googleAccess(deps, row);
  const items = await itemsOf(deps, userId, row.timeZone);

  const pushAll = async (api: GoogleCalendarApi, calendarId: string) => {
    const mappings = new Map((await repository.mappings(userId)).map((m) => [keyOf(m), m]));
    await inBatches(items, async (item) => {
      const mapping = mappings.get(keyOf(item));
      mappings.delete(keyOf(item));
      await pushOne(api, calendarId, item, mapping);
    });
    // What is left is no longer in the planner (or its window): gone from Google too.
    await inBatches([...mappings.values()], async (gone) => {
      try {
        await api.deleteEvent(calendarId, gone.googleEventId);
      } catch (error) {
        if (!(error instanceof GoogleNotFound)) throw error;
      }
      await repository.removeMapping(userId, gone);
    });
  };

  const pushOne = async (
    api: GoogleCalendarApi,
    calendarId: string,
    item: SyncItem,
    mapping: MappingRow | undefined,
  ) => {
    if (mapping?.contentHash === item.hash) return;
    let eventId = mapping?.googleEventId;
    if (eventId) {
      try {
        await api.patchEvent(calendarId, eventId, item.body);
      } catch (error) {
        if (!(error instanceof GoogleNotFound)) throw error;
        eventId = undefined;
      }
    }
    if (!eventId) eventId = await insert(api, calendarId, item, mapping !== undefined);
    await repository.saveMapping(userId, item, eventId, item.hash);
  };

  const insert = async (
    api: GoogleCalendarApi,
    calendarId: string,
    item: SyncItem,
    lost: boolean,
  ) => {
    // An event deleted at Google keeps its id there: a lost one gets an id of Google's choosing.
    const id = lost ? `${eventIdOf(item)}${Date.now().toString(32)}` : eventIdOf(item);
    try {
      return await api.insertEvent(calendarId, id, item.body);
    } catch (error) {
      if (error instanceof GoogleNotFound) throw new CalendarGone();
      if (!(error instanceof GoogleConflict)) throw error;
      await api.patchEvent(calendarId, id, item.body);
      return id;
    }
  };

  // Kept across a rerun after a refreshed token, so a calendar made in the first is reused.
  let calendarId = row.calendarId;
  const newCalendar = async (api: GoogleCalendarApi) => {
    const id = await api.insertCalendar(CALENDAR_NAME, row.timeZone);
    await repository.removeMappings(userId);
    await repository.setCalendar(userId, id);
    calendarId = id;
    return id;
  };

  try {
    await access.run(async (api) => {
      try {
        await pushAll(api, calendarId ?? (await newCalendar(api)));
      } catch (error) {
        if (!(error instanceof CalendarGone)) throw error;
        await pushAll(api, await newCalendar(api));
      }
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if (isGoogleError(error)) throw new HttpError(502, SYNC_FAILED_MESSAGE);
    throw error;
  }
  const lastSync = deps.clock();
  await repository.setLastSync(userId, lastSync);
  const syncCount = items.filter((item) => item.itemType === 'assignment').length;
  return {
    syncCount,
    eventCount: items.length - syncCount,
    message: `Synced ${syncCount} assignments`,
    lastSync: lastSync.toISOString(),
  };
}
