import type { Metadata } from "next";
import { notFound } from "next/navigation";
import Link from "next/link";
import { LINK } from "@/components/account/ui";
import { welcomePart } from "@/lib/mail/welcome-series";
import { WELCOME_SERIES_PARTS, welcomeSeriesPart } from "./welcome-part";

type Params = Promise<{ n: string }>;

// The five parts are built ahead; any other segment is rendered on demand and answers 404.
export function generateStaticParams(): { n: string }[] {
  return WELCOME_SERIES_PARTS.map((part) => ({ n: String(part) }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const part = welcomeSeriesPart((await params).n);
  if (part === null) return {};
  return {
    title: `Welcome, part ${part} of 5`,
    description: "A short series introducing new readers to OpenGround.",
  };
}

export default async function WelcomeSeriesPage({ params }: { params: Params }) {
  const part = welcomeSeriesPart((await params).n);
  if (part === null) notFound();
  // The same words as the mail of this part (lib/mail/welcome-series.ts).
  const content = welcomePart(part)!;
  return (
    <article className="max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Welcome, part {part} of 5</h1>
      <h2 className="mt-2 text-xl font-semibold">{content.title}</h2>
      {content.paragraphs.map((text) => (
        <p key={text} className="mt-3 text-neutral-700 dark:text-neutral-300">
          {text}
        </p>
      ))}
      <p className="mt-6">
        <Link href={content.action.path} className={LINK}>
          {content.action.label}
        </Link>
      </p>
      <nav aria-label="Welcome series" className="mt-8 flex gap-4 text-sm">
        {part > 1 ? (
          <Link href={`/welcome-series/${part - 1}`} className={LINK}>
            Previous part
          </Link>
        ) : null}
        {part < 5 ? (
          <Link href={`/welcome-series/${part + 1}`} className={LINK}>
            Next part
          </Link>
        ) : null}
      </nav>
    </article>
  );
}
