import Link from "next/link";
import type { ReactNode } from "react";
import { LINK, MUTED_TEXT, PRIMARY_BUTTON, SECONDARY_BUTTON, SECTION } from "@/components/account/ui";
import { StoryCardView } from "@/components/feed/story-card";
import { HeadlineComparison } from "@/components/story/headline-comparison";
import { landingHref, type LandingSection, type LandingVariant } from "@/lib/site/landing";
import type { LandingExamples } from "@/lib/site/landing-examples";

// The landing pages (issue 22): one set of sections, each variant (lib/site/landing.ts) picks its
// message and their order. Server components only: the page ships no JavaScript of its own. The live
// examples come from the engine; an empty database gets words instead of examples, never an error.

type Query = Record<string, string | string[] | undefined>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`mt-8 ${SECTION}`}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function NoExampleYet({ children }: { children: ReactNode }) {
  return (
    <p className={MUTED_TEXT} data-landing-fallback="">
      {children}
    </p>
  );
}

function StorySection({ examples, now }: { examples: LandingExamples; now: number }) {
  return (
    <Section id="landing-story" title="One story, every outlet, one bar">
      <p className={MUTED_TEXT}>
        Every story is gathered from many outlets. The bar shows how much of its coverage comes from outlets rated left, centre and right. This
        is a real story from today&apos;s news:
      </p>
      <div className="mt-4 max-w-md" data-landing-example="story">
        {examples.story ? (
          <StoryCardView card={examples.story} now={now} headingLevel={3} />
        ) : (
          <NoExampleYet>No stories have been gathered yet. As soon as the engine has read the first feeds, a live story appears here.</NoExampleYet>
        )}
      </div>
    </Section>
  );
}

function ComparisonSection({ examples }: { examples: LandingExamples }) {
  const comparison = examples.comparison;
  return (
    <Section id="landing-comparison" title="The same event, framed two ways">
      {comparison ? (
        <div data-landing-example="comparison">
          <p className={MUTED_TEXT}>
            From the story{" "}
            <Link href={`/article/${comparison.storyId}`} className={LINK}>
              {comparison.storyTitle}
            </Link>
            :
          </p>
          <div className="mt-4">
            <HeadlineComparison pair={comparison.pair} />
          </div>
        </div>
      ) : (
        <NoExampleYet>
          When a story is covered by both a left-leaning and a right-leaning outlet, their headlines are shown side by side here. No story has
          both sides yet.
        </NoExampleYet>
      )}
    </Section>
  );
}

function BlindspotSection({ examples, now }: { examples: LandingExamples; now: number }) {
  return (
    <Section id="landing-blindspot" title="Blindspots: what one side barely covers">
      <p className={MUTED_TEXT}>
        A blindspot is a story covered mostly by one side of the spectrum, so readers of the other side may never see it. A live one:
      </p>
      <div className="mt-4 max-w-md" data-landing-example="blindspot">
        {examples.blindspot ? (
          <StoryCardView card={examples.blindspot} now={now} headingLevel={3} />
        ) : (
          <NoExampleYet>No blindspot right now: every recent story is covered by both sides.</NoExampleYet>
        )}
      </div>
      <p className="mt-3">
        <Link href="/blindspot" className={LINK}>
          See all blindspots
        </Link>
      </p>
    </Section>
  );
}

function HowSection() {
  return (
    <Section id="landing-how" title="How it works">
      <ol className={`list-decimal space-y-2 pl-5 ${MUTED_TEXT}`}>
        <li>We read the feeds of hundreds of outlets and group their articles into stories.</li>
        <li>Each outlet carries a bias and factuality rating; the ratings and their sources are open to inspect.</li>
        <li>Each story shows its coverage by side, its headlines by side, and its blindspot if it has one.</li>
      </ol>
      <p className="mt-3">
        <Link href="/about/ratings" className={LINK}>
          How outlets are rated
        </Link>
      </p>
    </Section>
  );
}

/** The variant's two actions (register, see the plans, …) as buttons, the visit's query kept on both. */
function Actions({ variant, query, className }: { variant: LandingVariant; query: Query; className: string }) {
  return (
    <p className={`${className} flex flex-wrap gap-3`}>
      <Link href={landingHref(variant.primary.href, query)} className={PRIMARY_BUTTON}>
        {variant.primary.label}
      </Link>
      <Link href={landingHref(variant.secondary.href, query)} className={SECONDARY_BUTTON}>
        {variant.secondary.label}
      </Link>
    </p>
  );
}

function CallToAction({ variant, query, title, children }: { variant: LandingVariant; query: Query; title: string; children: ReactNode }) {
  return (
    <Section id={`landing-${title === "Plans" ? "plans" : "register"}`} title={title}>
      <div className={MUTED_TEXT}>{children}</div>
      <Actions variant={variant} query={query} className="mt-4" />
    </Section>
  );
}

function SectionFor({ section, variant, examples, query, now }: { section: LandingSection; variant: LandingVariant; examples: LandingExamples; query: Query; now: number }) {
  switch (section) {
    case "story":
      return <StorySection examples={examples} now={now} />;
    case "comparison":
      return <ComparisonSection examples={examples} />;
    case "blindspot":
      return <BlindspotSection examples={examples} now={now} />;
    case "how":
      return <HowSection />;
    case "plans":
      return (
        <CallToAction variant={variant} query={query} title="Plans">
          <p>Pro, Premium and Vantage add ownership data, your own bias profile, more followed topics and no limits on blindspots.</p>
        </CallToAction>
      );
    case "register":
      return (
        <CallToAction variant={variant} query={query} title="Start free">
          <p>A free account lets you follow topics and outlets and see how balanced your own reading is.</p>
        </CallToAction>
      );
  }
}

export function LandingPage({ variant, examples, query }: { variant: LandingVariant; examples: LandingExamples; query: Query }) {
  const now = Date.now();
  return (
    <div className="max-w-4xl" data-landing={variant.path}>
      <header>
        <h1 className="text-3xl font-bold sm:text-4xl">{variant.headline}</h1>
        <p className={`mt-3 max-w-3xl text-lg ${MUTED_TEXT}`}>{variant.pitch}</p>
        <Actions variant={variant} query={query} className="mt-5" />
      </header>
      {variant.sections.map((section) => (
        <SectionFor key={section} section={section} variant={variant} examples={examples} query={query} now={now} />
      ))}
    </div>
  );
}
