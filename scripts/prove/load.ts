// `npm run prove -- load`: two web processes and one worker on PostgreSQL behind nginx, 200 connections for
// 60 s over cached pages, the stories API and signed-in pages while the worker ingests replayed feeds.
// Prints requests, errors and p50/p99 per route, and how long a story the worker changed took to show
// on each web process. Method and figures: docs/reliability.md.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { load, type LoadResult } from "@/bench/lib/load";
import { queryRows } from "@/lib/db/rows";
import { freePort } from "../lib/free-port";
import { signUpCookies } from "../lib/web-process";
import { PROXY_READ_TIMEOUT_S, startNginx } from "./nginx";
import { childOf, expectedArticleUrls, publishFeeds, publishItem, startWeb, startWorker, stopChild, storedCounts, timeUntil, type Child, type ProveRun } from "./stack";

export interface LoadOptions {
  seconds: number;
  connections: number;
}

interface Route {
  label: string;
  path: string;
  headers: Record<string, string>;
  /** Share of the connections. */
  weight: number;
}

export async function proveLoad(run: ProveRun, options: LoadOptions): Promise<boolean> {
  const { handle, feedSet, logDir } = run;
  const children: Child[] = [];
  let ok = true;
  try {
    // The publishers' first items: the worker stores and clusters them before the load starts.
    publishFeeds(feedSet, 0.6);
    const worker = startWorker(logDir, "worker", run.databaseUrl);
    children.push(worker);
    const [webPortA, webPortB, nginxPort] = [await freePort(), await freePort(), await freePort()];
    const webs = await Promise.all([
      startWeb(logDir, "web-a", webPortA, run.databaseUrl),
      startWeb(logDir, "web-b", webPortB, run.databaseUrl),
    ]);
    children.push(...webs);
    const nginxDir = path.join(run.dir, "nginx");
    fs.mkdirSync(nginxDir);
    children.push(childOf("nginx", await startNginx({ prefix: nginxDir, listenPort: nginxPort, upstreamPorts: [webPortA, webPortB] }), path.join(nginxDir, "error.log")));
    const base = `http://127.0.0.1:${nginxPort}`;
    const firstShare = await expectedArticleUrls(handle, feedSet);
    const settled = await timeUntil(async () => {
      const counts = await storedCounts(handle, firstShare);
      return counts.missing === 0 && counts.unclustered === 0;
    }, 600_000, 1_000);
    if (settled === null) throw new Error("the worker did not store and cluster the first items within 10 minutes");
    console.log(`worker stored and clustered ${firstShare.size} articles from ${feedSet.files.length} feeds in ${(settled / 1000).toFixed(1)} s`);

    const top = (await (await fetch(`${base}/v04/stories?feed=top-us&limit=5`)).json()) as { stories: { id: number; title: string; sourceCount: number }[] };
    // The story under load: the first of the front page's with more than one source.
    const story = top.stories.find((candidate) => candidate.sourceCount > 1) ?? top.stories[0];
    if (!story) throw new Error("the stories API lists no story for top-us after the first ingest");
    const readers = await Promise.all([1, 2, 3].map((n) => signUpCookies(base, `prove-load-${n}-${Date.now()}@example.com`)));
    const edition = "GROUND_FEED_EDITION=top-us";
    const routes: Route[] = [
      { label: "/ (edition cookie, cached)", path: "/", headers: { cookie: edition }, weight: 35 },
      { label: `/article/{id} (first visit, cached)`, path: `/article/${story.id}`, headers: {}, weight: 35 },
      { label: "/v04/stories?feed=top-us (API)", path: "/v04/stories?feed=top-us", headers: {}, weight: 30 },
      { label: "/ (signed in)", path: "/", headers: { cookie: `${readers[0]}; ${edition}` }, weight: 35 },
      { label: "/article/{id} (signed in)", path: `/article/${story.id}`, headers: { cookie: `${readers[1]}; ${edition}` }, weight: 35 },
      { label: "/my (signed in, per reader)", path: "/my", headers: { cookie: `${readers[2]}; ${edition}` }, weight: 30 },
    ];
    for (const route of routes) {
      const status = (await fetch(`${base}${route.path}`, { headers: route.headers })).status;
      if (status !== 200) throw new Error(`${route.label} answered ${status} before the load`);
    }
    const totalWeight = routes.reduce((sum, route) => sum + route.weight, 0);
    const articlesBefore = (await storedCounts(handle, firstShare)).articles;

    console.log(`load: ${options.connections} connections for ${options.seconds} s through nginx on ${base}, web processes on ${webPortA} and ${webPortB}`);
    const running = routes.map((route) =>
      load(`${base}${route.path}`, {
        connections: Math.max(1, Math.round((options.connections * route.weight) / totalWeight)),
        seconds: options.seconds,
        headers: route.headers,
        timeoutSeconds: PROXY_READ_TIMEOUT_S,
      }),
    );
    // While the load runs: the publishers add the rest of their items (5 s in), and one item on the story
    // under load, from another outlet (15 s in); its page must show it on both web processes.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    publishFeeds(feedSet, 1);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const marker = `prove${Date.now().toString(36)}`;
    const markedFeed = await publishItem(handle, feedSet, story.id, marker);
    // The story the worker put the item in (the clusterer decides: the story under load, or a new one).
    const markedStory = async () =>
      (
        await queryRows<{ storyId: number }>(
          handle.db,
          sql`select sa.story_id as "storyId" from story_articles sa join articles a on a.id = sa.article_id where a.title like ${`%${marker}%`}`,
        )
      )[0]?.storyId;
    const fresh = await Promise.all(
      [webPortA, webPortB].map((port) =>
        timeUntil(async () => {
          const storyId = await markedStory();
          if (storyId === undefined) return false;
          return (await (await fetch(`http://127.0.0.1:${port}/article/${storyId}`, { headers: { cookie: edition } })).text()).includes(marker);
        }, 120_000, 500),
      ),
    );
    const results = await Promise.all(running);
    const articlesAfter = (await storedCounts(handle, firstShare)).articles;

    console.log("\n| Route | Connections | Requests | Req/s | p50 ms | p99 ms | Errors |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    const table: [Route, LoadResult][] = routes.map((route, index) => [route, results[index]!]);
    for (const [route, result] of table) {
      const connections = Math.max(1, Math.round((options.connections * route.weight) / totalWeight));
      const statuses = Object.entries(result.statuses).filter(([code]) => code !== "200").map(([code, count]) => `${code}×${count}`);
      console.log(`| ${route.label} | ${connections} | ${result.requests} | ${result.requestsPerSecond} | ${result.p50} | ${result.p99} | ${result.errors}${statuses.length ? ` (${statuses.join(", ")})` : ""} |`);
    }
    const requests = results.reduce((sum, result) => sum + result.requests, 0);
    const errors = results.reduce((sum, result) => sum + result.errors, 0);
    console.log(`\ntotal requests=${requests} req_per_s=${Math.round(requests / options.seconds)} errors=${errors}`);
    console.log(`worker stored ${articlesAfter - articlesBefore} articles during the load (feed ${markedFeed} carried the marked item)`);
    const [freshA, freshB] = fresh;
    const seconds = (ms: number | null) => (ms === null ? "never (120 s)" : `${(ms / 1000).toFixed(1)} s`);
    console.log(`fresh: the page of the story with the marked item showed it on web-a after ${seconds(freshA ?? null)}, on web-b after ${seconds(freshB ?? null)} (feeds are due every 30 s)`);
    const joined = Number(await markedStory()) || undefined;
    console.log(`the worker put the marked item in story ${joined ?? "(none)"}${joined === story.id ? ", the story under load" : `, not the story under load (${story.id})`}`);
    ok = errors === 0 && freshA !== null && freshB !== null;
  } finally {
    await Promise.all(children.map((child) => stopChild(child)));
  }
  return ok;
}
