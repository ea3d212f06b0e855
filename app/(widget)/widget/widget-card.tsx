import type { ReactNode } from "react";
import { BiasBar } from "@/components/news/bias-bar";
import type { Coverage } from "@/lib/engine/story-feed";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import { countOf } from "@/lib/site/count-of";
import { storyImagePath } from "@/lib/site/story-image-path";

export interface WidgetStory {
  id: number;
  title: string;
  coverage: Coverage;
  sourceCount: number;
  blindspotFor: "left" | "right" | null;
  hasImage: boolean;
}

/**
 * An address of ours as the widget writes it: absolute when the site's origin is known; relative on a
 * cached widget of a server without PUBLIC_URL, which an iframe still resolves against our own address.
 */
function siteHref(path: string, origin: string | null): string {
  return origin ? new URL(path, origin).href : path;
}

const LINK = "rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

function Frame({ kicker, children }: { kicker: string; children: ReactNode }) {
  return (
    <article className="max-w-sm rounded-lg border border-neutral-200 bg-white p-3 text-sm shadow-sm dark:border-neutral-800 dark:bg-neutral-950">
      <p className="text-xs font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">{kicker}</p>
      {children}
    </article>
  );
}

/**
 * The card a widget shows inside another site's page. Links open in the top window (target _top): a
 * story read inside a small iframe would be unreadable.
 */
export function WidgetStoryCard({ story, kicker, origin }: { story: WidgetStory; kicker: string; origin: string | null }) {
  const href = siteHref(`/article/${story.id}`, origin);
  return (
    <Frame kicker={kicker}>
      {/* The story's image from our own origin (issue 25): a fixed 16:9 box, a neutral one without. */}
      <div className="mt-2 aspect-video w-full overflow-hidden rounded bg-neutral-200 dark:bg-neutral-800" data-story-image-box="">
        {story.hasImage ? (
          <img
            src={siteHref(storyImagePath(story.id, 640), origin)}
            width={640}
            height={360}
            alt={story.title}
            decoding="async"
            data-hide-broken=""
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <h1 className="mt-1 text-base leading-snug font-bold">
        <a href={href} target="_top" className={`hover:underline ${LINK}`}>
          {story.title}
        </a>
      </h1>
      <div className="mt-2">
        <BiasBar coverage={story.coverage} sourceCount={story.sourceCount} />
      </div>
      <p className="mt-2 flex flex-wrap items-center justify-between gap-2 text-xs text-neutral-700 dark:text-neutral-300">
        <span>
          {countOf(story.sourceCount, "source")}
          {story.blindspotFor ? ` · ${blindspotLabel(story.blindspotFor)}` : ""}
        </span>
        <a href={href} target="_top" className={`font-semibold underline ${LINK}`}>
          Compare the coverage on OpenGround
        </a>
      </p>
    </Frame>
  );
}

/** What a widget shows when it is opened without a story: how to embed it. */
export function WidgetHelp({ title, path, origin, children }: { title: string; path: string; origin: string | null; children: ReactNode }) {
  const example = `<iframe src="${siteHref(path, origin)}" width="400" height="190" style="border:0" title="OpenGround story"></iframe>`;
  return (
    <Frame kicker="OpenGround">
      <h1 className="mt-1 text-base font-bold">{title}</h1>
      <p className="mt-1 text-neutral-700 dark:text-neutral-300">{children}</p>
      <pre className="mt-2 overflow-x-auto rounded bg-neutral-100 p-2 text-xs whitespace-pre-wrap dark:bg-neutral-900">
        <code>{example}</code>
      </pre>
    </Frame>
  );
}

export const BLINDSPOT_KICKER = "OpenGround · Blindspot";

/** The card, or how to embed the widget while no story is a blindspot. */
export function BlindspotWidget({ story, origin }: { story: WidgetStory | null; origin: string | null }) {
  if (!story) {
    return (
      <WidgetHelp title="Blindspot story widget" path="/widget/blindspot-story" origin={origin}>
        No story is a blindspot right now. This card will show the top one as soon as there is one.
      </WidgetHelp>
    );
  }
  return <WidgetStoryCard story={story} kicker={BLINDSPOT_KICKER} origin={origin} />;
}
