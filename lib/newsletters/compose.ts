import { BIAS_VALUES, sideOf, type Bias, type Side } from "@/lib/news/bias-scale";
import { sidePercents } from "@/lib/news/coverage/whole-percents";
import { newsletterBySlug, type NewsletterSlug } from "./catalogue";

// Composing a newsletter issue (issue 20). PURE: stories in, an issue out; the React template
// (lib/mail/templates/newsletter.tsx) turns an issue into HTML and text. Every rule of what goes in
// which newsletter is here.

/** What the composer needs of a story (a subset of lib/queries/story-reads' StoryCandidate). */
export interface StoryInput {
  id: number;
  title: string;
  summary: string;
  imageUrl: string | null;
  lastSeenAt: Date;
  sourceCount: number;
  perBias: Record<Bias, number>;
  blindspotFor: "left" | "right" | null;
}

export interface IssueStory {
  id: number;
  title: string;
  summary: string;
  imageUrl: string | null;
  sourceCount: number;
  /** Whole percents of the rated sources (spec §3: centre is the remainder). */
  percents: Record<Side, number>;
}

export interface IssueSection {
  heading: string;
  intro: string;
  /** The `subCategory` of the tracked links of this section. */
  subCategory: string;
  stories: IssueStory[];
}

export interface NewsletterIssue {
  slug: NewsletterSlug;
  title: string;
  subject: string;
  preheader: string;
  /** The issue's date, YYYY-MM-DD. */
  date: string;
  numberInSeries: number;
  edition: string;
  sections: IssueSection[];
}

export const DAILY_STORIES = 8;
export const WEEKLY_STORIES = 6;

export function issueStory(story: StoryInput): IssueStory {
  const weights: Record<Side, number> = { left: 0, center: 0, right: 0 };
  for (const bias of BIAS_VALUES) {
    const side = sideOf(bias);
    if (side) weights[side] += story.perBias[bias] ?? 0;
  }
  return { id: story.id, title: story.title, summary: story.summary, imageUrl: story.imageUrl, sourceCount: story.sourceCount, percents: sidePercents(weights) };
}

const SERIES_START = Date.UTC(2026, 0, 1);

/** The issue's number: days since 2026-01-01 for the daily, weeks for the weekly ones (1-based). */
export function numberInSeries(slug: NewsletterSlug, date: string): number {
  const days = Math.floor((Date.parse(`${date}T00:00:00Z`) - SERIES_START) / 86_400_000);
  return (slug === "daily-ground" ? days : Math.floor(days / 7)) + 1;
}

const longDate = (date: string) => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

function issue(slug: NewsletterSlug, params: { date: string; edition: string }, subject: string, preheader: string, sections: IssueSection[]): NewsletterIssue {
  const newsletter = newsletterBySlug(slug)!;
  return { slug, title: newsletter.title, subject, preheader, date: params.date, numberInSeries: numberInSeries(slug, params.date), edition: params.edition, sections };
}

/** The Daily Ground: the top stories of the reader's edition (in the feed's order), with their L/C/R bars. */
export function composeDaily(stories: readonly StoryInput[], params: { date: string; edition: string }): NewsletterIssue {
  const top = stories.slice(0, DAILY_STORIES).map(issueStory);
  const lead = top[0]?.title ?? "No stories yet";
  return issue("daily-ground", params, `The Daily Ground, ${longDate(params.date)}: ${lead}`, `${top.length} top stories and how each side covered them.`, [
    { heading: "Top stories", intro: "The most covered stories of the last day, and how outlets of each lean covered them.", subCategory: "top", stories: top },
  ]);
}

/** Blindspot Report: the week's blindspots for each side, most covered first. */
export function composeBlindspot(stories: readonly StoryInput[], params: { date: string; edition: string }): NewsletterIssue {
  const side = (which: "left" | "right") =>
    stories
      .filter((story) => story.blindspotFor === which)
      .sort((a, b) => b.sourceCount - a.sourceCount || b.lastSeenAt.getTime() - a.lastSeenAt.getTime())
      .slice(0, WEEKLY_STORIES)
      .map(issueStory);
  const forLeft = side("left");
  const forRight = side("right");
  return issue("blindspot-report", params, `Blindspot Report: ${forLeft.length + forRight.length} stories one side missed this week`, "What readers of the left and of the right probably did not see.", [
    { heading: "Blindspots for the left", intro: "Stories covered mostly by outlets on the right.", subCategory: "blindspot-left", stories: forLeft },
    { heading: "Blindspots for the right", intro: "Stories covered mostly by outlets on the left.", subCategory: "blindspot-right", stories: forRight },
  ]);
}

/** A story counts as "mostly covered by" a side when that side has at least this share of its rated sources. */
export const BUBBLE_SHARE = 50;

/**
 * Burst Your Bubble: stories covered mostly by the side the reader reads least (My News Bias's
 * `leastReadSide`; the centre when the reader has no rated reads yet), most covered first.
 */
export function composeBurst(stories: readonly StoryInput[], params: { date: string; edition: string; leastReadSide: Side | null }): NewsletterIssue {
  const side = params.leastReadSide ?? "center";
  const picked = stories
    .map(issueStory)
    .filter((story) => story.percents[side] >= BUBBLE_SHARE)
    .sort((a, b) => b.sourceCount - a.sourceCount)
    .slice(0, WEEKLY_STORIES);
  const name = side === "center" ? "the centre" : `the ${side}`;
  return issue("burst-your-bubble", params, `Burst Your Bubble: what ${name} covered this week`, `Stories from ${name}, the side you read least.`, [
    { heading: `Covered mostly by ${name}`, intro: `You read ${name} least on OpenGround. These stories were covered mostly by its outlets.`, subCategory: `bubble-${side}`, stories: picked },
  ]);
}

// Offbeat's rule: unusual, light stories. A headline with a hard-news word is out; one with a light word
// scores; the rest is ordered by that score, then by fewer sources (the less-noticed ones), and stories
// picked up by only one outlet are left out (nothing to compare).
const HARD_NEWS = /\b(war|attack|killed|kills|dead|death|deaths|shooting|murder|election|vote|court|trial|strike|bomb|crisis|sanction|sanctions|tariff|tariffs|police|arrest|arrested|invasion|missile|protest|protests|lawsuit|inflation|recession)\b/i;
const LIGHT = /\b(animal|animals|dog|dogs|cat|cats|zoo|bird|birds|whale|space|planet|star|moon|discover|discovered|discovery|record|festival|museum|art|music|food|recipe|chef|garden|rare|ancient|fossil|dinosaur|robot|quirky|bizarre|unusual|world's|oldest|largest|smallest|first|wins|prize|celebrat\w*)\b/gi;
export const OFFBEAT_MAX_SOURCES = 6;

export function offbeatScore(story: Pick<StoryInput, "title" | "summary" | "sourceCount">): number | null {
  const text = `${story.title} ${story.summary}`;
  if (story.sourceCount < 2 || story.sourceCount > OFFBEAT_MAX_SOURCES || HARD_NEWS.test(text)) return null;
  return (text.match(LIGHT) ?? []).length;
}

export function composeOffbeat(stories: readonly StoryInput[], params: { date: string; edition: string }): NewsletterIssue {
  const picked = stories
    .map((story) => ({ story, score: offbeatScore(story) }))
    .filter((entry): entry is { story: StoryInput; score: number } => entry.score !== null)
    .sort((a, b) => b.score - a.score || a.story.sourceCount - b.story.sourceCount || b.story.lastSeenAt.getTime() - a.story.lastSeenAt.getTime())
    .slice(0, WEEKLY_STORIES)
    .map((entry) => issueStory(entry.story));
  return issue("offbeat", params, `Offbeat: ${picked[0]?.title ?? "this week's unusual stories"}`, "Unusual and lighter stories you might have missed.", [
    { heading: "This week, off the beaten track", intro: "Stories a few outlets noticed, away from the headlines.", subCategory: "offbeat", stories: picked },
  ]);
}

export interface LinkContext {
  siteUrl: string;
  token: string;
  emailIdentifier: string;
  numberInSeries: number;
  variant: string;
  edition: string;
  category: string;
}

/**
 * A link of a newsletter: every one carries utm_medium=email, the reader's token and the issue's
 * identifiers, so the site registers the click (spec §2, §5).
 */
export function trackedLink(path: string, context: LinkContext, subCategory: string): string {
  const url = new URL(path, context.siteUrl);
  url.searchParams.set("utm_medium", "email");
  url.searchParams.set("token", context.token);
  url.searchParams.set("emailIdentifier", context.emailIdentifier);
  url.searchParams.set("numberInSeries", String(context.numberInSeries));
  url.searchParams.set("variant", context.variant);
  url.searchParams.set("edition", context.edition);
  url.searchParams.set("category", context.category);
  url.searchParams.set("subCategory", subCategory);
  return url.toString();
}

/** Spec §9: newsletter images are widened from 400 to 600 (the width in the image address). */
export function widenImage(url: string): string {
  return url.replace(/([?&](?:w|width)=)400(?=&|$)/gi, "$1600").replace(/\/400(x\d+)?\//, (_m, height: string | undefined) => `/600${height ? height : ""}/`);
}

/** Spec §9: a fixed 290px width becomes 100% (in an inline style). */
export function fluidWidth(style: string): string {
  return style.replace(/width:\s*290px/gi, "width:100%");
}
