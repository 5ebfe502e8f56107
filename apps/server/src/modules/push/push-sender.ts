import type { Agent } from 'node:https';
import webpush, { WebPushError } from 'web-push';
import type { VapidConfig } from '../../config';
import type { Executor } from '../../db/client';
import { isPushService } from './push-endpoint';
import { pushRepository, type PushSubscriptionRow } from './push-repository';

/** What a notification shows and opens. `url` is a path of this app, such as /assignments/<id>. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

/** What became of one sendToUser: devices reached, subscriptions deleted as gone, failures. */
export interface PushDelivery {
  sent: number;
  removed: number;
  failed: number;
}

interface PushLog {
  warn(details: object, message: string): void;
}

export interface PushSenderOptions {
  vapid: VapidConfig;
  /** PUSH_SERVICE_HOSTS: a stored endpoint no longer on it is not posted to. */
  pushServiceHosts: readonly string[];
  log: PushLog;
  /** Tests trust their fake push service's certificate through it. */
  agent?: Agent;
  /** The longest one push service may take to answer one message. */
  timeoutMs?: number;
  /** Now, for last used. */
  clock?: () => Date;
}

/** Devices of one student reached at once: a few, so one student never holds many sockets. */
const CONCURRENCY = 4;
const DEFAULT_TIMEOUT_MS = 10_000;
/** A reminder a device cannot get within a day is no longer worth showing. */
const TTL_SECONDS = 24 * 60 * 60;
// Push services take about 4 KB of payload; these bounds keep any message well inside it.
const TITLE_MAX = 120;
const BODY_MAX = 500;
const URL_MAX = 500;

/** A path of this app: anything else (another site, a script URL) opens the dashboard instead. */
function appPath(url: string): string {
  return /^\/(?![/\\])[^\s]*$/.test(url) && url.length <= URL_MAX ? url : '/';
}

function payloadOf(message: PushMessage): string {
  return JSON.stringify({
    title: message.title.slice(0, TITLE_MAX),
    body: message.body.slice(0, BODY_MAX),
    url: appPath(message.url),
    tag: message.tag.slice(0, 64),
  });
}

function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from the push service in ${ms} ms`)), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

/**
 * Web Push delivery to a student's devices (RFC 8030, encrypted per RFC 8291, signed per RFC 8292).
 * A device's push service answering 404 or 410 means the browser dropped that subscription, so its
 * row is deleted; any other failure is logged and the next reminder tries again.
 */
export function pushSender(db: Executor, options: PushSenderOptions) {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const clock = options.clock ?? (() => new Date());
  const repository = pushRepository(db);

  async function deliver(
    userId: string,
    row: PushSubscriptionRow,
    payload: string,
  ): Promise<keyof PushDelivery> {
    // Saved before the port rule (issue 28, item 19) or before the admin narrowed the list: the
    // server must not post to it, and the browser subscribes again on its next visit.
    if (!isPushService(row.endpoint, options.pushServiceHosts)) {
      await repository.remove(userId, row.id);
      options.log.warn({ subscription: row.id }, 'A push endpoint no longer allowed was removed');
      return 'removed';
    }
    try {
      await withDeadline(
        webpush.sendNotification(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          payload,
          {
            vapidDetails: options.vapid,
            TTL: TTL_SECONDS,
            timeout: timeoutMs,
            ...(options.agent ? { agent: options.agent } : {}),
          },
        ),
        timeoutMs,
      );
      await repository.markUsed(userId, row.id, clock());
      return 'sent';
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await repository.remove(userId, row.id);
        return 'removed';
      }
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      options.log.warn(
        { subscription: row.id, status, err: error instanceof Error ? error.message : error },
        'A push notification was not delivered',
      );
      return 'failed';
    }
  }

  return {
    /** Sends the message to each of the student's devices; never throws for a device's failure. */
    async sendToUser(userId: string, message: PushMessage): Promise<PushDelivery> {
      const delivery: PushDelivery = { sent: 0, removed: 0, failed: 0 };
      const rows = await repository.list(userId);
      const payload = payloadOf(message);
      let next = 0;
      const worker = async () => {
        for (let row = rows[next++]; row; row = rows[next++]) {
          const outcome = await deliver(userId, row, payload).catch((error: unknown) => {
            // The database failed while recording the outcome: the message may have gone out.
            options.log.warn({ err: String(error) }, 'A push outcome was not recorded');
            return 'failed' as const;
          });
          delivery[outcome]++;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
      return delivery;
    },
  };
}
