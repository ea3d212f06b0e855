import type { Database } from "@/lib/db";
import { DEFAULT_EDITION_ID, isKnownEdition } from "@/lib/editions";
import { listStories } from "@/lib/engine/story-feed";
import { mapPool } from "@/lib/ingest/map-pool";
import { log } from "@/lib/log";
import { breakingCandidates, deleteGoneSubscription, pushReaders, recordNotification, subscriptionsByReader, type NotificationRecord } from "@/lib/queries/push";
import { sendPush, type PushSendOptions } from "./push-transport";
import { BREAKING_WINDOW_MS, breakingPayload, breakingToSend, dailyBriefingKey, dailyPayload, FOLLOWED_SOURCES, pushLevel, type PushPayload } from "./rules";

// The push cycle (issue 22), run every minute by the web process (PUSH_EMBEDDED) or `npm run worker`:
// for every reader with a subscribed browser, the breaking stories and the daily briefing the rules
// (rules.ts) say are due. Each notification is recorded before it is sent, under a key unique per
// reader, so a restart or a second worker never sends it twice; a browser whose push service answers
// 404 or 410 is forgotten.

export interface PushCycleResult {
  notifications: number;
  sent: number;
  failed: number;
  removed: number;
}

const BRIEFING_HEADLINES = 3;
/** Readers whose notifications are sent at the same time. */
const PUSH_CONCURRENCY = 8;

export async function runPushCycle(db: Database, options: PushSendOptions & { now: Date }): Promise<PushCycleResult> {
  const { now } = options;
  const result: PushCycleResult = { notifications: 0, sent: 0, failed: 0, removed: 0 };
  const readers = await pushReaders(db, now);
  if (readers.length === 0) return result;
  const candidates = await breakingCandidates(db, new Date(now.getTime() - BREAKING_WINDOW_MS), FOLLOWED_SOURCES);
  const browsers = await subscriptionsByReader(
    db,
    readers.map((reader) => reader.id),
  );
  const headlines = new Map<string, Promise<string[]>>();
  const briefing = (edition: string) => {
    let titles = headlines.get(edition);
    if (!titles) {
      titles = listStories(db, { feedName: edition, filter: { kind: "edition", edition }, limit: BRIEFING_HEADLINES, offset: 0 }, now)
        .then((page) => page.stories.map((story) => story.title))
        // The briefing still goes out, with its generic line, when the headlines cannot be read.
        .catch((error: unknown) => {
          log.warn("daily briefing headlines unavailable", { edition, error });
          return [];
        });
      headlines.set(edition, titles);
    }
    return titles;
  };

  // Readers PUSH_CONCURRENCY at a time, and each reader's browsers together: a push service that is slow
  // or never answers (any signed-in reader can register any https endpoint) holds up its own message
  // until the timeout, not everyone's.
  await mapPool(readers, PUSH_CONCURRENCY, async (reader) => {
    const level = pushLevel(reader.pnLevel);
    const sound = reader.pnSound ?? true;
    const due: { record: NotificationRecord; payload: PushPayload }[] = [];
    const stories = breakingToSend(
      candidates,
      { level, followedInterestIds: new Set(reader.followedInterestIds), sentLastDay: reader.breakingStoryIds.length, notifiedStoryIds: new Set(reader.breakingStoryIds) },
      now,
    );
    for (const story of stories) {
      const payload = breakingPayload(story, sound);
      due.push({ record: { userId: reader.id, key: `story:${story.id}`, kind: "breaking", title: payload.title, body: payload.body, url: payload.url }, payload });
    }
    const dailyKey = dailyBriefingKey(now, reader.timeZoneId, reader.pnDailyTime, level);
    if (dailyKey) {
      const edition = isKnownEdition(reader.topFeedEdition) ? reader.topFeedEdition! : DEFAULT_EDITION_ID;
      const payload = dailyPayload(edition, await briefing(edition), sound);
      due.push({ record: { userId: reader.id, key: dailyKey, kind: "daily", title: payload.title, body: payload.body, url: payload.url }, payload });
    }
    let targets = browsers.get(reader.id) ?? [];
    for (const { record, payload } of due) {
      if (!(await recordNotification(db, record, now))) continue;
      result.notifications++;
      const outcomes = await Promise.all(targets.map(async (browser) => ({ browser, outcome: await sendPush(browser, payload, options) })));
      for (const { browser, outcome } of outcomes) {
        if (outcome.kind === "sent") result.sent++;
        else if (outcome.kind === "gone") {
          await deleteGoneSubscription(db, browser.endpoint);
          targets = targets.filter((other) => other.endpoint !== browser.endpoint);
          result.removed++;
        } else {
          result.failed++;
          log.warn("push failed", { userId: reader.id, host: new URL(browser.endpoint).host, status: outcome.status, message: outcome.message });
        }
      }
    }
  });
  return result;
}

export interface PushLoop {
  stop(): Promise<void>;
}

/** Runs the push cycle every `intervalMs` until stopped. */
export function startPushLoop(db: Database, options: PushSendOptions, intervalMs: number): PushLoop {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  const turn = async () => {
    try {
      const result = await runPushCycle(db, { ...options, now: new Date() });
      if (result.notifications) log.info("push notifications sent", { ...result });
    } catch (error) {
      log.error("push cycle failed", { error });
    }
    running = undefined;
    if (!stopped) timer = setTimeout(schedule, intervalMs);
  };
  const schedule = () => {
    running = turn();
  };
  timer = setTimeout(schedule, 0);
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
