import { z } from "zod";
import { EDITIONS } from "@/lib/editions";
import type { FeedFilter, InterestRow } from "@/lib/queries/story-reads";
import type { FeedCards } from "./feed-card";
import { renderRss, RSS_CONTENT_TYPE } from "./rss";

// The RSS routes' work (app/rss/…): which feed a file name means, and the response. The data loaders
// come in as arguments (the data cache in production, a test database in tests).

export const RSS_ITEM_LIMIT = 30;
export const RSS_CACHE_CONTROL = "public, max-age=300";

export interface RssDeps {
  origin: string;
  loadCards: (filter: FeedFilter) => Promise<FeedCards>;
  now: Date;
}

// The file names, read with zod like every route's input. A name that means no feed is a 404, as any
// address that names nothing: it is a path, not a parameter a client fills in.
const editionFileSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}\.xml$/i)
  .transform((file) => EDITIONS.find((edition) => edition.id === file.slice(0, -".xml".length)))
  .pipe(z.custom<(typeof EDITIONS)[number]>((edition) => edition !== undefined));
const interestFileSchema = z
  .string()
  .regex(/^\d{1,10}\.xml$/)
  .transform((file) => Number(file.slice(0, -".xml".length)))
  .pipe(z.number().int().positive().max(2_147_483_647));

function notFound(message: string): Response {
  return new Response(message, { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
}

function rssResponse(xml: string): Response {
  return new Response(xml, { headers: { "content-type": RSS_CONTENT_TYPE, "cache-control": RSS_CACHE_CONTROL } });
}

/** /rss/{edition}.xml: the edition's top stories. */
export async function editionRss(file: string, deps: RssDeps): Promise<Response> {
  const { data: edition } = editionFileSchema.safeParse(file);
  if (!edition) return notFound(`No edition feed ${file}. Editions: ${EDITIONS.map((known) => `${known.id}.xml`).join(", ")}`);
  const { cards } = await deps.loadCards({ kind: "edition", edition: edition.id });
  const path = `/rss/${edition.id}.xml`;
  return rssResponse(
    renderRss({
      title: `OpenGround: top stories (${edition.name})`,
      description: `${edition.description}, each compared across outlets of every political lean.`,
      link: `${deps.origin}/`,
      selfUrl: `${deps.origin}${path}`,
      origin: deps.origin,
      lastBuildDate: deps.now,
      stories: cards.slice(0, RSS_ITEM_LIMIT),
    }),
  );
}

/** /rss/interest/{id}.xml: the interest's latest stories. */
export async function interestRss(file: string, deps: RssDeps & { loadInterest: (id: number) => Promise<InterestRow | null> }): Promise<Response> {
  const { data: id } = interestFileSchema.safeParse(file);
  const interest = id === undefined ? null : await deps.loadInterest(id);
  if (!interest) return notFound(`No interest feed ${file}`);
  const { cards } = await deps.loadCards({ kind: "interest", interestId: interest.id });
  const path = `/rss/interest/${interest.id}.xml`;
  return rssResponse(
    renderRss({
      title: `OpenGround: ${interest.name}`,
      description: `The latest stories about ${interest.name}, each compared across outlets of every political lean.`,
      link: `${deps.origin}/interest/${interest.id}`,
      selfUrl: `${deps.origin}${path}`,
      origin: deps.origin,
      lastBuildDate: deps.now,
      stories: cards.slice(0, RSS_ITEM_LIMIT),
    }),
  );
}
